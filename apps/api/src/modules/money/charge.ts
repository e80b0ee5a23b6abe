import { ErrorCode, msg } from '@sportdesk/contract';
import { transactionItems } from '../../db/schema/index';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { insertTransaction, walletOf } from './ledger';
import { setWallet } from './wallet';
import type { UserRow } from '../users/public';

/**
 * Charges an activity's price to a player's main account through the money service (the caller holds
 * the user's row lock from `lockUser`): the wallet, a paid `buy_activity` transaction with its activity item.
 */
export async function chargeActivity(
  tx: Executor,
  user: UserRow,
  activity: { id: number; price: number },
  /** `participantId`: the person enrolled when someone else pays (a parent for their child); default the payer. */
  opts: { actorId: number | null; comment: string; participantId?: number },
) {
  const price = activity.price;
  const before = walletOf(user);
  if (before.main < price)
    throw new AppError(ErrorCode.BUSINESS_RULE, msg.insufficientBalance, { costs: msg.insufficientBalance });
  const after = { ...before, main: before.main - price };
  if (price > 0) await setWallet(tx, user.id, after, { actorId: opts.actorId, comment: opts.comment });
  const transaction = await insertTransaction(tx, {
    userId: user.id,
    transactionType: 'buy_activity',
    paymentMethod: 'prepaid',
    status: 'paid',
    value: price,
    before,
    after,
    comment: opts.comment,
    actorId: opts.actorId,
  });
  await tx.insert(transactionItems).values({
    transactionId: transaction.id,
    userId: opts.participantId ?? user.id,
    itemType: 'activity',
    activityId: activity.id,
    value: price,
    paymentMethod: 'prepaid',
  });
  return transaction;
}

/** The wallet account a refund goes back to: the main account, the bonus account, or the deposit. */
export type RefundAccount = 'main' | 'bonus' | 'deposit';

/** The payment method a refund transaction names for its account (no payment method names the deposit). */
const REFUND_METHOD: Record<RefundAccount, string> = { main: 'prepaid', bonus: 'bonus_account', deposit: 'by_admin' };

/** The purchase a refund gives back: the transaction, and the activity and participant of the item refunded. */
export interface RefundOriginal {
  transactionId: number;
  activityId: number;
  participantId: number;
}

/**
 * Gives an entry's money back to the payer (the caller holds the payer's row lock from `lockUser`): the account,
 * a paid transaction (`resign_activity` by default, `refund` for a cancelled activity). With `original` the refund
 * is linked to the purchase (`original_transaction_id`) and carries a `refund` item naming the activity and the
 * participant, so `refundedAlready` sees it and the activity's transactions list shows it.
 */
export async function refund(
  tx: Executor,
  payer: UserRow,
  amount: number,
  opts: {
    actorId: number | null;
    comment: string;
    account?: RefundAccount;
    transactionType?: 'resign_activity' | 'refund';
    original?: RefundOriginal;
  },
) {
  const account = opts.account ?? 'main';
  const before = walletOf(payer);
  const key = account === 'bonus' ? 'bonus' : account === 'deposit' ? 'deposit' : 'main';
  const after = { ...before, [key]: before[key] + amount };
  if (amount > 0) await setWallet(tx, payer.id, after, { actorId: opts.actorId, comment: opts.comment });
  const row = await insertTransaction(tx, {
    userId: payer.id,
    transactionType: opts.transactionType ?? 'resign_activity',
    paymentMethod: REFUND_METHOD[account],
    status: 'paid',
    value: amount,
    before,
    after,
    comment: opts.comment,
    actorId: opts.actorId,
    originalTransactionId: opts.original?.transactionId ?? null,
  });
  if (opts.original)
    await tx.insert(transactionItems).values({
      transactionId: row.id,
      userId: opts.original.participantId,
      itemType: 'refund',
      activityId: opts.original.activityId,
      value: amount,
      paymentMethod: REFUND_METHOD[account],
    });
  return row;
}
