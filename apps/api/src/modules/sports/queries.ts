import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { fileUrl, type Sport, type sportListQuery } from '@sportdesk/contract';
import { sports } from '../../db/schema/index';
import type { Executor } from '../../db/client';
import { likePattern } from '../../lib/paging';
import { iso } from '../../lib/reply';

export type SportRow = typeof sports.$inferSelect;
type ListQuery = z.output<typeof sportListQuery>;

export const toSport = (r: SportRow): Sport => ({
  id: r.id,
  name: r.name,
  description: r.description,
  hidden: r.hidden,
  sport_picture: fileUrl(r.sportPicture),
  baner_picture: fileUrl(r.banerPicture),
  created_at: iso(r.createdAt)!,
  updated_at: iso(r.updatedAt)!,
});

const orderColumns = { id: sports.id, name: sports.name, created_at: sports.createdAt } as const;

export async function listSports(db: Executor, q: ListQuery) {
  const conditions: SQL[] = [];
  if (q.with_id !== undefined) conditions.push(eq(sports.id, q.with_id));
  if (q.with_name) conditions.push(ilike(sports.name, likePattern(q.with_name)));
  if (q.with_hidden !== undefined) conditions.push(eq(sports.hidden, q.with_hidden));
  const where = conditions.length ? and(...conditions) : undefined;
  const direction = q.order_dir === 'desc' ? desc : asc;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(sports)
      .where(where)
      .orderBy(direction(orderColumns[q.order]), asc(sports.id))
      .limit(q.limit)
      .offset(q.page * q.limit),
    db.select({ total: count() }).from(sports).where(where),
  ]);
  return { rows: rows.map(toSport), total };
}

export async function findSport(db: Executor, id: number) {
  const [row] = await db.select().from(sports).where(eq(sports.id, id));
  return row;
}
