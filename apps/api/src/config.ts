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
  tokenTtlHours: number;
  adminEmail: string;
  adminPassword: string;
  smtpUrl?: string;
  mailFrom: string;
  publicUrl: string;
  jobs: JobsMode;
  seedDemo: boolean;
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
  return {
    env: nodeEnv,
    port,
    host,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET || persistedSecret(dataDir),
    tokenTtlHours: int(env.TOKEN_TTL_HOURS, 24 * 14),
    adminEmail: env.ADMIN_EMAIL || 'admin@sportdesk.pl',
    adminPassword: env.ADMIN_PASSWORD || 'Admin123!',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'SportDesk <no-reply@sportdesk.pl>',
    publicUrl: env.PUBLIC_URL || `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`,
    jobs: (env.JOBS as JobsMode) || 'in-process',
    seedDemo: env.SEED_DEMO !== 'false',
    logLevel: env.LOG_LEVEL || (nodeEnv === 'production' ? 'info' : 'warn'),
    webDist: env.WEB_DIST ? path.resolve(env.WEB_DIST) : undefined,
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
  };
}
