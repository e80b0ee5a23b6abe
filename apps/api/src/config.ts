import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export type JobsMode = 'in-process' | 'enqueue-only' | 'off';

export interface Config {
  env: 'development' | 'test' | 'production';
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL server; unset means embedded PGlite in `dataDir/db`. */
  databaseUrl?: string;
  jwtSecret: string;
  /**
   * With DATABASE_URL and no JWT_SECRET the generated secret lives in the database (`instance_secrets`), so
   * every instance signs and checks tokens alike; `jwtSecret` is filled at start (`resolveSharedSecrets`).
   */
  jwtSecretFromDatabase: boolean;
  /** Where uploaded files live: the data directory (default) or an S3-compatible bucket (lib/storage.ts). */
  storage: StorageConfig;
  /** How long SIGTERM waits for in-flight requests and running jobs before stopping anyway. */
  shutdownTimeoutMs: number;
  tokenTtlHours: number;
  adminEmail: string;
  adminPassword: string;
  smtpUrl?: string;
  mailFrom: string;
  /**
   * The dev outbox viewer (`GET /api/v2/admin/outbox`): on outside production when e-mail or SMS has no real
   * transport; in production only with `ALLOW_DEV_OUTBOX=true` (otherwise a start without `SMTP_URL` is refused).
   */
  devOutbox: boolean;
  /**
   * The local mailbox simulator (`GET /api/v2/dev/mailbox`, `DEV_MAILBOX`): the outbox's e-mails with their
   * links whole, to anyone who asks, so a newcomer or an end-to-end test can follow a confirmation link. On by
   * default in development; in production refused unless `ALLOW_DEV_MAILBOX=true`; off with a real SMTP server.
   */
  devMailbox: boolean;
  /** Fastify's `trustProxy` from `TRUST_PROXY`: false (default), a hop count, or proxy addresses/CIDRs. */
  trustProxy: false | number | string[];
  /** Whether `/api/v2/docs` serves the OpenAPI document and its UI (`OPENAPI_DOCS`; off in production by default). */
  openApiDocs: boolean;
  publicUrl: string;
  jobs: JobsMode;
  /** `JOBS_CRON_CHECK_SECONDS` (1–45): how often a worker checks the cron schedules; unset is pg-boss's 30 s. */
  jobsCronCheckSeconds?: number;
  seedDemo: boolean;
  /** `PGLITE_THREAD` (default true): the embedded database runs in a worker thread (db/pglite-thread.ts). */
  pgliteThread: boolean;
  /** `PGLITE_READ_CACHE` (default true): the embedded database's read cache (db/read-cache.ts). */
  pgliteReadCache: boolean;
  /**
   * How many players' basket and checkout writes run at once (lib/booking-lane.ts); unset: the pool's size less
   * two on PostgreSQL (8 of 10), 1 on PGlite (one connection): lib/booking-lane.ts `defaultBookingConcurrency`.
   */
  bookingConcurrency?: number;
  /** Send `Server-Timing` (lane wait, lock wait, transaction) on the booking routes: for the bench. */
  serverTiming: boolean;
  logLevel: string;
  /** Built web app to serve; unset in tests. */
  webDist?: string;
  /** Label shown in the admin header, differing on development/test hosts. */
  productLabel: string;
  signInThrottle: { perEmail: number; perIp: number; windowMinutes: number };
  oauth?: {
    provider: string;
    clientId: string;
    clientSecret: string;
    authorizeUrl: string;
    tokenUrl: string;
    userInfoUrl: string;
  };
  sms: { provider: 'outbox' | 'http'; url?: string; token?: string };
  /** Sport-card status checks (docs/decisions.md "Users"): a provider with a URL is called over HTTP. */
  cardChecks: CardChecksConfig;
  /**
   * The online payment gateway over HTTP (`PAYMENT_GATEWAY_URL`, `PAYMENT_GATEWAY_MERCHANT_ID`,
   * `PAYMENT_GATEWAY_SECRET`: all three or none); unset, payments go to the local sandbox gateway.
   */
  paymentGateway?: { url: string; merchantId: string; secret: string };
  /**
   * The local sandbox gateway (modules/payments/sandbox.ts), which marks a payment paid without any money: on
   * without a gateway outside production; in production only with `ALLOW_SANDBOX_PAYMENTS=true` (otherwise a start
   * without `PAYMENT_GATEWAY_*` is refused). Even then it pays only the signed-in owner's own payment.
   */
  sandboxPayments: boolean;
  /** The largest provider file the Benefit importer takes (`BENEFIT_IMPORT_MAX_MB`, default 64 MB). */
  benefitImportMaxBytes: number;
}

