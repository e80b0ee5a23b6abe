import type { Executor } from '../../db/client';
import {
  freeSpots,
  hasStarted,
  lockActivity,
  lockUsersInIdOrder,
  waitingPlayerIds,
  type ActivityRecord,
} from '../enrolment/public';
import { promoteFromReserve } from './service';

/**
 * Locks, in id order, the players waiting on an activity's reserve list. An activity edit calls it
 * before locking the activity, so a promotion keeps the lock order of adding and checkout
 * (players, then the activity) and cannot deadlock with them.
 */
export async function lockReservePlayers(tx: Executor, activityId: number) {
  await lockUsersInIdOrder(tx, await waitingPlayerIds(tx, activityId));
}

/**
 * An edit that frees spots (more max_players, fewer reserved spots) moves the reserve list up at once,
 * with the rules of a removal: not for a cancelled or started activity. Returns the promotion notices to
 * send after the commit.
 */
export async function promoteAfterEdit(
  tx: Executor,
  before: ActivityRecord,
  after: ActivityRecord,
  actorId: number | null,
): Promise<number[]> {
  if (after.canceled || freeSpots(after) <= 0 || freeSpots(after) <= freeSpots(before)) return [];
  const { activity, startsAt } = await lockActivity(tx, after.id);
  if (hasStarted(startsAt)) return [];
  return promoteFromReserve(tx, activity, actorId);
}
