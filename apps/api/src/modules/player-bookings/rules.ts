import type { RefundAccount } from '@sportdesk/contract';

/** Methods whose money the platform holds for the player, and the account a resignation gives it back to. */
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
 * What a resignation before the start gives back (docs/decisions.md "Player portal, booking"): the whole amount
 * paid for the entry, in grosze — the main account for the main account and online transfers, the bonus account
 * for bonus money. Cash and card entries are settled at the venue (nothing was taken), a reserve-list place was
 * never charged, an entry added by the staff without costs has no transaction. `pending` while the online
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
