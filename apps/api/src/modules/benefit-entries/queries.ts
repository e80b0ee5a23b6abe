import { and, asc, count, desc, eq, gte, ilike, isNotNull, isNull, lte, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  BENEFIT_IMPORT_JOB_CLASS,
  type BenefitEntry,
  type BenefitImportJob,
  type BenefitReportType,
  type benefitEntryListQuery,
  type JobStatus,
  plDate,
} from '@sportdesk/contract';
import { activities, asyncJobs, benefitEntries, users } from '../../db/schema/index';
import type { Executor } from '../../db/client';
import { likePattern } from '../../lib/paging';
import { iso } from '../../lib/reply';
import { personRef } from '../users/public';

type ListQuery = z.output<typeof benefitEntryListQuery>;

const player = alias(users, 'benefit_player');
const organizer = alias(users, 'benefit_organizer');
const person = (u: typeof player | typeof organizer) => ({
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
  identifier: u.identifier,
});

const select = {
  e: benefitEntries,
  activity: { id: activities.id, name: activities.name, date: activities.date },
  player: person(player),
  organizer: person(organizer),
};

export type BenefitEntryRow = typeof benefitEntries.$inferSelect;
type Person = Parameters<typeof personRef>[0];
type Selected = {
  e: BenefitEntryRow;
  activity: { id: number; name: string | null; date: string } | null;
  player: { [K in keyof Person]: Person[K] | null } | null;
  organizer: { [K in keyof Person]: Person[K] | null } | null;
};

/** 'Siatkówka (2026-11-20)': the activity's name and date (an activity without a name reads 'Zajęcia #id'). */
export const activityLabel = (a: { id: number; name: string | null; date: string }) =>
  `${a.name?.trim() || `Zajęcia #${a.id}`} (${plDate(a.date)})`;

export const toBenefitEntry = ({ e, activity, player: p, organizer: o }: Selected): BenefitEntry => ({
  id: e.id,
  uuid: e.uuid,
  facility_id: e.facilityId,
  facility_name: e.facilityName,
  sn: e.sn,
  terminal_type: e.terminalType,
  date_played: e.datePlayed,
  player_card_no: e.playerCardNo,
  organizer_login: e.organizerLogin,
  confirmed: e.confirmed,
  activity_id: e.activityId,
  activity: activity && activity.id != null ? { id: activity.id, label: activityLabel(activity) } : null,
  user_id: e.userId,
  user: p && p.id != null ? personRef(p as Person) : null,
  organizer_id: e.organizerId,
  organizer: o && o.id != null ? personRef(o as Person) : null,
  rejected: e.rejected,
  report_type: e.reportType as BenefitReportType,
  notes: e.notes,
  created_at: iso(e.createdAt)!,
  updated_at: iso(e.updatedAt)!,
});

const base = (db: Executor) =>
  db
    .select(select)
    .from(benefitEntries)
    .leftJoin(activities, eq(activities.id, benefitEntries.activityId))
    .leftJoin(player, eq(player.id, benefitEntries.userId))
    .leftJoin(organizer, eq(organizer.id, benefitEntries.organizerId));

const orderColumns = { created_at: benefitEntries.createdAt, date_played: benefitEntries.datePlayed } as const;

/** Every filter of the list (docs/spec/part-2.md §2 "Benefit entries"). */
export function listConditions(q: Partial<ListQuery>): SQL | undefined {
  const c: (SQL | undefined)[] = [];
  const e = benefitEntries;
  if (q.with_id !== undefined) c.push(eq(e.id, q.with_id));
  if (q.with_uuid) c.push(ilike(e.uuid, likePattern(q.with_uuid)));
  if (q.with_activity_id !== undefined) c.push(eq(e.activityId, q.with_activity_id));
  if (q.with_user_id !== undefined) c.push(eq(e.userId, q.with_user_id));
  if (q.with_organizer_id !== undefined) c.push(eq(e.organizerId, q.with_organizer_id));
  if (q.with_report_type) c.push(eq(e.reportType, q.with_report_type));
  if (q.with_confirmed !== undefined) c.push(eq(e.confirmed, q.with_confirmed));
  if (q.with_rejected !== undefined) c.push(eq(e.rejected, q.with_rejected));
  if (q.with_assigned === true) c.push(and(isNotNull(e.activityId), isNotNull(e.userId)));
  if (q.with_assigned === false) c.push(or(isNull(e.activityId), isNull(e.userId)));
  if (q.with_date_played_greater) c.push(gte(e.datePlayed, q.with_date_played_greater));
  if (q.with_date_played_less) c.push(lte(e.datePlayed, q.with_date_played_less));
  if (q.with_player_card_no) c.push(ilike(e.playerCardNo, likePattern(q.with_player_card_no)));
  if (q.with_facility) c.push(or(eq(e.facilityId, q.with_facility), ilike(e.facilityName, likePattern(q.with_facility))));
  const defined = c.filter((x): x is SQL => Boolean(x));
  return defined.length ? and(...defined) : undefined;
}

export async function listBenefitEntries(db: Executor, q: ListQuery) {
  const where = listConditions(q);
  const direction = q.order_dir === 'asc' ? asc : desc;
  const [rows, [{ total }]] = await Promise.all([
    base(db)
      .where(where)
      .orderBy(direction(orderColumns[q.order]), direction(benefitEntries.id))
      .limit(q.limit)
      .offset(q.page * q.limit),
    db.select({ total: count() }).from(benefitEntries).where(where),
  ]);
  return { rows: rows.map(toBenefitEntry), total };
}

export async function findBenefitEntry(db: Executor, id: number) {
  const [row] = await base(db).where(eq(benefitEntries.id, id));
  return row ? toBenefitEntry(row) : undefined;
}

/** The activity's entries keyed by player, for the participant list's `benefit_entry`. */
export async function entriesOfActivityByUser(db: Executor, activityId: number) {
  const rows = await db
    .select({ id: benefitEntries.id, userId: benefitEntries.userId, confirmed: benefitEntries.confirmed })
    .from(benefitEntries)
    .where(eq(benefitEntries.activityId, activityId));
  const byUser = new Map<number, { id: number; confirmed: boolean }>();
  for (const r of rows) if (r.userId != null) byUser.set(r.userId, { id: r.id, confirmed: r.confirmed });
  return byUser;
}

/** A Benefit import job's state and result (the import form polls it). */
export async function findImportJob(db: Executor, id: number): Promise<BenefitImportJob | undefined> {
  const [job] = await db
    .select()
    .from(asyncJobs)
    .where(and(eq(asyncJobs.id, id), eq(asyncJobs.jobClass, BENEFIT_IMPORT_JOB_CLASS)));
  if (!job) return undefined;
  return {
    id: job.id,
    job_name: job.jobName,
    job_class: job.jobClass,
    job_status: job.jobStatus as JobStatus,
    params: job.params,
    created_at: iso(job.createdAt)!,
    info_box: job.infoBox as BenefitImportJob['info_box'],
    error: job.error,
  };
}
