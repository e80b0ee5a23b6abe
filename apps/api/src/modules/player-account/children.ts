import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ErrorCode,
  playerAccountMsg,
  type OwnChildrenReply,
  type playerChildInput,
  type playerChildPatch,
} from '@sportdesk/contract';
import { activities, activityParticipants } from '../../db/schema/index';
import type { Db, Executor } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { childrenOf, findLiveUser } from '../users/public';
import { createChildAccount, deleteAdminUser, type Actor } from '../admin-users/public';
import { limitsOf } from '../users/public';
import { updateUser } from '../users/public';

/**
 * A parent's own children (portal account). The rules are the admin side's (`admin-users/service`):
 * the same creation with the parent checks and the `l_child_account_count` limit, the same soft delete with its
 * wallet rule; here every call is bound to the signed-in parent, and another user's child is a 404.
 */

/** `GET users/current/children`: the rows of `GET admin/users/{id}/children`, with the parent's limit. */
export async function listOwnChildren(db: Db, parentId: number): Promise<OwnChildrenReply> {
  const [rows, limits] = await Promise.all([childrenOf(db, parentId), limitsOf(db, parentId)]);
  return { rows, total: rows.length, limit: limits.l_child_account_count as number };
}

/** The child as the list shows it (one row of `childrenOf`). */
async function childRow(db: Db, parentId: number, childId: number) {
  const row = (await childrenOf(db, parentId)).find((c) => c.id === childId);
  if (!row) throw notFound();
  return row;
}

/** A live child of this parent, or 404 (never tells whether someone else's child exists). */
async function ownChild(tx: Executor, parentId: number, childId: number) {
  const child = await findLiveUser(tx, childId);
  if (!child || child.parentId !== parentId) throw notFound();
  return child;
}

export async function addOwnChild(db: Db, parent: Actor, input: z.output<typeof playerChildInput>) {
  const created = await createChildAccount(
    db,
    parent.userId,
    {
      first_name: input.first_name,
      last_name: input.last_name,
      identifier: null,
      birth_date: input.birth_date,
      gender: input.gender,
    },
    parent,
    {
      childPolicyAccepted: input.child_policy_accepted,
      limitError: { field: 'children', message: playerAccountMsg.childLimitReached },
    },
  );
  return childRow(db, parent.userId, created.id);
}

export async function updateOwnChild(db: Db, parent: Actor, childId: number, patch: z.output<typeof playerChildPatch>) {
  await db.transaction(async (tx) => {
    await ownChild(tx, parent.userId, childId);
    await updateUser(
      tx,
      childId,
      { firstName: patch.first_name, lastName: patch.last_name, birthDate: patch.birth_date, gender: patch.gender },
      { actorId: parent.userId },
    );
  });
  return childRow(db, parent.userId, childId);
}

/** On the list or the reserve list of an activity that is not canceled and has not started (Europe/Warsaw). */
async function hasUpcomingBookings(tx: Executor, userId: number) {
  const [row] = await tx
    .select({ id: activityParticipants.id })
    .from(activityParticipants)
    .innerJoin(activities, eq(activities.id, activityParticipants.activityId))
    .where(
      and(
        eq(activityParticipants.userId, userId),
        eq(activities.canceled, false),
        sql`((${activities.date} + ${activities.startAt}) at time zone 'Europe/Warsaw') > now()`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * `DELETE users/current/children/{id}`: the admin's soft delete (the row stays with its past bookings, payments and
 * history). A child still booked on an upcoming activity is refused: the parent resigns first.
 */
export async function removeOwnChild(db: Db, parent: Actor, childId: number) {
  return deleteAdminUser(db, childId, parent, async (tx, child) => {
    if (child.parentId !== parent.userId) throw notFound();
    if (await hasUpcomingBookings(tx, child.id))
      throw new AppError(ErrorCode.BUSINESS_RULE, playerAccountMsg.childHasUpcomingBookings, {
        children: playerAccountMsg.childHasUpcomingBookings,
      });
  });
}
