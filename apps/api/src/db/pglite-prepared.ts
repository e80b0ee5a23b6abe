import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';
// With its extension: the database thread runs this under plain Node's type stripping (db/pglite-worker.ts).
import { withReadCache } from './read-cache.ts';

const { serialize } = protocol;

/** A value sent as text to a statement whose parameter types PostgreSQL inferred; undefined: not a plain value. */
function asText(value: unknown): string | null | undefined {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  return undefined;
}

/**
 * Named prepared statements inside PGlite. PGlite's `query` parses and plans every statement anew (it sends it
 * unnamed), ~0.7 ms of planning for the list's page in WebAssembly; a statement drizzle prepares with a name
 * (`.prepare(name)`, `lib/prepared.ts`: those whose best plan does not depend on the values) is parsed here once
 * and then only bound and executed, as node-postgres does on PostgreSQL, so PostgreSQL can settle on its generic
 * plan (docs/decisions.md, "How statements are prepared"). Bind, describe, execute and sync go as one message.
 * Runs as PGlite's own `query` does: after any open transaction, alone on the database. Values other than text,
 * numbers, booleans and dates go the ordinary way (`fallback`).
 */
export function namedStatements(pg: PGlite, fallback: PGlite['query']) {
  const parsed = new Map<string, string>();
  return async <T>(name: string, text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
    const values = params.map(asText);
    if (values.includes(undefined)) return fallback<T>(text, params, options);
    return pg._runExclusiveTransaction(() =>
      pg.runExclusive(async () => {
        const parts: Uint8Array[] = [];
        if (parsed.get(name) !== text) {
          parts.push(serialize.close({ type: 'S', name }), serialize.parse({ name, text, types: [] }));
          parsed.delete(name);
        }
        parts.push(
          serialize.bind({ statement: name, values: values as (string | null)[] }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        );
        try {
          const { messages } = await pg.execProtocol(Buffer.concat(parts));
          parsed.set(name, text);
          return parse.parseResults(messages, pg.parsers, options)[0] as Results<T>;
        } catch (error) {
          // The next call parses it again (closing a statement that does not exist is no error).
          parsed.delete(name);
          throw error;
        }
      }),
    );
  };
}

/**
 * PGlite's `query` as the API runs it outside transactions, in the database thread and in-process alike: a text
 * drizzle prepared under a name (`names`) runs as that named statement, a marked read may come from the read cache.
 */
export function embeddedQuery(pg: PGlite, names: ReadonlyMap<string, string>, { readCache = true } = {}) {
  const query = pg.query.bind(pg);
  const named = namedStatements(pg, query);
  return withReadCache(
    (text: string, params?: unknown[], options?: QueryOptions) => {
      const name = names.get(text);
      return name ? named(name, text, params, options) : query(text, params, options);
    },
    { enabled: readCache },
  );
}
