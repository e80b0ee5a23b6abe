import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, lte, max, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { type ActivityTemplate, type ActivityTemplateRow, type activityTemplateListQuery } from '@sportdesk/contract';
import { activities, activityTemplates, localizations, sports, users } from '../../db/schema/index';
import type { Executor } from '../../db/client';
import { likePattern } from '../../lib/paging';
import { iso } from '../../lib/reply';
import { sharedActivityFields } from '../activities/public';
import {
  sharedJoinedColumns,
  sharedListConditions,
  sharedOrderColumns,
  sharedRowFields,
  type SharedRowJoins,
} from '../activities/public';

export type TemplateRecord = typeof activityTemplates.$inferSelect;
export type TemplateListQueryValues = z.output<typeof activityTemplateListQuery>;

const rowSelection = { template: activityTemplates, ...sharedJoinedColumns, creatorEmail: users.email };
type Joined = SharedRowJoins & { template: TemplateRecord; creatorEmail: string | null };

export function toTemplateRow(j: Joined): ActivityTemplateRow {
  const t = j.template;
  return {
    ...sharedRowFields(t, j),
    week_days: t.weekDays,
    approved_by_admin: t.approvedByAdmin,
    expired_at: t.expiredAt,
    hours_to_make_visible: t.hoursToMakeVisible,
    // A template has no participants: its reserved spots, and no FA players.
    all_reserved_spots: t.reservedSpots,
    fa_count: 0,
    creator:
      t.creatorId === null
        ? null
        : {
            id: t.creatorId,
            first_name: j.creatorFirst,
            last_name: j.creatorLast,
            label: [j.creatorFirst, j.creatorLast].filter(Boolean).join(' ') || j.creatorEmail || `#${t.creatorId}`,
          },
  };
}

/** All editable fields in API shape (money in PLN): the form's values, the change history's record. */
export function toTemplateFields(t: TemplateRecord) {
  return { ...sharedActivityFields(t), week_days: t.weekDays, hours_to_make_visible: t.hoursToMakeVisible };
}

const orderColumns = {
  ...sharedOrderColumns(activityTemplates),
  // A template has no date: its week days stand for it (the first day it repeats on).
  date: sql`${activityTemplates.weekDays}[1]`,
  approved_by_admin: activityTemplates.approvedByAdmin,
} as const;

export function templateListConditions(q: TemplateListQueryValues): SQL[] {
  const t = activityTemplates;
  const c: SQL[] = sharedListConditions(t, q);
  if (q.with_id?.length) c.push(inArray(t.id, q.with_id));
  if (q.with_pay_by_benefit !== undefined) c.push(eq(t.payByBenefit, q.with_pay_by_benefit));
  if (q.with_pay_by_ok_system !== undefined) c.push(eq(t.payByOkSystem, q.with_pay_by_ok_system));
  if (q.with_promo !== undefined)
    c.push(q.with_promo ? sql`coalesce(${t.discount}, 0) > 0` : sql`coalesce(${t.discount}, 0) = 0`);
  if (q.with_coach) c.push(ilike(t.coach, likePattern(q.with_coach)));
  if (q.with_min_players !== undefined) c.push(eq(t.minPlayers, q.with_min_players));
  if (q.with_gender) c.push(eq(t.gender, q.with_gender));
  if (q.with_approved_by_admin !== undefined) c.push(eq(t.approvedByAdmin, q.with_approved_by_admin));
  if (q.with_start_at_greater) c.push(gte(t.startAt, q.with_start_at_greater));
  if (q.with_start_at_less) c.push(lte(t.startAt, q.with_start_at_less));
  return c;
}

/** A page of templates and their count (docs/spec/part-2.md §9: 25 a page, created_at ascending; ties by id). */
export async function listTemplates(db: Executor, q: TemplateListQueryValues) {
  const conditions = templateListConditions(q);
  const where = conditions.length ? and(...conditions) : undefined;
  const dir = q.order_dir === 'desc' ? desc : asc;
  const order = [dir(orderColumns[q.order])];
  if (q.order !== 'created_at') order.push(dir(activityTemplates.createdAt));
  order.push(dir(activityTemplates.id));
  const counted = db.select({ total: count() }).from(activityTemplates).where(where);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(rowSelection)
      .from(activityTemplates)
      .leftJoin(sports, eq(sports.id, activityTemplates.sportId))
      .leftJoin(localizations, eq(localizations.id, activityTemplates.localizationId))
      .leftJoin(users, eq(users.id, activityTemplates.creatorId))
      .where(where)
      .orderBy(...order)
      .limit(q.limit)
      .offset(q.page * q.limit),
    counted,
  ]);
  return { rows: rows.map(toTemplateRow), total };
}

export async function findTemplateRecord(db: Executor, id: number, forUpdate = false) {
  const query = db.select().from(activityTemplates).where(eq(activityTemplates.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** The full template for its page and form, with what it generated so far. */
export async function findTemplate(db: Executor, id: number): Promise<ActivityTemplate | undefined> {
  const [joined] = await db
    .select(rowSelection)
    .from(activityTemplates)
    .leftJoin(sports, eq(sports.id, activityTemplates.sportId))
    .leftJoin(localizations, eq(localizations.id, activityTemplates.localizationId))
    .leftJoin(users, eq(users.id, activityTemplates.creatorId))
    .where(eq(activityTemplates.id, id));
  if (!joined) return undefined;
  const [generated] = await db
    .select({ count: count(), until: max(activities.date) })
    .from(activities)
    .where(and(eq(activities.templateId, id), isNotNull(activities.templateId)));
  const t = joined.template;
  return {
    ...(toTemplateFields(t) as unknown as Omit<ActivityTemplate, keyof ActivityTemplateRow>),
    ...toTemplateRow(joined),
    publish_date: iso(t.publishDate)!,
    updated_at: iso(t.updatedAt)!,
    generated_count: generated?.count ?? 0,
    generated_until: generated?.until ?? null,
  };
}
