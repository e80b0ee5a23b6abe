import { and, asc, eq, inArray } from 'drizzle-orm';
import { activityParticipants, users } from '../../db/schema/index';
import type { Executor } from '../../db/client';
import type { MailMessage } from '../../lib/mail';
import { lockActivity, type ActivityRecord } from './queries';
import { freeSpots, hasStarted } from './rules';
import { promoteFromReserve } from './service';

/**
 * Locks, in id order, the players waiting on an activity's reserve list. An activity edit calls it
 * before locking the activity, so a promotion keeps the lock order of adding and checkout
 * (players, then the activity) and cannot deadlock with them.
 */
export async function lockReservePlayers(tx: Executor, activityId: number) {
  const waiting = await tx
    .select({ userId: activityParticipants.userId })
    .from(activityParticipants)
    .where(and(eq(activityParticipants.activityId, activityId), eq(activityParticipants.reserve, true)));
  const ids = [...new Set(waiting.map((w) => w.userId))].sort((a, b) => a - b);
  if (ids.length)
    await tx.select({ id: users.id }).from(users).where(inArray(users.id, ids)).orderBy(asc(users.id)).for('update');
}

/**
 * An edit that frees spots (more max_players, fewer reserved spots) moves the reserve list up at once,
 * with the rules of a removal: not for a cancelled or started activity. Returns the e-mails to send
 * after the commit.
 */
export async function promoteAfterEdit(
  tx: Executor,
  before: ActivityRecord,
  after: ActivityRecord,
  actorId: number | null,
): Promise<MailMessage[]> {
  if (after.canceled || freeSpots(after) <= 0 || freeSpots(after) <= freeSpots(before)) return [];
  const { activity, startsAt } = await lockActivity(tx, after.id);
  if (hasStarted(startsAt)) return [];
  return promoteFromReserve(tx, activity, actorId);
}

export { sendPromotionMails } from './service';
