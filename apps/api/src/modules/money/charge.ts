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

/** The wallet account a refund goes back to: the main account, or the bonus account for bonus money. */
export type RefundAccount = 'main' | 'bonus';

/**
 * Gives an entry's money back to the payer (the caller holds the payer's row lock from `lockUser`): the account,
 * a paid `resign_activity` transaction. Used by the staff's removal "with costs" and the player's resignation.
 */
export async function refund(
  tx: Executor,
  payer: UserRow,
  amount: number,
  opts: { actorId: number | null; comment: string; account?: RefundAccount },
) {
  const account = opts.account ?? 'main';
  const before = walletOf(payer);
  const after = account === 'bonus' ? { ...before, bonus: before.bonus + amount } : { ...before, main: before.main + amount };
  if (amount > 0) await setWallet(tx, payer.id, after, { actorId: opts.actorId, comment: opts.comment });
  return insertTransaction(tx, {
    userId: payer.id,
    transactionType: 'resign_activity',
    paymentMethod: account === 'bonus' ? 'bonus_account' : 'prepaid',
    status: 'paid',
    value: amount,
    before,
    after,
    comment: opts.comment,
    actorId: opts.actorId,
  });
}
