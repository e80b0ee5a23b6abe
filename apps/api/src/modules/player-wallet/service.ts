import { toPln, type PlayerWallet } from '@sportdesk/contract';
import type { AppDeps } from '../../lib/deps';
import { notFound } from '../../lib/errors';
import { findUserById, type UserRow } from '../users/public';
import { bonusSpendable } from '../money/public';

export function toPlayerWallet(u: UserRow, now: Date = new Date()): PlayerWallet {
  const spendable = bonusSpendable(u, now);
  return {
    account_value: toPln(u.accountBalance + u.accountBonusValue + u.accountDepositValue),
    account_balance: toPln(u.accountBalance),
    account_bonus_value: toPln(u.accountBonusValue),
    spendable_bonus: toPln(spendable),
    bonus_expiration_date: u.bonusExpirationDate,
    bonus_expired: u.accountBonusValue > 0 && spendable === 0,
    account_deposit_value: toPln(u.accountDepositValue),
  };
}

export async function playerWallet(deps: AppDeps, userId: number) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw notFound();
  return toPlayerWallet(user);
}
