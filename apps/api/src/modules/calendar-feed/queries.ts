import { randomBytes } from 'node:crypto';
import { and, eq, gt, gte, or, sql } from 'drizzle-orm';
import {
  activities,
  activityParticipants,
  calendarFeeds,
  localizations,
  resignedBookings,
  sports,
  users,
} from '../../db/schema/index';
import type { Executor } from '../../db/client';

/** A new feed secret: 32 random bytes, base64url (43 characters). */
const newToken = () => randomBytes(32).toString('base64url');
export const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The player's feed token, made on the first ask. */
export async function feedTokenOf(db: Executor, userId: number) {
  const [made] = await db.insert(calendarFeeds).values({ userId, token: newToken() }).onConflictDoNothing().returning();
  if (made) return made.token;
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return row.token;
}

/** A new token for the player: the old address stops working at once. */
export async function resetFeedToken(db: Executor, userId: number) {
  const token = newToken();
  await db
    .insert(calendarFeeds)
    .values({ userId, token })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { token, createdAt: new Date() } });
  return token;
}

/** Whose feed a token opens, or undefined. */
export async function feedOwner(db: Executor, token: string) {
  const [row] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(and(eq(calendarFeeds.token, token), sql`${users.deletedAt} is null`));
  return row?.userId;
}

/** Start and end as instants: the Warsaw wall clock read in its zone; an end at or before the start is the next day. */
const startSql = sql<Date>`((${activities.date} + ${activities.startAt}) at time zone 'Europe/Warsaw')`;
const endSql = sql<Date>`((${activities.date} + ${activities.stopAt} + case when ${activities.stopAt} <= ${activities.startAt} then interval '1 day' else interval '0' end) at time zone 'Europe/Warsaw')`;

/**
 * The player's and their children's places on activities from `since` (a Warsaw day) on; or, with `entryId`, that
 * one place (whatever its date) when it is theirs.
 */
export async function feedEntries(db: Executor, ownerId: number, since: string, entryId?: number) {
  const which = entryId === undefined ? gte(activities.date, since) : eq(activityParticipants.id, entryId);
  return db
    .select({
      entryId: activityParticipants.id,
      reserve: activityParticipants.reserve,
      resigned: sql<boolean>`false`,
      entryUpdatedAt: activityParticipants.updatedAt,
      activityId: activities.id,
      name: activities.name,
      canceled: activities.canceled,
      activityUpdatedAt: activities.updatedAt,
      start: startSql,
      end: endSql,
      sport: sports.name,
      venue: localizations.name,
      street: localizations.street,
      city: localizations.city,
      personId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(activityParticipants)
    .innerJoin(users, eq(users.id, activityParticipants.userId))
    .innerJoin(activities, eq(activities.id, activityParticipants.activityId))
    .innerJoin(sports, eq(sports.id, activities.sportId))
    .innerJoin(localizations, eq(localizations.id, activities.localizationId))
    .where(and(or(eq(users.id, ownerId), eq(users.parentId, ownerId)), which))
    .orderBy(activities.date, activities.startAt, activityParticipants.id)
    .limit(1000);
}
export type FeedEntry = Awaited<ReturnType<typeof feedEntries>>[number];

/**
 * The places the player (or their child) gave up on activities still ahead of `now`: their participation rows are
 * gone, the resignation's trace (`resigned_bookings`) keeps the old id, so the feed shows the same event (same UID)
 * as cancelled and a calendar app takes it off; once the activity has started it drops out of the feed.
 */
export async function resignedFeedEntries(db: Executor, ownerId: number, now: Date): Promise<FeedEntry[]> {
  return db
    .select({
      entryId: resignedBookings.entryId,
      reserve: resignedBookings.reserve,
      resigned: sql<boolean>`true`,
      entryUpdatedAt: resignedBookings.resignedAt,
      activityId: activities.id,
      name: activities.name,
      canceled: activities.canceled,
      activityUpdatedAt: activities.updatedAt,
      start: startSql,
      end: endSql,
      sport: sports.name,
      venue: localizations.name,
      street: localizations.street,
      city: localizations.city,
      personId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(resignedBookings)
    .innerJoin(users, eq(users.id, resignedBookings.userId))
    .innerJoin(activities, eq(activities.id, resignedBookings.activityId))
    .innerJoin(sports, eq(sports.id, activities.sportId))
    .innerJoin(localizations, eq(localizations.id, activities.localizationId))
    .where(and(or(eq(users.id, ownerId), eq(users.parentId, ownerId)), gt(startSql, now)))
    .orderBy(activities.date, activities.startAt, resignedBookings.entryId)
    .limit(1000);
}

/** The feed's events: the places from `since` on and the resigned ones still ahead, in start order. */
export async function feedOf(db: Executor, ownerId: number, since: string, now: Date) {
  const [places, resigned] = await Promise.all([feedEntries(db, ownerId, since), resignedFeedEntries(db, ownerId, now)]);
  const startOf = (e: FeedEntry) => new Date(e.start).getTime();
  return [...places, ...resigned].sort((a, b) => startOf(a) - startOf(b) || a.entryId - b.entryId);
}
