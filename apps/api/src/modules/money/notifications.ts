import { eq, sql } from 'drizzle-orm';
import { ErrorCode, msg } from '@sportdesk/contract';
import { payments } from '../../db/schema/index';
import type { AppDeps } from '../../lib/deps';
import { AppError } from '../../lib/errors';
import { markTransactionPaid } from './settle';
import { cancelCheckout } from './cancel';
import { gatewayOf, type GatewayNotification } from './gateway';

export type NotificationOutcome = 'paid' | 'canceled' | 'duplicate';

/**
 * Applies a signed gateway notification once: the payment row is locked and moves from pending only
 * once, so a repeated or late callback never pays, refunds or cancels twice.
 */
export async function applyNotification(deps: AppDeps, n: GatewayNotification): Promise<NotificationOutcome> {
  if (!gatewayOf(deps).verify(n)) throw new AppError(ErrorCode.FORBIDDEN, msg.paymentSignatureInvalid);
  return deps.db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, n.payment_id)).for('update');
    if (!payment) throw new AppError(ErrorCode.NOT_FOUND, msg.notFound);
    await tx
      .update(payments)
      .set({ notificationsCount: sql`${payments.notificationsCount} + 1` })
      .where(eq(payments.id, payment.id));
    if (payment.status !== 'pending') return 'duplicate';
    if (n.status === 'paid') {
      if (n.amount !== payment.amount) throw new AppError(ErrorCode.BUSINESS_RULE, 'Kwota płatności się nie zgadza');
      await markTransactionPaid(tx, payment.transactionId, { actorId: null, comment: `Płatność ${n.external_id}` });
      return 'paid';
    }
    await cancelCheckout(tx, payment.transactionId, null);
    return 'canceled';
  });
}
