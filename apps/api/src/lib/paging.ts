import { INT4_MAX } from '@sportdesk/contract';
import { sql, type Column, type SQL } from 'drizzle-orm';
import { READ_CACHE_MARK } from '../db/read-cache';

export interface Paging {
  page: number;
  limit: number;
}

export const offsetOf = (p: Paging) => p.page * p.limit;

/** `count(*) over()` gives the total in the same round trip as the page. */
export const totalOver = sql<number>`cast(count(*) over() as integer)`;

/**
 * `count(*)` that the embedded database may answer from its read cache until anything is written
 * (db/read-cache.ts); PostgreSQL reads the comment as a comment.
 */
export const cachedCount = () => sql<number>`${sql.raw(READ_CACHE_MARK)} count(*)`.mapWith(Number);

/** A column (the first a statement selects) marking its statement for the embedded database's read cache. */
export const readCached = <T extends Column>(column: T) =>
  sql<T['_']['data']>`${sql.raw(READ_CACHE_MARK)} ${column}`.mapWith(column);

/** Escapes `%`/`_` so a user's filter text is matched literally inside ILIKE. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const and_ = (conditions: (SQL | undefined)[]) => conditions.filter((c): c is SQL => Boolean(c));

/** A search text that is an id (digits within int4), so `id = N` can be added; undefined otherwise. */
export const idInSearch = (text: string): number | undefined => {
  const trimmed = text.trim();
  if (!/^\d{1,10}$/.test(trimmed)) return undefined;
  const id = Number(trimmed);
  return id <= INT4_MAX ? id : undefined;
};
