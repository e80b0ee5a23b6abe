import { eq } from 'drizzle-orm';
import { transactions } from '../../db/schema/index';
import type { Executor } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { lockUser, setWallet } from './wallet';
import { walletOf } from './ledger';

/** A top-up is a `balance_add` the player pays online; an admin's `balance_add` is `by_admin`. */
export const isTopUp = (t: { transactionType: string; paymentMethod: string }) =>
  t.transactionType === 'balance_add' && t.paymentMethod === 'online_transfer';

/**
 * Called when a transaction has just become paid (gateway notification or the admin's manual pay): a top-up
 * credits the main account now, under the player's row lock, and its row records the balances of that moment,
 * so the ledger (after − before summed per player = the wallet) holds. Anything else is left alone.
 */
export async function creditPaidTopUp(tx: Executor, transactionId: number, actorId: number | null) {
  const [t] = await tx.select().from(transactions).where(eq(transactions.id, transactionId));
  if (!t || t.status !== 'paid' || !isTopUp(t) || t.mainAfter !== t.mainBefore) return;
  const user = await lockUser(tx, t.userId);
  const before = walletOf(user);
  const after = { ...before, main: before.main + t.value };
  await setWallet(tx, t.userId, after, { actorId, comment: `Doładowanie ${t.identifier}` });
  const [updated] = await tx
    .update(transactions)
    .set({
      mainBefore: before.main,
      bonusBefore: before.bonus,
      depositBefore: before.deposit,
      mainAfter: after.main,
      bonusAfter: after.bonus,
      depositAfter: after.deposit,
      updatedAt: new Date(),
    })
    .where(eq(transactions.id, t.id))
    .returning();
  await recordAudit(tx, {
    type: 'Transaction',
    id: t.id,
    userId: actorId,
    action: 'update',
    before: t,
    after: updated,
    comment: `Doładowanie ${t.identifier}`,
  });
}
