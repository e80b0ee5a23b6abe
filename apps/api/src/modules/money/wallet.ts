import { eq } from 'drizzle-orm';
import {
  ErrorCode,
  msg,
  toGrosze,
  toPln,
  type Wallet,
  type WalletAccount,
  type WalletDirection,
  type WalletOperationValues,
  warsawToday,
} from '@sportdesk/contract';
import { users } from '../../db/schema/index';
import type { Db, Executor } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { updateUser, type UserRow } from '../users/public';
import { insertTransaction, walletOf, type WalletState } from './ledger';
import { onDepositDrop } from './wallet-events';

/** Europe/Warsaw calendar day, YYYY-MM-DD. */

/** The bonus may be spent until the end of its expiration day (Europe/Warsaw); without a date it does not expire. */
export const bonusSpendable = (u: Pick<UserRow, 'accountBonusValue' | 'bonusExpirationDate'>, now: Date = new Date()) =>
  u.bonusExpirationDate && u.bonusExpirationDate < warsawToday(now) ? 0 : u.accountBonusValue;

export const toWallet = (u: UserRow, transactionId?: number): Wallet => ({
  user_id: u.id,
  account_value: toPln(u.accountBalance + u.accountBonusValue + u.accountDepositValue),
  account_balance: toPln(u.accountBalance),
  account_bonus_value: toPln(u.accountBonusValue),
  account_deposit_value: toPln(u.accountDepositValue),
  bonus_expiration_date: u.bonusExpirationDate,
  spendable_bonus: toPln(bonusSpendable(u)),
  ...(transactionId ? { transaction_id: transactionId } : {}),
});

const COLUMN = { balance: 'accountBalance', bonus: 'accountBonusValue', deposit: 'accountDepositValue' } as const;
const STATE_KEY = { balance: 'main', bonus: 'bonus', deposit: 'deposit' } as const;
const SHORTFALL = { balance: msg.insufficientBalance, bonus: msg.insufficientBonus, deposit: msg.insufficientDeposit } as const;

/** Locks the user's row for the rest of the database transaction (every wallet change goes through this). */
export async function lockUser(tx: Executor, userId: number) {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!row || row.deletedAt) throw notFound();
  return row;
}

/**
 * Writes a new wallet state for a locked user: updates the row (with its audit) and returns it.
 * No account may go below 0 (docs/decisions.md "Money").
 */
export async function setWallet(
  tx: Executor,
  userId: number,
  next: WalletState,
  opts: { actorId: number | null; comment?: string },
) {
  return updateUser(
    tx,
    userId,
    { accountBalance: next.main, accountBonusValue: next.bonus, accountDepositValue: next.deposit },
    { actorId: opts.actorId, comment: opts.comment },
  );
}

/**
 * `POST admin/users/{id}/<account>_<add|delete>`: one operation, one database transaction holding the
 * user's row lock: the new wallet, its audit, and a transaction with the balances before and after.
 */
export async function walletOperation(
  db: Db,
  userId: number,
  account: WalletAccount,
  direction: WalletDirection,
  input: WalletOperationValues,
  actorId: number | null,
): Promise<Wallet> {
  const amount = toGrosze(input.value);
  const { user, transactionId } = await db.transaction(async (tx) => {
    const locked = await lockUser(tx, userId);
    const before = walletOf(locked);
    const key = STATE_KEY[account];
    const after = { ...before, [key]: before[key] + (direction === 'add' ? amount : -amount) };
    if (after[key] < 0) throw new AppError(ErrorCode.BUSINESS_RULE, SHORTFALL[account], { value: SHORTFALL[account] });
    const comment = input.comment || undefined;
    const updated = await setWallet(tx, userId, after, { actorId, comment });
    const row = await insertTransaction(tx, {
      userId,
      transactionType: `${account}_${direction}`,
      paymentMethod: 'by_admin',
      status: 'paid',
      value: amount,
      before,
      after,
      comment,
      actorId,
    });
    if (account === 'deposit' && direction === 'delete')
      await onDepositDrop(tx, { user: updated, amount, transactionId: row.id, actorId });
    return { user: updated, transactionId: row.id };
  });
  return toWallet(user, transactionId);
}

export { COLUMN as WALLET_COLUMNS };
