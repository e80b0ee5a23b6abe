import { toGrosze, type PlayerTopUpResult } from '@sportdesk/contract';
import { payments } from '../../db/schema/index';
import type { AppDeps } from '../../lib/deps';
import { gatewayOf } from './gateway';
import { insertTransaction, walletOf } from './ledger';
import { openPaymentPage, publicBase } from './online-payment';
import { lockUser } from './wallet';

/** Where the gateway sends the player back: the portal's wallet page, naming the top-up. */
export const PORTAL_WALLET_PATH = '/portal/portfel';

/**
 * `POST users/current/wallet/top_up`: an unpaid `balance_add` transaction (online transfer, the wallet unchanged
 * until paid) and a pending payment in one database transaction, then the gateway's payment page. The money
 * reaches the main account only when the gateway's signed notification says paid (`creditPaidTopUp`).
 */
export async function startTopUp(deps: AppDeps, userId: number, value: number): Promise<PlayerTopUpResult> {
  const amount = toGrosze(value);
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
  const back = `${publicBase(deps)}${PORTAL_WALLET_PATH}?doladowanie=${transaction.id}`;
  const redirect = await openPaymentPage(deps, {
    payment,
    transactionId: transaction.id,
    description: `Doładowanie konta ${transaction.identifier}`,
    email,
    returnUrl: back,
    cancelUrl: back,
  });
  return { transaction_id: transaction.id, identifier: transaction.identifier, value, redirect_url: redirect };
}
