import { randomInt } from 'node:crypto';
import { transactions } from '../../db/schema/index';
import type { Executor } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import type { UserRow } from '../users/public';

export type TransactionRowDb = typeof transactions.$inferSelect;

const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
/** `SD-250312-7KQ2MX`: date of the transaction (UTC) and a random part; unique by index. */
export function newTransactionIdentifier(now: Date = new Date()) {
  const day = now.toISOString().slice(2, 10).replaceAll('-', '');
  let random = '';
  for (let i = 0; i < 6; i++) random += ALPHABET[randomInt(ALPHABET.length)];
  return `SD-${day}-${random}`;
}

export interface WalletState {
  main: number;
  bonus: number;
  deposit: number;
}
export const walletOf = (u: Pick<UserRow, 'accountBalance' | 'accountBonusValue' | 'accountDepositValue'>): WalletState => ({
  main: u.accountBalance,
  bonus: u.accountBonusValue,
  deposit: u.accountDepositValue,
});

export interface NewTransaction {
  userId: number;
  transactionType: string;
  paymentMethod: string;
  status: 'paid' | 'unpaid' | 'canceled';
  value: number;
  onlineValue?: number;
  before: WalletState;
  after: WalletState;
  comment?: string | null;
  actorId: number | null;
  /** A refund's purchase (`original_transaction_id`). */
  originalTransactionId?: number | null;
}

/**
 * Writes a transaction with the wallet before and after, and its audit row, in the caller's
 * database transaction (which must hold the user's row lock).
 */
export async function insertTransaction(tx: Executor, t: NewTransaction): Promise<TransactionRowDb> {
  const now = new Date();
  const [row] = await tx
    .insert(transactions)
    .values({
      identifier: newTransactionIdentifier(now),
      userId: t.userId,
      transactionType: t.transactionType,
      paymentMethod: t.paymentMethod,
      status: t.status,
      value: t.value,
      onlineValue: t.onlineValue ?? 0,
      mainBefore: t.before.main,
      bonusBefore: t.before.bonus,
      depositBefore: t.before.deposit,
      mainAfter: t.after.main,
      bonusAfter: t.after.bonus,
      depositAfter: t.after.deposit,
      comment: t.comment || null,
      originalTransactionId: t.originalTransactionId ?? null,
      createdById: t.actorId,
      paidAt: t.status === 'paid' ? now : null,
      date: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await recordAudit(tx, {
    type: 'Transaction',
    id: row.id,
    userId: t.actorId,
    action: 'create',
    after: row,
    comment: t.comment ?? null,
  });
  return row;
}
