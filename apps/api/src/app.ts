import Fastify, { type FastifyInstance, type RawServerDefault } from 'fastify';
import type { RawData } from 'ws';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import compress from '@fastify/compress';
import { constants as zlibConstants } from 'node:zlib';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorCode, MAX_IMAGE_BYTES, msg } from '@sportdesk/contract';
import type { Config } from './config';
import type { Database } from './db/client';
import type { AppDeps } from './lib/deps';
import { frameworkErrorReply, notFoundBody, registerErrorHandler } from './lib/errors';
import { JobRunner } from './lib/jobs';
import { LiveHub } from './lib/live';
import { createMailer } from './lib/mail';
import { HttpSmsSender, OutboxSmsSender } from './lib/sms';
import { TokenService } from './lib/tokens';
import { createStorage } from './lib/storage';
import { databaseRateLimitStore } from './lib/rate-limit-store';
import { BookingLane, defaultBookingConcurrency } from './lib/booking-lane';
import { resolvePrincipal } from './lib/session';
import { registerModules, registerJobs } from './modules/index';
import { enforceAccess, type AccessEntry } from './lib/access';
import { loggerOptions, type LogStream } from './lib/log';
import { registerJsonBodyParser } from './lib/json-body';

export interface BuildOptions {
  database: Database;
  /** Overrides for tests (e.g. a simulator wired differently). */
  deps?: Partial<AppDeps>;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: LogStream;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route with the access it demands (see `lib/access.ts`). */
    accessTable: readonly AccessEntry[];
  }
}

/** Replies smaller than this go out as they are: compressing them costs more than it saves. */
export const JSON_COMPRESSION_THRESHOLD = 1024;

/** Fastify's trustProxy: a hop count as a function (its typings take no number), an address list as is. */
const trustProxyOption = (tp: Config['trustProxy']) =>
  typeof tp === 'number' ? (_address: string, hop: number) => hop < tp : tp;

/** Builds the whole API as a Fastify instance without listening; tests call it with `inject`. */
export async function buildApp(config: Config, opts: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, opts.logStream),
    // Only a configured proxy's X-Forwarded-For / -Proto count (TRUST_PROXY); by default the socket address is the client.
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 12 * 1024 * 1024,
    requestTimeout: 30_000,
    // Draining after SIGTERM (lib/cluster.ts), a request that still arrives on an open keep-alive connection is
    // served (the database is open until the app has closed) and its reply closes the connection. Fastify's
    // default answers it 503 unprocessed, a reply the load balancer does not retry for a POST: the cluster test
    // saw a write refused that way while the other instance was up.
    return503OnClosing: false,
    frameworkErrors: frameworkErrorReply,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON bodies: at most 1 MiB unless a route allows more, and 32 levels deep (400 before parsing; lib/json-body.ts).
  registerJsonBodyParser(app);

  const db = opts.database.db;
  const deps: AppDeps = {
    config,
    database: opts.database,
    db,
    mailer: createMailer(db, config.smtpUrl, config.mailFrom),
    sms: config.sms.provider === 'http' ? new HttpSmsSender(config.sms.url!, config.sms.token) : new OutboxSmsSender(db),
    jobs: new JobRunner(opts.database, config.jobs, {
      stopTimeoutMs: config.shutdownTimeoutMs,
      cronCheckSeconds: config.jobsCronCheckSeconds,
    }),
    live: new LiveHub(),
    bookingLane: new BookingLane(config.bookingConcurrency ?? defaultBookingConcurrency(opts.database), config.serverTiming),
    tokens: new TokenService(config.jwtSecret, config.tokenTtlHours),
    storage: await createStorage(config),
    lifecycle: { draining: false },
    ...opts.deps,
  };
  app.decorate('deps', deps);
  registerJobs(deps);
  // Live messages travel through the database, so every instance's pages hear them (lib/live.ts).
  const stopLive = await deps.live.listen(opts.database, (error) => app.log.warn({ err: error }, 'live channel relay'));
  registerErrorHandler(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // HSTS only on replies that went out over HTTPS (directly, or behind a trusted proxy saying so): below.
    strictTransportSecurity: false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    // Draining after SIGTERM: the connection closes after this reply, so the server can finish closing and
    // the client (or the load balancer) opens its next request elsewhere.
    if (deps.lifecycle.draining) reply.header('Connection', 'close');
  });
  // Replies above 1 KiB go out compressed when the client accepts it (brotli at a fast level, else gzip); the web
  // app's assets are compressed once at build (served as they are by the static handler below).
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: JSON_COMPRESSION_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  // Counted in the database, so limits hold across every instance behind the load balancer.
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(db) });
  await app.register(swagger, {
    openapi: { info: { title: 'SportDesk API', version: '2.0.0' } },
    transform: jsonSchemaTransform,
  });
  // The document is always built (app.swagger()); it is served only when OPENAPI_DOCS allows (off in production by default).
  if (config.openApiDocs) await app.register(swaggerUi, { routePrefix: '/api/v2/docs' });
  await app.register(websocket);
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10 } });

  app.addHook('onClose', async () => {
    deps.live.closeAll();
    await stopLive();
    await deps.jobs.stop();
  });

  // Every route from here on declares its access; guards run as onRequest, before any body is read or validated.
  let accessTable: AccessEntry[] = [];
  await app.register(async (scope) => {
    accessTable = enforceAccess(scope);
    await registerModules(scope);
    registerLiveChannel(scope, deps);
  });
  app.decorate('accessTable', accessTable);

  const webRoot = config.webDist && existsSync(path.join(config.webDist, 'index.html')) ? config.webDist : undefined;
  if (webRoot) await serveWebApp(app, webRoot);
  else app.setNotFoundHandler((_request, reply) => reply.status(404).send(notFoundBody));
  return app;
}

