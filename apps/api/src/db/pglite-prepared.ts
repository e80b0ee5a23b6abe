import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

const { serialize } = protocol;

/** A value sent as text to a statement whose parameter types PostgreSQL inferred; undefined: not a plain value. */
function asText(value: unknown): string | null | undefined {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  return undefined;
}

const joined = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

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
          const { messages } = await pg.execProtocol(joined(parts));
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
