import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { appSettingListQuery } from '@sportdesk/contract';
import { appSettings } from '../../db/schema/index';
import type { Executor } from '../../db/client';
import { likePattern } from '../../lib/paging';
import { iso } from '../../lib/reply';

export type AppSettingRow = typeof appSettings.$inferSelect;
type ListQuery = z.output<typeof appSettingListQuery>;

export const toAppSetting = (r: AppSettingRow) => ({
  id: r.id,
  name: r.name,
  value: r.value,
  created_at: iso(r.createdAt)!,
  updated_at: iso(r.updatedAt)!,
});

const orderColumns = { id: appSettings.id, name: appSettings.name, created_at: appSettings.createdAt } as const;

export async function listAppSettings(db: Executor, q: ListQuery) {
  const conditions: SQL[] = [];
  if (q.with_id !== undefined) conditions.push(eq(appSettings.id, q.with_id));
  if (q.with_name) conditions.push(ilike(appSettings.name, likePattern(q.with_name)));
  const where = conditions.length ? and(...conditions) : undefined;
  const direction = q.order_dir === 'desc' ? desc : asc;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(appSettings)
      .where(where)
      .orderBy(direction(orderColumns[q.order]), asc(appSettings.id))
      .limit(q.limit)
      .offset(q.page * q.limit),
    db.select({ total: count() }).from(appSettings).where(where),
  ]);
  return { rows: rows.map(toAppSetting), total };
}

export async function findAppSetting(db: Executor, id: number) {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.id, id));
  return row;
}

export async function findAppSettingByName(db: Executor, name: string) {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.name, name));
  return row;
}

/** One app setting's text as stored, or undefined when it is not set (each reader parses its own value). */
export async function settingValue(db: Executor, name: string) {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.name, name));
  return row?.value;
}
