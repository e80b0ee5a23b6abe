import { asc, eq, inArray, sql } from 'drizzle-orm';
import {
  activities,
  basketItems,
  payments,
  promoCodes,
  promoCodeUsages,
  transactionItems,
  transactions,
} from '../../db/schema/index';
import type { Executor } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { releaseTransactionPlaces } from '../enrolment/public';
import { insertTransaction, walletOf } from './ledger';
import { lockUser, setWallet } from './wallet';

/**
 * Undoes an unpaid checkout (the gateway said canceled, or could not start): refunds the wallet parts
 * with a `refund` transaction, releases the codes and spots, puts the items back in the basket.
 * Returns false when the transaction was not unpaid any more.
 */
export async function cancelCheckout(tx: Executor, transactionId: number, actorId: number | null) {
  const [t] = await tx.select().from(transactions).where(eq(transactions.id, transactionId)).for('update');
  if (!t || t.status !== 'unpaid') return false;
  const buyer = await lockUser(tx, t.userId);
  const items = await tx.select().from(transactionItems).where(eq(transactionItems.transactionId, transactionId));
  const activityIds = [...new Set(items.map((i) => i.activityId).filter((v): v is number => v !== null))].sort((a, b) => a - b);
  if (activityIds.length)
    await tx
      .select({ id: activities.id })
      .from(activities)
      .where(inArray(activities.id, activityIds))
      .orderBy(asc(activities.id))
      .for('update');
  // Only the places still held are undone: one the staff already removed (refunded "with costs" or not) while the
  // payment was pending is neither refunded nor counted off again, nor put back in the basket.
  const held = await releaseTransactionPlaces(tx, transactionId);
  const stillHeld = (i: (typeof items)[number]) => held.some((e) => e.activityId === i.activityId && e.userId === i.userId);
  const main = items.filter((i) => i.paymentMethod === 'prepaid' && stillHeld(i)).reduce((s, i) => s + i.value, 0);
  const bonus = items.filter((i) => i.paymentMethod === 'bonus_account' && stillHeld(i)).reduce((s, i) => s + i.value, 0);
  if (main || bonus) {
    const before = walletOf(buyer);
    const after = { ...before, main: before.main + main, bonus: before.bonus + bonus };
    await setWallet(tx, t.userId, after, { actorId, comment: `Zwrot za anulowaną transakcję ${t.identifier}` });
    await insertTransaction(tx, {
      userId: t.userId,
      transactionType: 'refund',
      paymentMethod: main ? 'prepaid' : 'bonus_account',
      status: 'paid',
      value: main + bonus,
      before,
      after,
      comment: `Zwrot za anulowaną transakcję ${t.identifier}`,
      actorId,
    });
  }
  const usages = await tx.delete(promoCodeUsages).where(eq(promoCodeUsages.transactionId, transactionId)).returning();
  for (const u of usages)
    await tx
      .update(promoCodes)
      .set({ usageCount: sql`${promoCodes.usageCount} - 1` })
      .where(eq(promoCodes.id, u.promoCodeId));
  const codes = usages.length
    ? await tx
        .select()
        .from(promoCodes)
        .where(
          inArray(
            promoCodes.id,
            usages.map((u) => u.promoCodeId),
          ),
        )
    : [];
  const codeById = new Map(codes.map((c) => [c.id, c.code]));
  for (const i of items)
    if (i.activityId && i.userId && stillHeld(i))
      await tx
        .insert(basketItems)
        .values({
          userId: t.userId,
          participantId: i.userId,
          activityId: i.activityId,
          paymentMethod: i.paymentMethod,
          promoCode: i.promoCodeId ? (codeById.get(i.promoCodeId) ?? null) : null,
        })
        .onConflictDoNothing();
  const now = new Date();
  const [after] = await tx
    .update(transactions)
    .set({ status: 'canceled', updatedAt: now })
    .where(eq(transactions.id, transactionId))
    .returning();
  await tx.update(payments).set({ status: 'canceled', finishedAt: now }).where(eq(payments.transactionId, transactionId));
  await recordAudit(tx, {
    type: 'Transaction',
    id: transactionId,
    userId: actorId,
    action: 'update',
    before: t,
    after,
    comment: 'Płatność anulowana',
  });
  return true;
}
