import { Worker } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { pgliteStartParams } from './pglite-settings';
import { PriorityLock } from './priority';

export type ThreadRequest = { id: number } & (
  | {
      op: 'query';
      sql: string;
      params?: unknown[];
      rowMode?: 'array' | 'object';
      rawTypes?: number[];
      /** Not inside a transaction: may be answered from the read cache (db/read-cache.ts). */
      outsideTransaction?: boolean;
      /** The name drizzle prepared it under: PGlite prepares it once (db/pglite-prepared.ts). */
      name?: string;
    }
  | { op: 'exec'; sql: string }
  | { op: 'listen' | 'unlisten'; channel: string }
  | { op: 'close' }
);
type Request = ThreadRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;
export type ThreadReply = { id: number; result?: unknown; error?: Record<string, unknown> };

/** The worker's file beside this one: TypeScript under tsx (dev, tests), JavaScript in the compiled bundle. */
const workerFile = () => {
  const self = fileURLToPath(import.meta.url);
  return self.endsWith('.ts') ? new URL('./pglite-worker.ts', import.meta.url) : new URL('./pglite-worker.js', import.meta.url);
};

/**
 * PGlite in a worker thread, with the part of PGlite's interface the API uses (`query`, `exec`, `transaction`,
 * `listen`, `close`) for drizzle, pg-boss and the live channel. As in PGlite itself, a statement outside a
 * transaction waits for the open transaction to finish, and the statements of a transaction go straight through;
 * what waits in the background (`asBackground`, the booking lane) waits behind everything else.
 * Parsers passed in `query` options are taken to keep the column's text (drizzle's parsers for dates and
 * intervals do): the worker applies that to the listed types, since functions cannot cross threads.
 */
export class PgliteThread {
  private readonly calls = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();
  /** Statements outside a transaction and whole transactions, one at a time; the crowd's bookings last (db/priority.ts). */
  private readonly transactions = new PriorityLock();
  private next = 1;
  /** Texts drizzle prepares under a name (set by `openPgliteThread`). */
  statementNames: ReadonlyMap<string, string> = new Map();
  private closed = false;
  private exited = false;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: ThreadReply | { notify: string; payload: string }) => {
      if ('notify' in reply) {
        for (const listener of this.listeners.get(reply.notify) ?? []) listener(reply.payload);
        return;
      }
      const call = this.calls.get(reply.id);
      if (!call) return;
      this.calls.delete(reply.id);
      if (reply.error) call.reject(Object.assign(new Error(String(reply.error.message)), reply.error));
      else call.resolve(reply.result);
    });
    worker.on('error', (error) => this.failAll(error));
    worker.on('exit', (code) => {
      this.exited = true;
      this.failAll(new Error(`PGlite thread exited (${code})`));
    });
  }

  /** Opens the database in `dataDir` in a new worker thread. */
  static async create(dataDir: string, { readCache = true }: { readCache?: boolean } = {}): Promise<PgliteThread> {
    const worker = new Worker(workerFile(), { workerData: { dataDir, startParams: pgliteStartParams, readCache } });
    const thread = new PgliteThread(worker);
    await new Promise((resolve, reject) => thread.calls.set(0, { resolve, reject }));
    return thread;
  }

  private failAll(error: Error) {
    for (const call of this.calls.values()) call.reject(error);
    this.calls.clear();
  }

  private call<T>(request: Request): Promise<T> {
    if (this.closed || this.exited) return Promise.reject(new Error('PGlite is closed'));
    const id = this.next++;
    return new Promise<T>((resolve, reject) => {
      this.calls.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...request, id });
    });
  }

  private run<T>(sql: string, params?: unknown[], options?: QueryOptions, outsideTransaction?: boolean) {
    const rawTypes = options?.parsers ? Object.keys(options.parsers).map(Number) : undefined;
    const name = outsideTransaction ? this.statementNames.get(sql) : undefined;
    return this.call<Results<T>>({ op: 'query', sql, params, rowMode: options?.rowMode, rawTypes, outsideTransaction, name });
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.transactions.runExclusive(() => this.run<T>(sql, params, options, true));
  }

  exec(sql: string): Promise<Results[]> {
    return this.transactions.runExclusive(() => this.call<Results[]>({ op: 'exec', sql }));
  }

  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.transactions.runExclusive(async () => {
      await this.call({ op: 'exec', sql: 'BEGIN' });
      let closed = false;
      const open = () => {
        if (closed) throw new Error('Transaction is closed');
      };
      const tx = {
        query: <R>(sql: string, params?: unknown[], options?: QueryOptions) => (open(), this.run<R>(sql, params, options)),
        exec: (sql: string) => (open(), this.call<Results[]>({ op: 'exec', sql })),
        rollback: async () => {
          open();
          await this.call({ op: 'exec', sql: 'ROLLBACK' });
          closed = true;
        },
        get closed() {
          return closed;
        },
      } as unknown as Transaction;
      try {
        const result = await fn(tx);
        if (!closed) await this.call({ op: 'exec', sql: 'COMMIT' });
        return result;
      } catch (error) {
        if (!closed) await this.call({ op: 'exec', sql: 'ROLLBACK' });
        throw error;
      } finally {
        closed = true;
      }
    });
  }

  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    const set = this.listeners.get(channel) ?? new Set();
    this.listeners.set(channel, set);
    set.add(callback);
    await this.call({ op: 'listen', channel });
    return async () => {
      set.delete(callback);
      if (set.size === 0) {
        this.listeners.delete(channel);
        await this.call({ op: 'unlisten', channel });
      }
    };
  }

  async close(): Promise<void> {
    if (this.closed || this.exited) return;
    await this.transactions.runExclusive(() => this.call({ op: 'close' }));
    this.closed = true;
    await this.worker.terminate();
  }

  /** Typed as PGlite for drizzle and pg-boss, which call only the methods above. */
  asPglite(): PGlite {
    return this as unknown as PGlite;
  }
}
