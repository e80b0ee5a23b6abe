import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { BookingLane } from './booking-lane';
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
  /** The players' basket and checkout writes, a few at a time (lib/booking-lane.ts). */
  bookingLane: BookingLane;
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
    /** What the route's `alongsideSession` started beside the session lookup (lib/session.ts). */
    alongsideSession?: Promise<unknown>;
  }
  interface FastifyContextConfig {
    /**
     * A read the route starts from the verified token's user id at the same time as the session lookup, on
     * another connection, instead of one round trip after it (`users/current`'s counters). Its answer is used
     * only once the session is accepted; the read itself must show nothing the user's roles do not allow.
     */
    alongsideSession?: (db: Db, userId: number) => Promise<unknown>;
  }
}
