import { eq } from 'drizzle-orm';
import { ErrorCode, msg } from '@sportdesk/contract';
import { payments, transactions } from '../../db/schema/index';
import type { Executor } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { recordAudit } from '../../lib/audit';
import { creditPaidTopUp } from './credit';
import { refundCancelledPlaces } from './refunds';

/** Locks a transaction row for the rest of the database transaction. */
export async function lockTransaction(tx: Executor, id: number) {
  const [row] = await tx.select().from(transactions).where(eq(transactions.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

/**
 * Marks an unpaid transaction paid (the gateway's notification or the admin's manual pay), with its
 * audit row. Returns false when it was not unpaid any more: a repeated call changes nothing.
 */
export async function markTransactionPaid(
  tx: Executor,
  id: number,
  opts: { actorId: number | null; comment: string; gateway?: string },
): Promise<boolean> {
  const before = await lockTransaction(tx, id);
  if (before.status !== 'unpaid') return false;
  const now = new Date();
  const [after] = await tx
    .update(transactions)
    .set({ status: 'paid', paidAt: now, updatedAt: now })
    .where(eq(transactions.id, id))
    .returning();
  await tx
    .update(payments)
    .set({ status: 'paid', finishedAt: now, ...(opts.gateway ? { gateway: opts.gateway } : {}) })
    .where(eq(payments.transactionId, id));
  await recordAudit(tx, {
    type: 'Transaction',
    id,
    userId: opts.actorId,
    action: 'update',
    before,
    after,
    comment: opts.comment,
  });
  // A player's top-up reaches the main account only now (modules/player-wallet).
  await creditPaidTopUp(tx, id, opts.actorId);
  // A place on an activity cancelled while this payment was open is given back now (docs/decisions.md).
  await refundCancelledPlaces(tx, id, opts.actorId);
  return true;
}

/** The manual pay action: only for an unpaid online-transfer transaction (docs/spec/part-2.md §4). */
export async function payTransactionManually(db: Executor, id: number, actorId: number, comment?: string) {
  return db.transaction(async (tx) => {
    const row = await lockTransaction(tx, id);
    if (row.status !== 'unpaid' || row.paymentMethod !== 'online_transfer')
      throw new AppError(ErrorCode.BUSINESS_RULE, msg.transactionNotPayable);
    await markTransactionPaid(tx, id, { actorId, comment: comment || 'Opłacono ręcznie', gateway: 'manual' });
  });
}
