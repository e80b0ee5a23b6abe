import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { fileUrl, type MainPageTile, type mainPageTileListQuery } from '@sportdesk/contract';
import { mainPageTiles } from '../../db/schema/index';
import type { Executor } from '../../db/client';
import { likePattern } from '../../lib/paging';
import { iso } from '../../lib/reply';

export type TileRow = typeof mainPageTiles.$inferSelect;
type ListQuery = z.output<typeof mainPageTileListQuery>;

export const toTile = (r: TileRow): MainPageTile => ({
  id: r.id,
  name: r.name,
  section: r.section as MainPageTile['section'],
  tile_type: r.tileType as MainPageTile['tile_type'],
  hidden: r.hidden,
  order_value: r.orderValue,
  category: r.category,
  url: r.url,
  button_text: r.buttonText,
  description: r.description,
  picture: fileUrl(r.picture),
  xs: r.xs,
  sm: r.sm,
  md: r.md,
  lg: r.lg,
  xl: r.xl,
  created_at: iso(r.createdAt)!,
  updated_at: iso(r.updatedAt)!,
});

const orderColumns = {
  id: mainPageTiles.id,
  name: mainPageTiles.name,
  section: mainPageTiles.section,
  order_value: mainPageTiles.orderValue,
  created_at: mainPageTiles.createdAt,
} as const;

export async function listTiles(db: Executor, q: ListQuery) {
  const conditions: SQL[] = [];
  if (q.with_id !== undefined) conditions.push(eq(mainPageTiles.id, q.with_id));
  if (q.with_name) conditions.push(ilike(mainPageTiles.name, likePattern(q.with_name)));
  if (q.with_section) conditions.push(eq(mainPageTiles.section, q.with_section));
  if (q.with_hidden !== undefined) conditions.push(eq(mainPageTiles.hidden, q.with_hidden));
  const where = conditions.length ? and(...conditions) : undefined;
  const direction = q.order_dir === 'desc' ? desc : asc;
  const secondary = q.order === 'section' ? [asc(mainPageTiles.orderValue), asc(mainPageTiles.id)] : [asc(mainPageTiles.id)];
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(mainPageTiles)
      .where(where)
      .orderBy(direction(orderColumns[q.order]), ...secondary)
      .limit(q.limit)
      .offset(q.page * q.limit),
    db.select({ total: count() }).from(mainPageTiles).where(where),
  ]);
  return { rows: rows.map(toTile), total };
}

export async function findTile(db: Executor, id: number) {
  const [row] = await db.select().from(mainPageTiles).where(eq(mainPageTiles.id, id));
  return row;
}
