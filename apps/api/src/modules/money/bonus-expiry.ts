import { and, asc, gt, isNull, lt } from 'drizzle-orm';
import { formatPln, toPln, userLabel, warsawToday, type Wallet } from '@sportdesk/contract';
import { users } from '../../db/schema/index';
import type { Db } from '../../db/client';
import { insertTransaction, walletOf } from './ledger';
import { emitSystemEvent } from '../system-events/public';
import { updateUser } from '../users/public';
import { lockUser, toWallet } from './wallet';

/** The comment of the expiry's transaction and audit row. */
export const BONUS_EXPIRY_COMMENT = 'Wygaśnięcie środków bonusowych';

/** `PATCH admin/users/{id}/bonus_expiration`: sets (yyyy-mm-dd) or clears (null) the bonus's last day, audited. */
export async function setBonusExpiration(db: Db, userId: number, date: string | null, actorId: number | null): Promise<Wallet> {
  const user = await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    return updateUser(tx, userId, { bonusExpirationDate: date }, { actorId });
  });
  return toWallet(user);
}

/**
 * Takes away the bonus of every user whose bonus expired before `today` (Europe/Warsaw; the bonus may be
 * spent until the end of its last day, as `bonusSpendable` says). One database transaction per user, under
 * the row lock: the bonus goes to 0 and the date is cleared (one audit row), a `bonus_delete` transaction
 * records the balances, and a `bonus_expired` system event tells the admins. Idempotent: a user whose bonus
 * was already taken has no date left, and the locked row is checked again before anything is written.
 */
export async function expireBonuses(db: Db, today: string = warsawToday()): Promise<number[]> {
  const due = await db
    .select({ id: users.id })
    .from(users)
    .where(and(lt(users.bonusExpirationDate, today), gt(users.accountBonusValue, 0), isNull(users.deletedAt)))
    .orderBy(asc(users.id));
  const expired: number[] = [];
  for (const { id } of due) {
    const taken = await db.transaction(async (tx) => {
      const locked = await lockUser(tx, id);
      const lastDay = locked.bonusExpirationDate;
      if (!lastDay || lastDay >= today || locked.accountBonusValue <= 0) return false;
      const before = walletOf(locked);
      const after = { ...before, bonus: 0 };
      const updated = await updateUser(
        tx,
        id,
        { accountBonusValue: 0, bonusExpirationDate: null },
        { actorId: null, comment: BONUS_EXPIRY_COMMENT },
      );
      const row = await insertTransaction(tx, {
        userId: id,
        transactionType: 'bonus_delete',
        paymentMethod: 'by_admin',
        status: 'paid',
        value: before.bonus,
        before,
        after,
        comment: BONUS_EXPIRY_COMMENT,
        actorId: null,
      });
      const who = userLabel({ first_name: updated.firstName, last_name: updated.lastName, email: updated.email });
      await emitSystemEvent(tx, {
        type: 'bonus_expired',
        message: `Wygasły środki bonusowe ${formatPln(toPln(before.bonus))} (ważne do ${lastDay}): ${who}. Transakcja ${row.identifier}.`,
        targetType: 'User',
        targetId: id,
        creatorId: null,
      });
      return true;
    });
    if (taken) expired.push(id);
  }
  return expired;
}
