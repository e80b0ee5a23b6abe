import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { activities, activityParticipants, users } from '../../db/schema/index';
import type { Executor } from '../../db/client';
import { notFound } from '../../lib/errors';

export type ActivityRecord = typeof activities.$inferSelect;

/** The activity's start as an instant: its date and start_at are Europe/Warsaw wall-clock. */
const startsAtSql = sql<number>`extract(epoch from ((${activities.date} + ${activities.startAt}) at time zone 'Europe/Warsaw'))::float8`;

/** Locks the activity row (SELECT … FOR UPDATE): every participant change of one activity runs one at a time. */
export async function lockActivity(tx: Executor, id: number) {
  const [row] = await tx
    .select({ activity: activities, startsAt: startsAtSql })
    .from(activities)
    .where(eq(activities.id, id))
    .for('update');
  if (!row) throw notFound();
  return { activity: row.activity, startsAt: new Date(Number(row.startsAt) * 1000) };
}

export async function findActivityWithStart(db: Executor, id: number) {
  const [row] = await db.select({ activity: activities, startsAt: startsAtSql }).from(activities).where(eq(activities.id, id));
  if (!row) throw notFound();
  return { activity: row.activity, startsAt: new Date(Number(row.startsAt) * 1000) };
}

/**
 * The players waiting on an activity's reserve list, and whoever pays for their promotion: a parent who put
 * their child on the list pays for them.
 */
export async function waitingPlayerIds(tx: Executor, activityId: number) {
  const waiting = await tx
    .select({ userId: activityParticipants.userId, createdById: activityParticipants.createdById, parentId: users.parentId })
    .from(activityParticipants)
    .innerJoin(users, eq(users.id, activityParticipants.userId))
    .where(and(eq(activityParticipants.activityId, activityId), eq(activityParticipants.reserve, true)));
  return waiting.flatMap((w) => (w.parentId !== null && w.createdById === w.parentId ? [w.userId, w.parentId] : [w.userId]));
}

/** Locks users in id order, so two transactions locking overlapping players cannot deadlock. */
export async function lockUsersInIdOrder(tx: Executor, userIds: number[]) {
  const ids = [...new Set(userIds)].sort((a, b) => a - b);
  if (ids.length)
    await tx.select({ id: users.id }).from(users).where(inArray(users.id, ids)).orderBy(asc(users.id)).for('update');
}