/** `GET /api/v2/live`: the live channel; the token comes in the query (browsers cannot set headers on a WebSocket). */
function registerLiveChannel(app: FastifyInstance<RawServerDefault>, deps: AppDeps) {
  const db = deps.db;
  app.get('/api/v2/live', { websocket: true }, async (socket, request) => {
    const token = (request.query as { token?: string }).token ?? null;
    const early: RawData[] = [];
    const buffer = (raw: RawData) => early.push(raw);
    socket.on('message', buffer);
    const principal = await resolvePrincipal(db, deps.tokens, token);
    if (!principal) {
      socket.send(JSON.stringify({ channel: 'system', event: 'unauthorized', payload: { message: msg.unauthorized } }));
      socket.close(4401, ErrorCode.UNAUTHORIZED);
      return;
    }
    socket.off('message', buffer);
    deps.live.attach(socket, principal, early);
    socket.send(JSON.stringify({ channel: 'system', event: 'connected', payload: { user_id: principal.userId } }));
  });
}

/** Client routes of the public document (public.html): the player portal and sign-in. */
const PUBLIC_DOCUMENT_PREFIXES = ['/portal', '/auth'];

/** Serves the built web app with long cache for hashed assets, and index.html for client routes. */
async function serveWebApp(app: FastifyInstance, root: string) {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    cacheControl: false,
    // `vite build` writes `.br` and `.gz` next to every text asset (apps/web/vite.config.ts): sent by Accept-Encoding.
    preCompressed: true,
    setHeaders: (res, filePath) => {
      // The body depends on Accept-Encoding (preCompressed): caches keep one copy per encoding.
      res.setHeader('Vary', 'Accept-Encoding');
      res.setHeader(
        'Cache-Control',
        filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  // Browsers ask for /favicon.ico on pages that name no icon (a PDF, a JSON reply opened in a tab): the app's one.
  app.get('/favicon.ico', { schema: { hide: true } }, (_request, reply) => reply.redirect('/favicon.svg', 301));
  // The root is the app whatever the Accept header (`curl http://host/` gets the page); other client routes
  // (/users/12, /settings?page=1) get index.html when a page is asked for; API paths and other requests get
  // the JSON 404. The root, the player portal (`/portal…`) and sign-in (`/auth…`) get the public document
  // (public.html, a lighter bundle, apps/web/vite.public.config.ts) when the build has one.
  const publicDocument = existsSync(path.join(root, 'public.html')) ? 'public.html' : 'index.html';
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0];
    const isApi = pathname.startsWith('/api/') || pathname.startsWith('/files/');
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    const wantsPage = pathname === '/' || Boolean(request.headers.accept?.includes('text/html'));
    const isPublic = pathname === '/' || PUBLIC_DOCUMENT_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
    if (isRead && wantsPage && !isApi)
      return reply.header('Cache-Control', 'no-cache').sendFile(isPublic ? publicDocument : 'index.html');
    return reply.status(404).send(notFoundBody);
  });
}