export type StorageConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      bucket: string;
      /** An S3-compatible server's address (MinIO, Ceph, …); unset for AWS itself. */
      endpoint?: string;
      region: string;
      accessKeyId?: string;
      secretAccessKey?: string;
      /** `http://host/bucket/key` addressing, which MinIO-like servers need. */
      forcePathStyle: boolean;
    };

/** `STORAGE=local|s3`, and for s3 the bucket, endpoint, region and keys (S3_*). */
export function storageConfig(env: NodeJS.ProcessEnv): StorageConfig {
  const kind = env.STORAGE || 'local';
  if (kind === 'local') return { kind: 'local' };
  if (kind !== 's3') throw new ConfigError(`STORAGE must be "local" or "s3" (got "${kind}")`);
  if (!env.S3_BUCKET) throw new ConfigError('STORAGE=s3 needs S3_BUCKET (and S3_ENDPOINT for a server other than AWS)');
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY))
    throw new ConfigError(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the AWS default chain',
    );
  return {
    kind: 's3',
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT || undefined,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: flag('S3_FORCE_PATH_STYLE', env.S3_FORCE_PATH_STYLE, Boolean(env.S3_ENDPOINT)),
  };
}

export interface CardChecksConfig {
  /** Every provider call is cut off after this many milliseconds (503 to the caller). */
  timeoutMs: number;
  /** Providers without a URL use the local simulator (default outside production). */
  simulator: boolean;
  benefit: { url?: string; token?: string };
  fitprofit: { url?: string; token?: string };
}

function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

const int = (v: string | undefined, fallback: number) => (v && Number.isFinite(Number(v)) ? Number(v) : fallback);

/** A configuration the server must not start with; the message says what to set. */
export class ConfigError extends Error {}

const flag = (name: string, value: string | undefined, fallback: boolean) => {
  if (value === undefined || value === '') return fallback;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw new ConfigError(`${name} must be "true" or "false" (got "${value}")`);
};

/**
 * `TRUST_PROXY`: unset/`false`/`0` trusts no proxy (the socket address is the client); a number trusts that
 * many hops of `X-Forwarded-For`; otherwise a comma-separated list of proxy addresses or CIDRs. `true`
 * (trust anyone's header) is refused: any client could then fake its address.
 */
