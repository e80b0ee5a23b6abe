import { z } from 'zod';
import { boundedText } from './common';
import { isRealDate } from './benefit-entries';
import { msg } from './messages';
import { warsawToday } from './activity-list';

/** Wallet accounts of a user (docs/spec/part-1.md §3/§5): main balance, bonus account, deposit. */
export const WALLET_ACCOUNTS = ['balance', 'bonus', 'deposit'] as const;
export type WalletAccount = (typeof WALLET_ACCOUNTS)[number];
export const WALLET_ACCOUNT_LABELS: Record<WalletAccount, string> = {
  balance: 'Konto główne',
  bonus: 'Konto bonusowe',
  deposit: 'Kaucja',
};
export const WALLET_DIRECTIONS = ['add', 'delete'] as const;
export type WalletDirection = (typeof WALLET_DIRECTIONS)[number];
/** `balance_add`, `bonus_delete`, …: the action names of `POST admin/users/{id}/<action>`. */
export type WalletAction = `${WalletAccount}_${WalletDirection}`;
export const WALLET_ACTIONS = WALLET_ACCOUNTS.flatMap((a) => WALLET_DIRECTIONS.map((d) => `${a}_${d}` as WalletAction));

/** Largest single wallet operation, in PLN. */
export const WALLET_MAX_OPERATION = 100_000;

/** A required amount in PLN: a number or a numeric text ("12,50"), more than 0, at most two decimals. */
export const walletValue = z.preprocess(
  (v) => {
    if (v === null || v === undefined) return undefined;
    if (typeof v === 'string') {
      const text = v.trim().replace(',', '.');
      if (text === '') return undefined;
      return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
    }
    return v;
  },
  z
    .number({ error: (issue) => (issue.input === undefined ? msg.required : msg.mustBeNumber) })
    .refine((n) => Number.isFinite(n), msg.mustBeNumber)
    .refine((n) => n > 0, msg.walletPositive)
    .refine((n) => n <= WALLET_MAX_OPERATION, msg.greaterThanMax)
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, msg.walletTwoDecimals),
);

/** `{ value, comment }` of a wallet operation. */
export const walletOperationInput = z.object({
  value: walletValue,
  comment: boundedText(1000).trim().optional().default(''),
});
export type WalletOperationInput = z.input<typeof walletOperationInput>;
export type WalletOperationValues = z.output<typeof walletOperationInput>;

export const walletBodies = {
  balance: z.object({ balance: walletOperationInput }),
  bonus: z.object({ bonus: walletOperationInput }),
  deposit: z.object({ deposit: walletOperationInput }),
} as const;

/** Wallet state as returned after an operation (PLN). */
export const wallet = z.object({
  user_id: z.number(),
  account_value: z.number(),
  account_balance: z.number(),
  account_bonus_value: z.number(),
  account_deposit_value: z.number(),
  bonus_expiration_date: z.string().nullable(),
  /** Bonus that may be spent now: 0 once bonus_expiration_date has passed. */
  spendable_bonus: z.number(),
  transaction_id: z.number().optional(),
});
export type Wallet = z.infer<typeof wallet>;

/**
 * `PATCH admin/users/{id}/bonus_expiration`: the last day (Europe/Warsaw) the bonus may be spent,
 * yyyy-mm-dd, today or later; '' or null clears it (the bonus does not expire).
 */
export const bonusExpirationInput = z.object({
  bonus_expiration_date: z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z
      .string({ error: msg.dateFormat })
      .regex(/^\d{4}-\d{2}-\d{2}$/, msg.dateFormat)
      .refine(isRealDate, msg.invalidDate)
      .refine((v) => v >= warsawToday(), msg.dateInPast)
      .nullable(),
  ),
});
export type BonusExpirationInput = z.input<typeof bonusExpirationInput>;
export const bonusExpirationBody = z.object({ user: bonusExpirationInput });
