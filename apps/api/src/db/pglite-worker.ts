import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { ThreadReply, ThreadRequest } from './pglite-thread';
// With its extension: under tsx this thread runs plain Node's type stripping (see below).
import { embeddedQuery } from './pglite-prepared.ts';

/**
 * The embedded database's own thread (db/pglite-thread.ts): PostgreSQL's WebAssembly and PGlite's protocol
 * parsing run here, so a query does not block the request thread's event loop. Requests are answered in order;
 * the request thread decides what runs inside a transaction.
 */
// Settings come in workerData: under tsx (tests, dev) this thread runs plain Node, which cannot import the
// extensionless TypeScript modules beside it (db/pglite-settings.ts).
const { dataDir, startParams, readCache } = workerData as { dataDir: string; startParams: string[]; readCache: boolean };
const port = parentPort!;
const identity = (value: string) => value;

const ready = PGlite.create({
  dataDir,
  extensions: { pg_trgm, unaccent },
  startParams,
});
const unlisteners = new Map<string, () => Promise<void>>();
/** Texts and the names the request thread prepares them under (db/pglite-prepared.ts). */
const names = new Map<string, string>();
const outsideTransaction = ready.then((db) => embeddedQuery(db, names, { readCache }));

/** A database error's plain fields (code, constraint, detail, …) survive the copy to the other thread. */
const errorFields = (error: unknown) =>
  error instanceof Error
    ? {
        ...Object.fromEntries(
          Object.entries(error).filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value)),
        ),
        message: error.message,
        name: error.name,
      }
    : { message: String(error) };

async function run(db: PGlite, request: ThreadRequest): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const parsers = Object.fromEntries((request.rawTypes ?? []).map((type) => [type, identity]));
      const options = { rowMode: request.rowMode, parsers };
      if (request.name) names.set(request.sql, request.name);
      return request.outsideTransaction
        ? (await outsideTransaction)(request.sql, request.params, options)
        : db.query(request.sql, request.params, options);
    }
    case 'exec':
      return db.exec(request.sql);
    case 'listen': {
      if (!unlisteners.has(request.channel))
        unlisteners.set(
          request.channel,
          await db.listen(request.channel, (payload) => port.postMessage({ notify: request.channel, payload })),
        );
      return null;
    }
    case 'unlisten':
      await unlisteners.get(request.channel)?.();
      unlisteners.delete(request.channel);
      return null;
    case 'close':
      await db.close();
      return null;
  }
}

port.on('message', (request: ThreadRequest) => {
  void ready
    .then((db) => run(db, request))
    .then(
      (result) => port.postMessage({ id: request.id, result } satisfies ThreadReply),
      (error: unknown) => port.postMessage({ id: request.id, error: errorFields(error) } satisfies ThreadReply),
    );
});
ready.then(
  () => port.postMessage({ id: 0, result: 'ready' } satisfies ThreadReply),
  (error: unknown) => port.postMessage({ id: 0, error: errorFields(error) } satisfies ThreadReply),
);
