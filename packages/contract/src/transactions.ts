import { z } from 'zod';
import { boundedText, dateFilter, orderDir, pagingQuery, queryBool, queryInt, queryText } from './common';
import { PAYMENT_METHODS } from './payments';

export const TRANSACTION_STATUSES = ['paid', 'canceled', 'unpaid'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];
export const TRANSACTION_STATUS_LABELS: Record<TransactionStatus, string> = {
  paid: 'Opłacone',
  canceled: 'Anulowane',
  unpaid: 'Nieopłacone',
};

export const TRANSACTION_TYPES = [
  'buy_activity',
  'resign_activity',
  'balance_add',
  'balance_delete',
  'bonus_add',
  'bonus_delete',
  'deposit_add',
  'deposit_delete',
  'refund',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export const TRANSACTION_TYPE_LABELS: Record<TransactionType, string> = {
  buy_activity: 'Zakup zajęć',
  resign_activity: 'Rezygnacja z zajęć',
  balance_add: 'Doładowanie konta głównego',
  balance_delete: 'Obciążenie konta głównego',
  bonus_add: 'Doładowanie konta bonusowego',
  bonus_delete: 'Obciążenie konta bonusowego',
  deposit_add: 'Wpłata kaucji',
  deposit_delete: 'Pobranie kaucji',
  refund: 'Zwrot środków',
};

const balances = z.object({ main: z.number(), bonus: z.number(), deposit: z.number() });

const userRef = z.object({
  id: z.number(),
  identifier: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
  label: z.string(),
});

export const transactionItemPromoCode = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  value: z.number(),
  value_type: z.string(),
  discount: z.number(),
});

export const transactionItem = z.object({
  id: z.number(),
  user: userRef.nullable(),
  item_type: z.string(),
  targetable: z.object({ type: z.string(), id: z.number(), label: z.string() }).nullable(),
  value: z.number(),
  supplement: z.number(),
  payment_method: z.enum(PAYMENT_METHODS),
  transaction_item_promo_code: transactionItemPromoCode.nullable(),
});
export type TransactionItem = z.infer<typeof transactionItem>;

export const transactionRow = z.object({
  id: z.number(),
  identifier: z.string(),
  date: z.string(),
  created_at: z.string(),
  transaction_type: z.enum(TRANSACTION_TYPES),
  payment_method: z.enum(PAYMENT_METHODS),
  status: z.enum(TRANSACTION_STATUSES),
  value: z.number(),
  user: userRef.nullable(),
});
export type TransactionRow = z.infer<typeof transactionRow>;

export const transaction = transactionRow.extend({
  balances_before: balances,
  balances_after: balances,
  /** Amount still due through the payment gateway (0 when nothing is paid online). */
  online_value: z.number(),
  paid_at: z.string().nullable(),
  items: z.array(transactionItem),
  promo_codes: z.array(transactionItemPromoCode),
  comments: z.array(z.object({ comment: z.string(), user: userRef.nullable(), created_at: z.string() })),
  /** True for an unpaid online-transfer transaction: the admin may mark it paid by hand. */
  can_pay: z.boolean(),
  /** A refund's purchase: the transaction whose money it gives back (docs/decisions.md "Cancelling an activity"). */
  original_transaction: z.object({ id: z.number(), identifier: z.string() }).nullable(),
});
export type Transaction = z.infer<typeof transaction>;

/** Orders of docs/spec/part-2.md §9: default `transactions.date` ascending; `created_at` ascending or descending. */
export const TRANSACTION_ORDERS = ['date', 'created_at'] as const;

export const transactionListQuery = pagingQuery(25).extend({
  /** `search=true` (docs/spec/part-2.md §7): the search list's flag; the filters do the searching. */
  search: queryBool().optional(),
  with_id: queryInt().optional(),
  with_identifier: queryText(),
  with_created_at_greater: dateFilter(),
  with_created_at_less: dateFilter(),
  with_user_id: queryInt().optional(),
  with_activity_id: queryInt().optional(),
  order: z.enum(TRANSACTION_ORDERS).optional().default('date'),
  order_dir: orderDir.optional().default('asc'),
});
export type TransactionListQuery = z.input<typeof transactionListQuery>;

export const transactionPayBody = z.object({ comment: boundedText(1000).trim().optional() }).optional();
