import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { PlayerBookingScope } from '@sportdesk/contract';
import {
  activities,
  activityParticipants,
  localizations,
  sports,
  transactionItems,
  transactions,
  users,
} from '../../db/schema/index';
import type { Executor } from '../../db/client';
import { pastSql } from '../activities/public';

/** The entry belongs to the player: it is theirs or one of their children's. */
export const ownedBy = (buyerId: number) => or(eq(users.id, buyerId), eq(users.parentId, buyerId))!;

const startSql = sql`((${activities.date} + ${activities.startAt}) at time zone 'Europe/Warsaw')`;

/** Place on the reserve list: entries of the same activity on the list that joined no later (by id). */
const reservePositionSql = sql<number>`(select count(*)::int from activity_participants w
  where w.activity_id = activity_participants.activity_id and w.reserve and w.id <= activity_participants.id)`;

/** One page of the player's (and their children's) entries, upcoming soonest first or past latest first. */
export async function bookingRows(db: Executor, buyerId: number, scope: PlayerBookingScope, page: number, limit: number) {
  const when = scope === 'past' ? pastSql : sql`not ${pastSql}`;
  const where = and(ownedBy(buyerId), when);
  const order =
    scope === 'past' ? [desc(startSql), desc(activityParticipants.id)] : [asc(startSql), asc(activityParticipants.id)];
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        entry: activityParticipants,
        activity: activities,
        past: pastSql,
        sport: sports.name,
        location: localizations.name,
        city: localizations.city,
        person: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
        transaction: { id: transactions.id, identifier: transactions.identifier, status: transactions.status },
        reservePosition: reservePositionSql,
      })
      .from(activityParticipants)
      .innerJoin(users, eq(users.id, activityParticipants.userId))
      .innerJoin(activities, eq(activities.id, activityParticipants.activityId))
      .innerJoin(sports, eq(sports.id, activities.sportId))
      .innerJoin(localizations, eq(localizations.id, activities.localizationId))
      .leftJoin(transactions, eq(transactions.id, activityParticipants.transactionId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(page * limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(activityParticipants)
      .innerJoin(users, eq(users.id, activityParticipants.userId))
      .innerJoin(activities, eq(activities.id, activityParticipants.activityId))
      .where(where),
  ]);
  return { rows, total: Number(total) };
}

/** The activity items of the given transactions (what each participation was paid, and how). */
export async function paidItems(db: Executor, transactionIds: number[]) {
  if (!transactionIds.length) return [];
  return db
    .select({
      transactionId: transactionItems.transactionId,
      activityId: transactionItems.activityId,
      userId: transactionItems.userId,
      value: transactionItems.value,
      paymentMethod: transactionItems.paymentMethod,
    })
    .from(transactionItems)
    .where(and(inArray(transactionItems.transactionId, transactionIds), eq(transactionItems.itemType, 'activity')));
}

/** The entry when it is the player's or their child's (otherwise undefined: a stranger's entry is a 404). */
export async function ownedEntry(db: Executor, buyerId: number, entryId: number) {
  const [row] = await db
    .select({ entry: activityParticipants, person: users })
    .from(activityParticipants)
    .innerJoin(users, eq(users.id, activityParticipants.userId))
    .where(and(eq(activityParticipants.id, entryId), ownedBy(buyerId)));
  return row;
}

export async function reservePosition(db: Executor, entryId: number) {
  const [row] = await db
    .select({ position: reservePositionSql })
    .from(activityParticipants)
    .where(eq(activityParticipants.id, entryId));
  return Number(row?.position ?? 0);
}

export async function transactionOf(db: Executor, id: number) {
  const [row] = await db.select().from(transactions).where(eq(transactions.id, id));
  return row;
}
