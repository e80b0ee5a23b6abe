/** Payment methods (docs/spec/part-1.md §1, docs/spec/part-2.md §3 "Participant"): how an item or a transaction is
 * paid. */
export const PAYMENT_METHODS = [
  'prepaid',
  'bonus_account',
  'online_transfer',
  'cash',
  'benefit',
  'ok_system',
  'fitprofit',
  'by_admin',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  prepaid: 'Konto główne (prepaid)',
  bonus_account: 'Konto bonusowe',
  online_transfer: 'Przelew online',
  cash: 'Gotówka',
  benefit: 'Benefit',
  ok_system: 'OK System',
  fitprofit: 'FitProfit',
  by_admin: 'Przez administratora',
};
/** Methods a player may choose in the basket, with the activity flag that allows each. */
export const BASKET_PAYMENT_METHODS = {
  prepaid: 'pay_by_prepaid',
  bonus_account: 'pay_by_bonus_account',
  online_transfer: 'pay_by_online_transfer',
  cash: 'pay_by_cash',
  benefit: 'pay_by_benefit',
  ok_system: 'pay_by_ok_system',
  fitprofit: 'pay_by_fitprofit',
} as const;
export type BasketPaymentMethod = keyof typeof BASKET_PAYMENT_METHODS;
export const BASKET_PAYMENT_METHOD_NAMES = Object.keys(BASKET_PAYMENT_METHODS) as BasketPaymentMethod[];
/** Card-entry methods: the card programme pays the entry; the player pays only the supplement. */
export const CARD_METHODS: readonly PaymentMethod[] = ['benefit', 'ok_system', 'fitprofit'];

/** Where the player portal (`/portal`) shows the result of a checkout: the bookings page, or the basket after a cancel. */
export const PLAYER_PATHS = { transactions: '/portal/zapisy', basket: '/portal/koszyk' } as const;

/**
 * The local sandbox gateway (no real gateway configured; docs/decisions.md "Money"): its page in the portal, where
 * the signed-in owner of a payment pays or cancels it through `/api/v2/sandbox-gateway/payments/{id}`.
 */
export const SANDBOX_GATEWAY_PAGE = '/portal/bramka-testowa';
export interface SandboxPayment {
  id: number;
  transaction_id: number;
  /** The transaction's number (`identifier`). */
  identifier: string;
  /** PLN. */
  amount: number;
  status: 'pending' | 'paid' | 'canceled';
}
/** After Zapłać / Anuluj: the payment's state and the shop's address to go back to (a path on this site). */
export interface SandboxPaymentResult extends SandboxPayment {
  return_path: string;
}
