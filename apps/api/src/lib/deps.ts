import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { JobRunner } from './jobs';
import type { LiveHub } from './live';
import type { Mailer } from './mail';
import type { SmsSender } from './sms';
import type { TokenService } from './tokens';
import type { SessionPrincipal } from './session';
import type { FileStorage } from './storage';

/** Everything a service needs from the outside world, built once in buildApp. */
export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  mailer: Mailer;
  sms: SmsSender;
  jobs: JobRunner;
  live: LiveHub;
  tokens: TokenService;
  /** Uploaded files (lib/storage.ts). */
  storage: FileStorage;
  /** This process's life: `draining` from SIGTERM on, when readiness answers 503 (server.ts). */
  lifecycle: { draining: boolean };
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
  interface FastifyRequest {
    principal?: SessionPrincipal;
  }
}
