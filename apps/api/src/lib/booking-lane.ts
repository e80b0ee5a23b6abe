import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyReply, FastifyRequest } from 'fastify';
import pLimit, { type LimitFunction } from 'p-limit';
import type { Database } from '../db/client';
import { asBackground } from '../db/priority';

/**
 * The booking lane: the players' basket and checkout writes run at most `concurrency` at a time, in arrival order.
 * When a popular activity opens, a thousand players press 'Zapisz się' within a second; without the lane every
 * one of them takes a database connection (PostgreSQL's pool, or PGlite's single one) and everything else — the
 * back office at the desk, the portal's pages — waits behind them. With it the crowd queues in memory and the
 * other requests find the database free. On the embedded database the lane's work (and the booking routes' session
 * lookups, `background`) also waits behind every other request's statements (db/priority.ts; docs/decisions.md
 * "The booking rush").
 *
 * Each run also records where its time went (`lane` waiting for its turn, plus what the work measured with
 * `timed`), sent as a `Server-Timing` header when the configuration asks for it (`SERVER_TIMING=true`, the bench).
 */
export class BookingLane {
  private readonly limit: LimitFunction;
  private readonly timings = new AsyncLocalStorage<Map<string, number>>();

  constructor(
    concurrency: number,
    private readonly serverTiming = false,
  ) {
    this.limit = pLimit(Math.max(1, concurrency));
  }

  /** Runs `work` in its turn; `reply` gets the run's timings when they are configured to be sent. */
  async run<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
    const queued = performance.now();
    const spent = new Map<string, number>();
    try {
      return await this.limit(() => {
        spent.set('lane', performance.now() - queued);
        return this.timings.run(spent, () => asBackground(work));
      });
    } finally {
      if (this.serverTiming) reply.header('server-timing', serverTimingHeader(spent));
    }
  }

  /**
   * A route guard (the session lookup) run as the lane's work runs: in the background on the embedded database, so
   * a crowd's sign-in checks wait behind the back office's requests too (db/priority.ts).
   */
  background<G extends ((request: FastifyRequest, reply: FastifyReply) => Promise<void>) & object>(guard: G): G {
    return Object.assign((request: FastifyRequest, reply: FastifyReply) => asBackground(() => guard(request, reply)), guard);
  }

  /** Times a step of the current lane run under `name` (nothing is recorded outside a run); usable unbound. */
  readonly timed = async <T>(name: string, step: () => Promise<T>): Promise<T> => {
    const spent = this.timings.getStore();
    if (!spent) return step();
    const started = performance.now();
    try {
      return await step();
    } finally {
      spent.set(name, (spent.get(name) ?? 0) + performance.now() - started);
    }
  };

  /** Runs waiting for their turn (for the health of the lane in tests and logs). */
  get waiting() {
    return this.limit.pendingCount;
  }
}

/**
 * The lane's size when `BOOKING_CONCURRENCY` is unset: on PostgreSQL the pool's size less two (8 of the default 10),
 * so two connections stay free for everything else while the crowd uses the rest; on PGlite 1 (one connection, one
 * statement at a time: more would only queue in its thread, docs/decisions.md "The booking rush").
 */
export const defaultBookingConcurrency = (database: Pick<Database, 'kind' | 'poolMax'>) =>
  database.kind === 'postgres' ? Math.max(1, (database.poolMax ?? 10) - 2) : 1;

/** `Server-Timing: lane;dur=1.2, lock;dur=0.4` (milliseconds, one decimal). */
export const serverTimingHeader = (spent: ReadonlyMap<string, number>) =>
  [...spent].map(([name, ms]) => `${name};dur=${ms.toFixed(1)}`).join(', ');
