import { sql, type SQL } from 'drizzle-orm';

export interface Paging {
  page: number;
  limit: number;
}

export const offsetOf = (p: Paging) => p.page * p.limit;

/** `count(*) over()` gives the total in the same round trip as the page. */
export const totalOver = sql<number>`cast(count(*) over() as integer)`;

/** Escapes `%`/`_` so a user's filter text is matched literally inside ILIKE. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const and_ = (conditions: (SQL | undefined)[]) => conditions.filter((c): c is SQL => Boolean(c));
