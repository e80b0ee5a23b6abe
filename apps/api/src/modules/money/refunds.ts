import { and, eq, inArray } from 'drizzle-orm';
import { activities, activityParticipants, transactionItems, transactions } from '../../db/schema/index';
import type { Executor } from '../../db/client';
import { refund, type RefundAccount } from './charge';
import { refundOf } from './refund-rule';
import { lockUser } from './wallet';

/** An entry on an activity's list as far as its money goes. */
export interface EntryMoney {
  activityId: number;
  /** The participant (the child, when a parent paid). */
  userId: number;
  reserve: boolean;
  transactionId: number | null;
}

/** Whether the entry's purchase was already given back by a linked refund (a cancellation, a resignation). */
export async function refundedAlready(tx: Executor, e: { transactionId: number; activityId: number; userId: number }) {
  const [row] = await tx
    .select({ id: transactions.id })
    .from(transactions)
    .innerJoin(transactionItems, eq(transactionItems.transactionId, transactions.id))
    .where(
      and(
        eq(transactions.originalTransactionId, e.transactionId),
        eq(transactionItems.itemType, 'refund'),
        eq(transactionItems.activityId, e.activityId),
        eq(transactionItems.userId, e.userId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export interface EntryRefund {
  amount: number;
  account: RefundAccount | null;
  pending: boolean;
  payerId: number | null;
  transactionId: number | null;
}

/**
 * Gives an entry's money back once (`refundOf`'s rule), linked to its purchase: nothing when it was never paid
 * from the wallet or online, when the online payment is still open (`pending`), or when a linked refund exists
 * already. The caller holds the payer's row lock (users in id order, then the activity).
 */
export async function refundEntry(
  tx: Executor,
  entry: EntryMoney,
  opts: { actorId: number | null; comment: string; transactionType: 'resign_activity' | 'refund' },
): Promise<EntryRefund> {
  const none: EntryRefund = { amount: 0, account: null, pending: false, payerId: null, transactionId: null };
  if (entry.reserve || !entry.transactionId) return none;
  const [transaction] = await tx.select().from(transactions).where(eq(transactions.id, entry.transactionId));
  const [item] = transaction
    ? await tx
        .select()
        .from(transactionItems)
        .where(
          and(
            eq(transactionItems.transactionId, transaction.id),
            eq(transactionItems.itemType, 'activity'),
            eq(transactionItems.activityId, entry.activityId),
            eq(transactionItems.userId, entry.userId),
          ),
        )
    : [];
  const back = refundOf({ reserve: entry.reserve, transaction, item });
  if (back.pending) return { ...none, pending: true, payerId: transaction.userId };
  if (!back.account || !transaction) return none;
  const original = { transactionId: transaction.id, activityId: entry.activityId, participantId: entry.userId };
  if (await refundedAlready(tx, { ...original, userId: entry.userId })) return none;
  const row = await refund(tx, await lockUser(tx, transaction.userId), back.amount, {
    actorId: opts.actorId,
    comment: opts.comment,
    account: back.account,
    transactionType: opts.transactionType,
    original,
  });
  return { amount: back.amount, account: back.account, pending: false, payerId: transaction.userId, transactionId: row.id };
}

/**
 * A payment confirmed after its activity was cancelled: the places it bought on a cancelled activity that are still
 * on the list are refunded now, as the cancellation would have (it left them while the payment was open). Called
 * when a transaction becomes paid, holding the transaction's row lock; takes the payer's lock before reading the
 * activities, so a cancellation running at the same moment is either seen or sees this payment.
 */
export async function refundCancelledPlaces(tx: Executor, transactionId: number, actorId: number | null) {
  const [t] = await tx.select().from(transactions).where(eq(transactions.id, transactionId));
  if (!t || t.status !== 'paid' || t.transactionType !== 'buy_activity') return;
  await lockUser(tx, t.userId);
  const held = await tx
    .select({ entry: activityParticipants, name: activities.name, date: activities.date, startAt: activities.startAt })
    .from(activityParticipants)
    .innerJoin(activities, eq(activities.id, activityParticipants.activityId))
    .where(and(eq(activityParticipants.transactionId, transactionId), eq(activities.canceled, true)));
  if (!held.length) return;
  await tx
    .select({ id: activities.id })
    .from(activities)
    .where(inArray(activities.id, [...new Set(held.map((h) => h.entry.activityId))]))
    .for('update');
  for (const h of held)
    await refundEntry(tx, h.entry, {
      actorId,
      comment: `Zwrot za odwołane zajęcia: ${h.name ?? 'Zajęcia'} ${h.date} ${String(h.startAt).slice(0, 5)}`,
      transactionType: 'refund',
    });
}
