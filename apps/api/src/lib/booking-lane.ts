import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyReply } from 'fastify';
import pLimit, { type LimitFunction } from 'p-limit';

/**
 * The booking lane: the players' basket and checkout writes run at most `concurrency` at a time, in arrival order.
 * When a popular activity opens, a thousand players press 'Zapisz się' within a second; without the lane every
 * one of them takes a database connection (PostgreSQL's pool, or PGlite's single one) and everything else — the
 * back office at the desk, the portal's pages — waits behind them. With it the crowd queues in memory and the
 * other requests find the database free (docs/decisions.md "Booking rush").
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
        return this.timings.run(spent, work);
      });
    } finally {
      if (this.serverTiming) reply.header('server-timing', serverTimingHeader(spent));
    }
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

/** `Server-Timing: lane;dur=1.2, lock;dur=0.4` (milliseconds, one decimal). */
export const serverTimingHeader = (spent: ReadonlyMap<string, number>) =>
  [...spent].map(([name, ms]) => `${name};dur=${ms.toFixed(1)}`).join(', ');
