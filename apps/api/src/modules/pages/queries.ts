import { and, asc, count, desc, eq, ilike, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Page, PageDocument, pageListQuery } from '@sportdesk/contract';
import { pages } from '../../db/schema/index';
import type { Executor } from '../../db/client';
import { likePattern } from '../../lib/paging';
import { iso } from '../../lib/reply';

export type PageRow = typeof pages.$inferSelect;
type ListQuery = z.output<typeof pageListQuery>;

export const toPage = (r: PageRow): Page => ({
  id: r.id,
  url: r.url,
  name: r.name,
  visible: r.visible,
  body: (r.body as PageDocument | null) ?? null,
  wishpond_id: r.wishpondId,
  rediraction: r.rediraction,
  redir_url: r.redirUrl,
  created_at: iso(r.createdAt)!,
  updated_at: iso(r.updatedAt)!,
});

const orderColumns = { id: pages.id, name: pages.name, url: pages.url, created_at: pages.createdAt } as const;

/** Filters id, url, name. List rows leave out the body (it can be large); `GET …/:id` carries it. */
export async function listPages(db: Executor, q: ListQuery) {
  const conditions: SQL[] = [];
  if (q.with_id !== undefined) conditions.push(eq(pages.id, q.with_id));
  if (q.with_name) conditions.push(ilike(pages.name, likePattern(q.with_name)));
  if (q.with_url) conditions.push(ilike(pages.url, likePattern(q.with_url)));
  if (q.with_visible !== undefined) conditions.push(eq(pages.visible, q.with_visible));
  const where = conditions.length ? and(...conditions) : undefined;
  const direction = q.order_dir === 'desc' ? desc : asc;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(pages)
      .where(where)
      .orderBy(direction(orderColumns[q.order]), asc(pages.id))
      .limit(q.limit)
      .offset(q.page * q.limit),
    db.select({ total: count() }).from(pages).where(where),
  ]);
  return { rows: rows.map((r) => ({ ...toPage(r), body: null })), total };
}

export async function findPage(db: Executor, id: number) {
  const [row] = await db.select().from(pages).where(eq(pages.id, id));
  return row;
}

export async function findPageByUrl(db: Executor, url: string) {
  const [row] = await db.select().from(pages).where(eq(pages.url, url));
  return row;
}

/** Whether another page's body still refers to a stored file. */
export async function fileUsedElsewhere(db: Executor, key: string, exceptPageId: number) {
  const [row] = await db
    .select({ id: pages.id })
    .from(pages)
    .where(and(ne(pages.id, exceptPageId), sql`strpos(${pages.body}::text, ${key}) > 0`))
    .limit(1);
  return Boolean(row);
}
