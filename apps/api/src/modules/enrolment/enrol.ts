import { and, eq, inArray, sql } from 'drizzle-orm';
import { activities, activityParticipants, users } from '../../db/schema/index';
import type { Executor } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { emitSystemEvent } from '../system-events/public';
import type { ActivityRecord } from './queries';

type UserRecord = typeof users.$inferSelect;
export type ParticipantRecord = typeof activityParticipants.$inferSelect;

/** How the participant lists and their messages name a player: first and last name, else the identifier. */
export const playerLabel = (u: Pick<UserRecord, 'firstName' | 'lastName' | 'identifier' | 'id'>) =>
  [u.firstName, u.lastName].filter(Boolean).join(' ') || u.identifier || `#${u.id}`;

/** How messages and comments name an activity: name, date and start. */
export const activityLabel = (a: Pick<ActivityRecord, 'name' | 'date' | 'startAt'>) =>
  `${a.name ?? 'Zajęcia'} ${a.date} ${a.startAt.slice(0, 5)}`;

const counts = (a: ActivityRecord) => ({ participants_count: a.participantsCount, fa_count: a.faCount });

/** Changes the stored counts by `delta` players (fa players also move fa_count); returns the new row. */
export async function bumpCounts(tx: Executor, activityId: number, delta: number, fa: boolean) {
  const [after] = await tx
    .update(activities)
    .set({
      participantsCount: sql`greatest(${activities.participantsCount} + ${delta}, 0)`,
      faCount: fa ? sql`greatest(${activities.faCount} + ${delta}, 0)` : activities.faCount,
      updatedAt: new Date(),
    })
    .where(eq(activities.id, activityId))
    .returning();
  return after;
}

/** A count change of the list with its audit row on the activity. */
async function moveCounts(
  tx: Executor,
  activity: ActivityRecord,
  delta: number,
  player: UserRecord,
  actorId: number | null,
  comment: string,
) {
  const after = await bumpCounts(tx, activity.id, delta, player.fa);
  await recordAudit(tx, {
    type: 'Activity',
    id: activity.id,
    userId: actorId,
    action: 'update',
    before: counts(activity),
    after: counts(after),
    comment,
  });
  return after;
}

export interface Enrolment {
  /** The activity as locked by the caller (its counts are the ones the rules were checked against). */
  activity: ActivityRecord;
  player: UserRecord;
  reserve: boolean;
  paymentMethod: string;
  costs: boolean;
  price: number;
  transactionId: number | null;
  actorId: number | null;
  comments?: string | null;
  team?: string | null;
  competitionTeamId?: number | null;
}

/**
 * Puts a player on an activity's list (or reserve list) after the caller has checked the rules under the
 * activity's lock: the entry, the counts with their audit row, and a `registered_for_activity` system event.
 * The one way in for the staff's add-participant, the basket checkout and the player's reserve-list join.
 */
export async function enrol(tx: Executor, e: Enrolment): Promise<{ entry: ParticipantRecord; activity: ActivityRecord }> {
  const [entry] = await tx
    .insert(activityParticipants)
    .values({
      activityId: e.activity.id,
      userId: e.player.id,
      reserve: e.reserve,
      paymentMethod: e.paymentMethod,
      costs: e.costs,
      price: e.price,
      transactionId: e.transactionId,
      comments: e.comments ?? null,
      team: e.team ?? null,
      competitionTeamId: e.competitionTeamId ?? null,
      createdById: e.actorId,
      // The moment the lock was held (not the transaction's start), so joining order and created_at agree.
      createdAt: sql`clock_timestamp()`,
    })
    .returning();
  const activity = e.reserve
    ? e.activity
    : await moveCounts(tx, e.activity, 1, e.player, e.actorId, `Dodano uczestnika ${playerLabel(e.player)}`);
  await emitSystemEvent(tx, {
    type: 'registered_for_activity',
    targetType: 'Activity',
    targetId: activity.id,
    creatorId: e.actorId,
    message: e.reserve
      ? `${playerLabel(e.player)} zapisany na listę rezerwową: ${activityLabel(activity)}`
      : `${playerLabel(e.player)} zapisany na zajęcia ${activityLabel(activity)}`,
  });
  return { entry, activity };
}

export interface Withdrawal {
  entry: ParticipantRecord;
  activity: ActivityRecord;
  player: UserRecord;
  actorId: number | null;
  /** The activity's audit comment and the system event's message. */
  auditComment: string;
  eventMessage: string;
}

/**
 * Takes an entry off the list (staff removal or the player's resignation): the entry, the counts with their
 * audit row (not for a reserve-list place), and a `resign_from_activity` system event. Returns the activity's
 * new row for the reserve list's promotion.
 */
export async function withdraw(tx: Executor, w: Withdrawal): Promise<ActivityRecord> {
  await tx.delete(activityParticipants).where(eq(activityParticipants.id, w.entry.id));
  const activity = w.entry.reserve ? w.activity : await moveCounts(tx, w.activity, -1, w.player, w.actorId, w.auditComment);
  await emitSystemEvent(tx, {
    type: 'resign_from_activity',
    targetType: 'Activity',
    targetId: activity.id,
    creatorId: w.actorId,
    message: w.eventMessage,
  });
  return activity;
}

/**
 * Releases the places an unpaid checkout holds (its payment was cancelled): the entries still held and their
 * counts. A place the staff already removed is not counted off again. Returns the entries released.
 */
export async function releaseTransactionPlaces(tx: Executor, transactionId: number) {
  const held = await tx.delete(activityParticipants).where(eq(activityParticipants.transactionId, transactionId)).returning();
  const ids = [...new Set(held.map((e) => e.userId))];
  const fa = new Set(
    ids.length
      ? (await tx.select({ id: users.id, fa: users.fa }).from(users).where(inArray(users.id, ids)))
          .filter((u) => u.fa)
          .map((u) => u.id)
      : [],
  );
  for (const e of held) if (!e.reserve) await bumpCounts(tx, e.activityId, -1, fa.has(e.userId));
  return held;
}

/**
 * Empties an activity's reserve list (the activity was cancelled): the entries, one audit row on the activity naming
 * how many, no system event per player (the cancellation's notice tells each of them). Reserve places hold no count.
 */
export async function clearReserveList(tx: Executor, activityId: number, actorId: number | null) {
  const cleared = await tx
    .delete(activityParticipants)
    .where(and(eq(activityParticipants.activityId, activityId), eq(activityParticipants.reserve, true)))
    .returning();
  if (cleared.length)
    await recordAudit(tx, {
      type: 'Activity',
      id: activityId,
      userId: actorId,
      action: 'update',
      before: { reserve_list_count: cleared.length },
      after: { reserve_list_count: 0 },
      comment: `Wyczyszczono listę rezerwową (${cleared.length})`,
    });
  return cleared;
}
