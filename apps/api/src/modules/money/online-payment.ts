import { eq } from 'drizzle-orm';
import { ErrorCode, msg } from '@sportdesk/contract';
import { payments } from '../../db/schema/index';
import type { AppDeps } from '../../lib/deps';
import { AppError } from '../../lib/errors';
import { cancelCheckout } from './cancel';
import { gatewayOf, NOTIFY_PATH } from './gateway';

export const publicBase = (deps: AppDeps) => deps.config.publicUrl.replace(/\/$/, '');

/**
 * Opens the gateway's payment page for a pending payment the caller's committed transaction created. When the
 * gateway cannot start it, the unpaid transaction is undone (`cancelCheckout`: wallet parts back, places and codes
 * released) and the player hears that payments are down. Returns where to send the player.
 */
export async function openPaymentPage(
  deps: AppDeps,
  p: {
    payment: { id: number; amount: number };
    transactionId: number;
    description: string;
    email: string | null;
    returnUrl: string;
    cancelUrl: string;
  },
): Promise<string> {
  try {
    const created = await gatewayOf(deps).createPayment({
      paymentId: p.payment.id,
      amount: p.payment.amount,
      description: p.description,
      email: p.email,
      notifyUrl: `${publicBase(deps)}${NOTIFY_PATH}`,
      returnUrl: p.returnUrl,
      cancelUrl: p.cancelUrl,
    });
    await deps.db.update(payments).set({ externalId: created.externalId }).where(eq(payments.id, p.payment.id));
    return created.redirectUrl;
  } catch {
    await deps.db.transaction((tx) => cancelCheckout(tx, p.transactionId, null));
    throw new AppError(ErrorCode.SERVICE_UNAVAILABLE, msg.paymentGatewayDown);
  }
}