export function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  const v = value?.trim();
  if (!v || v === 'false' || v === '0') return false;
  if (v === 'true')
    throw new ConfigError(
      "TRUST_PROXY=true would trust any client's X-Forwarded-For: set the hop count (e.g. 1) or the proxy addresses",
    );
  if (/^\d+$/.test(v)) return Number(v);
  const list = v
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  if (list.some((a) => !/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(a)))
    throw new ConfigError(`TRUST_PROXY must be a hop count or a comma-separated list of addresses/CIDRs (got "${v}")`);
  return list;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = (env.NODE_ENV as Config['env']) || 'development';
  const dataDir = path.resolve(env.DATA_DIR || './data');
  const port = int(env.PORT, 3000);
  const host = env.HOST || '127.0.0.1';
  const oauth =
    env.OAUTH_CLIENT_ID && env.OAUTH_CLIENT_SECRET && env.OAUTH_AUTHORIZE_URL && env.OAUTH_TOKEN_URL && env.OAUTH_USERINFO_URL
      ? {
          provider: env.OAUTH_PROVIDER || 'facebook',
          clientId: env.OAUTH_CLIENT_ID,
          clientSecret: env.OAUTH_CLIENT_SECRET,
          authorizeUrl: env.OAUTH_AUTHORIZE_URL,
          tokenUrl: env.OAUTH_TOKEN_URL,
          userInfoUrl: env.OAUTH_USERINFO_URL,
        }
      : undefined;
  const smtpUrl = env.SMTP_URL || undefined;
  const allowDevOutbox = flag('ALLOW_DEV_OUTBOX', env.ALLOW_DEV_OUTBOX, false);
  if (nodeEnv === 'production' && !smtpUrl && !allowDevOutbox)
    throw new ConfigError(
      'SMTP_URL is not set: in production e-mails (password resets, confirmations) would go to the dev outbox. ' +
        'Set SMTP_URL, or ALLOW_DEV_OUTBOX=true to keep the outbox knowingly.',
    );
  const outboxInUse = !smtpUrl || !env.SMS_URL;
  // On by default in development, so a newcomer's plain `npm start` can follow a confirmation link; in production
  // only knowingly (ALLOW_DEV_MAILBOX=true, a demo instance), as the sandbox gateway below.
  const devMailbox = flag('DEV_MAILBOX', env.DEV_MAILBOX, nodeEnv === 'development');
  const allowDevMailbox = flag('ALLOW_DEV_MAILBOX', env.ALLOW_DEV_MAILBOX, false);
  if (nodeEnv === 'production' && devMailbox && !allowDevMailbox)
    throw new ConfigError(
      'DEV_MAILBOX shows every e-mail with its links to anyone: it is for development and tests. ' +
        'Unset it, or add ALLOW_DEV_MAILBOX=true for a demo instance without real players.',
    );
  const paymentGateway = paymentGatewayConfig(env);
  const allowSandboxPayments = flag('ALLOW_SANDBOX_PAYMENTS', env.ALLOW_SANDBOX_PAYMENTS, false);
  if (nodeEnv === 'production' && !paymentGateway && !allowSandboxPayments)
    throw new ConfigError(
      'PAYMENT_GATEWAY_URL, PAYMENT_GATEWAY_MERCHANT_ID and PAYMENT_GATEWAY_SECRET are not set: in production ' +
        'payments would go to the local sandbox gateway, which marks them paid without any money. Set the ' +
        'PAYMENT_GATEWAY_* variables, or ALLOW_SANDBOX_PAYMENTS=true for a demo or test instance (never for real money).',
    );
  const databaseUrl = env.DATABASE_URL || undefined;
  // On PGlite one process owns the data directory, so a secret file there is shared by definition; on a
  // PostgreSQL server several instances may start, each with its own disk: the secret goes to the database.
  const jwtSecretFromDatabase = !env.JWT_SECRET && Boolean(databaseUrl);
  return {
    env: nodeEnv,
    port,
    host,
    dataDir,
    databaseUrl,
    jwtSecret: env.JWT_SECRET || (jwtSecretFromDatabase ? '' : persistedSecret(dataDir)),
    jwtSecretFromDatabase,
    storage: storageConfig(env),
    shutdownTimeoutMs: int(env.SHUTDOWN_TIMEOUT_SECONDS, 25) * 1000,
    tokenTtlHours: int(env.TOKEN_TTL_HOURS, 24 * 14),
    adminEmail: env.ADMIN_EMAIL || 'admin@sportdesk.pl',
    adminPassword: env.ADMIN_PASSWORD || 'Admin123!',
    smtpUrl,
    mailFrom: env.MAIL_FROM || 'SportDesk <no-reply@sportdesk.pl>',
    devOutbox: outboxInUse && (nodeEnv !== 'production' || allowDevOutbox),
    devMailbox: devMailbox && !smtpUrl,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    openApiDocs: flag('OPENAPI_DOCS', env.OPENAPI_DOCS, nodeEnv !== 'production'),
    publicUrl: env.PUBLIC_URL || `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`,
    jobs: (env.JOBS as JobsMode) || 'in-process',
    jobsCronCheckSeconds: env.JOBS_CRON_CHECK_SECONDS
      ? Math.min(45, Math.max(1, int(env.JOBS_CRON_CHECK_SECONDS, 30)))
      : undefined,
    seedDemo: env.SEED_DEMO !== 'false',
    pgliteThread: flag('PGLITE_THREAD', env.PGLITE_THREAD, true),
    pgliteReadCache: flag('PGLITE_READ_CACHE', env.PGLITE_READ_CACHE, true),
    bookingConcurrency: env.BOOKING_CONCURRENCY ? Math.max(1, int(env.BOOKING_CONCURRENCY, 4)) : undefined,
    serverTiming: flag('SERVER_TIMING', env.SERVER_TIMING, false),
    logLevel: env.LOG_LEVEL || (nodeEnv === 'production' ? 'info' : 'warn'),
    webDist: env.WEB_DIST ? path.resolve(env.WEB_DIST) : undefined,
    benefitImportMaxBytes: Math.max(1, int(env.BENEFIT_IMPORT_MAX_MB, 64)) * 1024 * 1024,
    productLabel:
      env.PRODUCT_LABEL || (nodeEnv === 'production' ? 'SportDesk' : `SportDesk · ${nodeEnv === 'test' ? 'TEST' : 'DEV'}`),
    signInThrottle: {
      perEmail: int(env.SIGN_IN_MAX_PER_EMAIL, 5),
      perIp: int(env.SIGN_IN_MAX_PER_IP, 20),
      windowMinutes: int(env.SIGN_IN_WINDOW_MINUTES, 15),
    },
    oauth,
    sms: env.SMS_URL ? { provider: 'http', url: env.SMS_URL, token: env.SMS_TOKEN } : { provider: 'outbox' },
    cardChecks: {
      timeoutMs: int(env.CARD_CHECK_TIMEOUT_MS, 8000),
      simulator: env.CARD_CHECK_SIMULATOR ? env.CARD_CHECK_SIMULATOR === 'true' : nodeEnv !== 'production',
      benefit: { url: env.BENEFIT_API_URL || undefined, token: env.BENEFIT_API_TOKEN || undefined },
      fitprofit: { url: env.FITPROFIT_API_URL || undefined, token: env.FITPROFIT_API_TOKEN || undefined },
    },
    paymentGateway,
    sandboxPayments: !paymentGateway,
  };
}

/**
 * `PAYMENT_GATEWAY_URL`, `PAYMENT_GATEWAY_MERCHANT_ID` and `PAYMENT_GATEWAY_SECRET`: all three (the HTTP gateway)
 * or none (the sandbox). Some of them only is refused: it would fall back to the sandbox without a word.
 */
export function paymentGatewayConfig(env: NodeJS.ProcessEnv): Config['paymentGateway'] {
  const url = env.PAYMENT_GATEWAY_URL || undefined;
  const merchantId = env.PAYMENT_GATEWAY_MERCHANT_ID || undefined;
  const secret = env.PAYMENT_GATEWAY_SECRET || undefined;
  if (url && merchantId && secret) return { url, merchantId, secret };
  if (url || merchantId || secret)
    throw new ConfigError(
      'PAYMENT_GATEWAY_URL, PAYMENT_GATEWAY_MERCHANT_ID and PAYMENT_GATEWAY_SECRET go together: set all three, ' +
        'or none for the local sandbox gateway',
    );
  return undefined;
}

/** For the entry points: a refused configuration prints its reason and exits with status 1 (no stack trace). */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`SportDesk: configuration refused: ${error.message}`);
    process.exit(1);
  }
}
