import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client';

const dialect = new PgDialect();

/**
 * A raw statement built once (its text rendered once) and run by name: on PostgreSQL node-postgres parses
 * it once per pool connection and then only binds and executes it; PGlite runs the same text. Values of
 * `sql.placeholder(...)` are filled per call. Only for statements whose best plan does not depend on the
 * values (docs/decisions.md "Performance: requests and SQL at scale"): after five runs PostgreSQL may switch a
 * named statement to its generic plan. A name must stay bound to one text.
 */
export function preparedSql<T>(name: string, query: SQL) {
  const rendered = dialect.sqlToQuery(query);
  return async (db: Db, values: Record<string, unknown> = {}): Promise<T[]> => {
    const result = await db._.session.prepareQuery(rendered, undefined, name, false).execute(values);
    return (result as { rows: T[] }).rows;
  };
}
