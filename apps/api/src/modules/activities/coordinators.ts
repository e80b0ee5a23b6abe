import { and, eq, sql } from 'drizzle-orm';
import { ErrorCode, msg } from '@sportdesk/contract';
import { activities, activityCoordinators } from '../../db/schema/activities';
import { roles, userRoles, users } from '../../db/schema/index';
import type { Db, Executor } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import { findActivityRecordForUpdate, listCoordinators } from './queries';

/** Only users holding `user_role_coordinator` may coordinate (docs/spec/part-2.md §6); 422 otherwise. */
export async function assertCoordinatorUser(db: Executor, userId: number, field = 'user.id') {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw new AppError(ErrorCode.NOT_FOUND, msg.unknownUser, { [field]: msg.unknownUser });
  const [role] = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), eq(roles.name, 'user_role_coordinator')));
  if (!role) throw new AppError(ErrorCode.BUSINESS_RULE, msg.notACoordinator, { [field]: msg.notACoordinator });
}

const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

async function changeCoordinators(db: Db, activityId: number, userId: number, actorId: number | null, add: boolean) {
  return db.transaction(async (tx) => {
    const activity = await findActivityRecordForUpdate(tx, activityId);
    if (!activity) throw notFound();
    const before = ids(await listCoordinators(tx, activityId));
    if (add) {
      await assertCoordinatorUser(tx, userId);
      if (before.includes(userId))
        throw new AppError(ErrorCode.CONFLICT, msg.alreadyCoordinator, { 'user.id': msg.alreadyCoordinator });
      await tx.insert(activityCoordinators).values({ activityId, userId });
    } else {
      const removed = await tx
        .delete(activityCoordinators)
        .where(and(eq(activityCoordinators.activityId, activityId), eq(activityCoordinators.userId, userId)))
        .returning();
      if (removed.length === 0) throw notFound();
    }
    const after = await listCoordinators(tx, activityId);
    await tx
      .update(activities)
      .set({ coordinatorsCount: sql`${after.length}`, updatedAt: new Date() })
      .where(eq(activities.id, activityId));
    await recordAudit(tx, {
      type: 'Activity',
      id: activityId,
      userId: actorId,
      action: 'update',
      extraChanges: { coordinators: [before, ids(after)] },
    });
    return after;
  });
}

export const addCoordinator = (db: Db, activityId: number, userId: number, actorId: number | null) =>
  changeCoordinators(db, activityId, userId, actorId, true);
export const removeCoordinator = (db: Db, activityId: number, userId: number, actorId: number | null) =>
  changeCoordinators(db, activityId, userId, actorId, false);
