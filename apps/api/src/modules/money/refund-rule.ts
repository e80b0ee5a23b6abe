import type { RefundAccount } from '@sportdesk/contract';

/**
 * Methods whose money the platform holds for the player, and the account a refund gives it back to: the main
 * account for the main account and online transfers (the online money is not sent back to the card or bank — it
 * stays with the player as main-account credit), the bonus account for bonus money (docs/decisions.md
 * "Cancelling an activity"). No checkout method pays from the deposit, so nothing maps to it yet; `refund` accepts it.
 */
const REFUND_ACCOUNT: Record<string, Exclude<RefundAccount, null>> = {
  prepaid: 'main',
  online_transfer: 'main',
  bonus_account: 'bonus',
};

export interface RefundInput {
  reserve: boolean;
  transaction: { status: string } | null | undefined;
  item: { value: number; paymentMethod: string } | null | undefined;
}

/**
 * What an entry's money back is — the one rule of a player's resignation and of a cancelled activity
 * (docs/decisions.md "Player portal, booking", "Cancelling an activity"): the whole amount paid for the entry, in
 * grosze, to the account above. Cash and card entries are settled at the venue (nothing was taken), a reserve-list
 * place was never charged, an entry added by the staff without costs has no transaction. `pending` while the online
 * payment is still open.
 */
export function refundOf({ reserve, transaction, item }: RefundInput): {
  amount: number;
  account: RefundAccount;
  pending: boolean;
} {
  const none = { amount: 0, account: null, pending: false };
  if (reserve || !transaction) return none;
  if (transaction.status === 'unpaid') return { ...none, pending: true };
  if (transaction.status !== 'paid' || !item) return none;
  const account = REFUND_ACCOUNT[item.paymentMethod];
  return account && item.value > 0 ? { amount: item.value, account, pending: false } : none;
}
