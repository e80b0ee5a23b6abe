import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { noShowKindOf, noShowRate, NO_SHOW_KINDS, NO_SHOW_KIND_LABELS, type NoShowKind } from '@sportdesk/contract';
import { activities, activityParticipants } from '../../db/schema/index';
import { settingValue } from '../app-settings/public';
import type { Executor } from '../../db/client';
import { NO_SHOW_WARNING_SETTING, noShowWarningRate } from '@sportdesk/contract';

const DAY_MS = 86_400_000;
const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

/**
 * The entries that count: on the main list of an activity in the window (the last `days` days up to `today`)
 * whose attendance was taken and which was not cancelled.
 */
export const checkedEntries = (today: string, days: number): SQL =>
  and(
    eq(activityParticipants.reserve, false),
    eq(activities.listChecked, true),
    eq(activities.canceled, false),
    gte(activities.date, daysBefore(today, days)),
    lte(activities.date, today),
  )!;

const noShowSql = sql<number>`count(*) filter (where not ${activityParticipants.presenceCheck})::int`;

/** One user's checked entries and no-shows in the window. */
export async function noShowsOfUser(db: Executor, userId: number, today: string, days: number) {
  const [row] = await db
    .select({ checked: sql<number>`count(*)::int`, noShows: noShowSql })
    .from(activityParticipants)
    .innerJoin(activities, eq(activities.id, activityParticipants.activityId))
    .where(and(eq(activityParticipants.userId, userId), checkedEntries(today, days)));
  const checked = row?.checked ?? 0;
  const noShows = row?.noShows ?? 0;
  return { checked, no_shows: noShows, rate: noShowRate(noShows, checked) };
}

/** Several users' no-show rates at once (the participants list), by user id. */
export async function noShowRatesOf(db: Executor, userIds: number[], today: string, days: number) {
  if (userIds.length === 0) return new Map<number, number | null>();
  const rows = await db
    .select({ userId: activityParticipants.userId, checked: sql<number>`count(*)::int`, noShows: noShowSql })
    .from(activityParticipants)
    .innerJoin(activities, eq(activities.id, activityParticipants.activityId))
    .where(and(sql`${activityParticipants.userId} = any(${sql.param(userIds)}::int[])`, checkedEntries(today, days)))
    .groupBy(activityParticipants.userId);
  return new Map(rows.map((r) => [r.userId, noShowRate(r.noShows, r.checked)]));
}

/**
 * The no-shows of the window as SQL over aliased tables, for subqueries inside another table's query (drizzle
 * writes a one-table select's columns unqualified, so the subquery names its own tables).
 */
const noShowsOfWindow = (today: string, days: number) =>
  sql`from activity_participants ap inner join activities a on a.id = ap.activity_id
    where not ap.presence_check and not ap.reserve and a.list_checked and not a.canceled
      and a.date >= ${daysBefore(today, days)} and a.date <= ${today}`;

/** A user's no-show count in the window, as a column of the users list (`usersId`: the list's qualified user id). */
export const noShowCountSql = (usersId: SQL, today: string, days: number) =>
  sql<number>`(select count(*)::int ${noShowsOfWindow(today, days)} and ap.user_id = ${usersId})`;

/** The users with at least `min` no-shows in the window: the users list's `with_no_show_min` filter. */
export const usersWithNoShowsSql = (usersId: SQL, min: number, today: string, days: number) =>
  sql`${usersId} in (select ap.user_id ${noShowsOfWindow(today, days)} group by ap.user_id having count(*) >= ${min})`;

/** The no-show rate by payment kind in the window (the dashboard's panel), every kind listed. */
export async function noShowsByPaymentKind(db: Executor, today: string, days: number) {
  const rows = await db
    .select({ method: activityParticipants.paymentMethod, checked: sql<number>`count(*)::int`, noShows: noShowSql })
    .from(activityParticipants)
    .innerJoin(activities, eq(activities.id, activityParticipants.activityId))
    .where(checkedEntries(today, days))
    .groupBy(activityParticipants.paymentMethod);
  const sums = new Map<NoShowKind, { checked: number; noShows: number }>();
  for (const r of rows) {
    const kind = noShowKindOf(r.method);
    const sum = sums.get(kind) ?? { checked: 0, noShows: 0 };
    sums.set(kind, { checked: sum.checked + r.checked, noShows: sum.noShows + r.noShows });
  }
  return NO_SHOW_KINDS.map((kind) => {
    const { checked, noShows } = sums.get(kind) ?? { checked: 0, noShows: 0 };
    return { kind, label: NO_SHOW_KIND_LABELS[kind], checked, no_shows: noShows, rate: noShowRate(noShows, checked) };
  });
}

/** The participants list's warning threshold (app setting `no_show_warning_rate`, per cent). */
export async function noShowWarningRateSetting(db: Executor) {
  return noShowWarningRate(await settingValue(db, NO_SHOW_WARNING_SETTING));
}
