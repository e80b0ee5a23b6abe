import { eq } from 'drizzle-orm';
import { ErrorCode, msg, toGrosze, toPln, type PlayerTopUpResult, type PlayerWallet } from '@sportdesk/contract';
import { payments } from '../../db/schema/index';
import type { AppDeps } from '../../lib/deps';
import { AppError, notFound } from '../../lib/errors';
import { findUserById, type UserRow } from '../users/service';
import { bonusSpendable, lockUser } from '../wallets/service';
import { insertTransaction, walletOf } from '../transactions/ledger';
import { gatewayOf, NOTIFY_PATH } from '../payments/gateway';
import { cancelCheckout } from '../baskets/service';

/** Where the gateway sends the player back: the portal's wallet page, naming the top-up. */
export const PORTAL_WALLET_PATH = '/portal/portfel';

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

/**
 * `POST users/current/wallet/top_up`: an unpaid `balance_add` transaction (online transfer, the wallet unchanged
 * until paid) and a pending payment in one database transaction, then the gateway's payment page. The money
 * reaches the main account only when the gateway's signed notification says paid (`creditPaidTopUp`).
 */
export async function startTopUp(deps: AppDeps, userId: number, value: number): Promise<PlayerTopUpResult> {
  const amount = toGrosze(value);
  const base = deps.config.publicUrl.replace(/\/$/, '');
  const gateway = gatewayOf(deps);
  const { transaction, payment, email } = await deps.db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    const wallet = walletOf(user);
    const transaction = await insertTransaction(tx, {
      userId,
      transactionType: 'balance_add',
      paymentMethod: 'online_transfer',
      status: 'unpaid',
      value: amount,
      onlineValue: amount,
      before: wallet,
      after: wallet,
      comment: 'Doładowanie konta głównego przez bramkę płatności',
      actorId: userId,
    });
    const [payment] = await tx
      .insert(payments)
      .values({ transactionId: transaction.id, gateway: gateway.name, amount })
      .returning();
    return { transaction, payment, email: user.email };
  });
  const back = `${base}${PORTAL_WALLET_PATH}?doladowanie=${transaction.id}`;
  try {
    const created = await gateway.createPayment({
      paymentId: payment.id,
      amount,
      description: `Doładowanie konta ${transaction.identifier}`,
      email,
      notifyUrl: `${base}${NOTIFY_PATH}`,
      returnUrl: back,
      cancelUrl: back,
    });
    await deps.db.update(payments).set({ externalId: created.externalId }).where(eq(payments.id, payment.id));
    return { transaction_id: transaction.id, identifier: transaction.identifier, value, redirect_url: created.redirectUrl };
  } catch {
    await deps.db.transaction((tx) => cancelCheckout(tx, transaction.id, null));
    throw new AppError(ErrorCode.SERVICE_UNAVAILABLE, msg.paymentGatewayDown);
  }
}
