import {
  BASKET_PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
  formatPln,
  type BasketPaymentMethod,
  type PaymentMethod,
  type RefundAccount,
} from '@sportdesk/contract';

/** The order the activity page proposes a payment method in (the player can change it in the basket). */
const PREFERRED: BasketPaymentMethod[] = [
  'online_transfer',
  'prepaid',
  'bonus_account',
  'cash',
  'benefit',
  'ok_system',
  'fitprofit',
];

/** The first method the activity allows (its `pay_by_*` flags), or null. */
export const defaultMethod = (flags: readonly string[]) =>
  PREFERRED.find((m) => flags.includes(BASKET_PAYMENT_METHODS[m])) ?? null;

export const methodLabel = (method: string) => PAYMENT_METHOD_LABELS[method as PaymentMethod] ?? method;

const ACCOUNT_NAMES: Record<Exclude<RefundAccount, null>, string> = {
  main: 'konto główne',
  bonus: 'konto bonusowe',
  deposit: 'konto kaucji',
};

/** "Zwrot 40,00 zł na konto główne" or why nothing comes back. */
export function refundText(refund: { amount: number; account: RefundAccount }) {
  if (!refund.account || refund.amount <= 0) return 'Bez zwrotu — nic nie zostało pobrane z konta ani zapłacone online.';
  return `Zwrot ${formatPln(refund.amount)} na ${ACCOUNT_NAMES[refund.account]}.`;
}

/** "1 pozycja", "2 pozycje", "5 pozycji" */
export function itemsText(count: number) {
  if (count === 1) return '1 pozycja';
  const last = count % 10;
  const lastTwo = count % 100;
  return `${count} ${last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14) ? 'pozycje' : 'pozycji'}`;
}
