import { and, count, eq, gte, lte, sql } from 'drizzle-orm';
import type { StatName } from '@sportdesk/contract';
import { activities, transactionItems, transactions, users } from '../../db/schema/index';
import type { Executor } from '../../db/client';

/** A day range as Europe/Warsaw calendar dates, both ends included. */
export interface DayRange {
  from: string;
  to: string;
}

type Counts = { date: string; count: number }[];
/** One chart's counts per day; days without rows are filled with 0 by the caller. */
export type StatSource = (db: Executor, range: DayRange) => Promise<Counts>;

const warsawMidnight = (date: string) => sql`(${date}::date)::timestamp at time zone 'Europe/Warsaw'`;
const warsawDay = (column: unknown) => sql<string>`((${column} at time zone 'Europe/Warsaw')::date)::text`;

/** Accounts created per day. */
const newUsers: StatSource = (db, { from }) => {
  const day = warsawDay(users.createdAt);
  return db
    .select({ date: day, count: count() })
    .from(users)
    .where(gte(users.createdAt, warsawMidnight(from)))
    .groupBy(day);
};

/** Activities taking place per day (canceled ones left out). */
const activitiesPerDays: StatSource = (db, { from, to }) =>
  db
    .select({ date: sql<string>`${activities.date}::text`, count: count() })
    .from(activities)
    .where(and(gte(activities.date, from), lte(activities.date, to), eq(activities.canceled, false)))
    .groupBy(activities.date);

/** Places bought per day: activity items of paid transactions, by the transaction's date. */
const boughtActivities: StatSource = (db, { from }) => {
  const day = warsawDay(transactions.date);
  return db
    .select({ date: day, count: count() })
    .from(transactionItems)
    .innerJoin(transactions, eq(transactions.id, transactionItems.transactionId))
    .where(
      and(
        eq(transactionItems.itemType, 'activity'),
        eq(transactions.status, 'paid'),
        gte(transactions.date, warsawMidnight(from)),
      ),
    )
    .groupBy(day);
};

/** The dashboard charts; a domain that changes what a chart means edits its entry here. */
export const STAT_SOURCES: Record<StatName, StatSource> = {
  activities_per_days: activitiesPerDays,
  new_users: newUsers,
  bought_activities: boughtActivities,
};
