import { and, eq } from 'drizzle-orm';
import { ErrorCode, playerUsersMsg } from '@sportdesk/contract';
import { allowedToRegister } from '../../db/schema/index';
import type { Db } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { findLiveUser, personLabel } from '../users/public';
import { allowedLists, findPickable } from './queries';

const refused = (code: ErrorCode, message: string) => new AppError(code, message, { user_id: message });

/**
 * `POST users/allowed_to_register_add`: the signed-in player lets another player sign them up for activities
 * (docs/decisions.md "Allowed to register: a friend signs you up"). Not oneself (422); an account the player search
 * would not show (unknown, deleted, inactive, unconfirmed, a child's) is a 404; a second add is a 409. One
 * transaction with the audit row on the allowing player.
 */
export async function allowToRegister(db: Db, userId: number, allowedId: number) {
  if (allowedId === userId) throw refused(ErrorCode.BUSINESS_RULE, playerUsersMsg.notSelf);
  await db.transaction(async (tx) => {
    const allowed = await findPickable(tx, allowedId);
    if (!allowed) throw refused(ErrorCode.NOT_FOUND, playerUsersMsg.unknownPlayer);
    const [row] = await tx
      .insert(allowedToRegister)
      .values({ userId, allowedUserId: allowedId })
      .onConflictDoNothing()
      .returning({ id: allowedToRegister.id });
    if (!row) throw refused(ErrorCode.CONFLICT, playerUsersMsg.alreadyAllowed);
    await recordAudit(tx, {
      type: 'User',
      id: userId,
      userId,
      action: 'update',
      extraChanges: { allowed_to_register: [null, allowedId] },
      comment: `Zgoda na zapisywanie na zajęcia: ${personLabel(allowed)}`,
    });
  });
  return allowedLists(db, userId);
}

/** `POST users/allowed_to_register_remove`: withdraws it; one that was never given is a 404. */
export async function disallowToRegister(db: Db, userId: number, allowedId: number) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(allowedToRegister)
      .where(and(eq(allowedToRegister.userId, userId), eq(allowedToRegister.allowedUserId, allowedId)))
      .returning({ id: allowedToRegister.id });
    if (!row) throw refused(ErrorCode.NOT_FOUND, playerUsersMsg.notAllowed);
    const allowed = await findLiveUser(tx, allowedId);
    await recordAudit(tx, {
      type: 'User',
      id: userId,
      userId,
      action: 'update',
      extraChanges: { allowed_to_register: [allowedId, null] },
      comment: `Cofnięto zgodę na zapisywanie na zajęcia: ${allowed ? personLabel(allowed) : `#${allowedId}`}`,
    });
  });
  return allowedLists(db, userId);
}
