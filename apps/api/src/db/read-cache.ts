/**
 * Marks a statement the embedded database may answer from its read cache: `select /* read-cache *\/ count(*) …`.
 * Only for a statement whose answer depends on nothing but the tables and its values (no `now()`): the list's
 * capped count, run on every page and costing more than the page itself in PGlite's WebAssembly.
 */
export const READ_CACHE_MARK = '/* read-cache */';

/**
 * The first transaction id not yet started: it moves on whenever a transaction that wrote anything (rows, locks,
 * a trigger's or a function's writes, committed or rolled back) ends, and never on a read.
 */
const WRITES_SEEN = 'select pg_snapshot_xmax(pg_current_snapshot())::text as "writes"';

interface Result {
  rows: unknown[];
}
type Run<R extends Result, O> = (sql: string, params?: unknown[], options?: O) => Promise<R>;

/**
 * PGlite's `query` with a read cache for marked statements (outside transactions only: the caller passes just
 * those). A cached answer is kept with the write counter above and given again while the counter has not moved,
 * so a write anywhere, by any path, is seen by the next read. Costs one tiny statement per marked read; PGlite
 * only, where one process holds the database (docs/decisions.md, "The embedded database's read cache").
 */
export function withReadCache<R extends Result, O>(run: Run<R, O>, { enabled = true, maxEntries = 256 } = {}): Run<R, O> {
  if (!enabled) return run;
  const entries = new Map<string, { writes: string; result: R }>();
  return async (sql, params, options) => {
    if (!sql.includes(READ_CACHE_MARK)) return run(sql, params, options);
    const [{ writes }] = (await run(WRITES_SEEN)).rows as [{ writes: string }];
    const key = JSON.stringify([sql, params ?? [], options ?? null]);
    const hit = entries.get(key);
    entries.delete(key);
    // The answer is read after the counter: a write between the two makes it newer than its counter (a miss later).
    const result = hit?.writes === writes ? hit.result : await run(sql, params, options);
    entries.set(key, { writes, result });
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    return structuredClone(result);
  };
}
