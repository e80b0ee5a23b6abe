import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import {
  ErrorCode,
  idParam,
  msg,
  PLAYER_PATHS,
  toPln,
  type SandboxPayment,
  type SandboxPaymentResult,
} from '@sportdesk/contract';
import { payments, transactions } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { principalOf, requireUser } from '../../lib/session';
import { gatewayOf, sandboxEnabled, signNotification, type GatewayNotification, type SandboxPaymentGateway } from './gateway';
import { applyNotification } from './notifications';

/** A path on this site (`/portal/portfel?x=1`), never another host (`//evil`, `/\\evil`, `https:`). */
const sitePath = z
  .string()
  .max(500)
  .regex(/^\/(?![/\\])[^\s\\]*$/)
  .optional()
  .catch(undefined);
/** Where the gateway sends the player back (set by `SandboxPaymentGateway.createPayment`, carried by its page). */
const backQuery = z.object({ powrot: sitePath, anuluj: sitePath });

/**
 * The local sandbox gateway's API (`/api/v2/sandbox-gateway/payments/{id}`), behind its page in the portal
 * (`/portal/bramka-testowa/{id}`): the payment, and Zapłać / Anuluj, which send the gateway's signed notification
 * as a real gateway would. Only the signed-in player whose transaction it is sees or settles a payment (anyone
 * else gets 404, as for a payment that does not exist), and the routes exist only while the sandbox is the gateway:
 * not with `PAYMENT_GATEWAY_*`, and not in production unless `ALLOW_SANDBOX_PAYMENTS=true` (config.ts).
 */
export const sandboxGatewayRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  if (!sandboxEnabled(deps.config)) return;
  const tags = ['payments'];
  const player = { onRequest: requireUser };

  /** The payment if the user owns it (its transaction is theirs); 404 otherwise, saying nothing about others'. */
  const ownPayment = async (id: number, userId: number) => {
    const [row] = await deps.db
      .select({ payment: payments, identifier: transactions.identifier })
      .from(payments)
      .innerJoin(transactions, eq(transactions.id, payments.transactionId))
      .where(and(eq(payments.id, id), eq(transactions.userId, userId)));
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, msg.notFound);
    return row;
  };
  const shown = (row: Awaited<ReturnType<typeof ownPayment>>): SandboxPayment => ({
    id: row.payment.id,
    transaction_id: row.payment.transactionId,
    identifier: row.identifier,
    amount: toPln(row.payment.amount),
    status: row.payment.status === 'paid' || row.payment.status === 'canceled' ? row.payment.status : 'pending',
  });

  app.get('/sandbox-gateway/payments/:id', { ...player, schema: { tags, params: idParam } }, async (request) =>
    ok(shown(await ownPayment(request.params.id, principalOf(request).userId))),
  );

  for (const status of ['paid', 'canceled'] as const) {
    app.post(
      `/sandbox-gateway/payments/:id/${status}`,
      {
        ...player,
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: { tags, params: idParam, querystring: backQuery },
      },
      async (request) => {
        const gateway = gatewayOf(deps) as SandboxPaymentGateway;
        const userId = principalOf(request).userId;
        const row = await ownPayment(request.params.id, userId);
        const n: Omit<GatewayNotification, 'signature'> = {
          payment_id: row.payment.id,
          external_id: row.payment.externalId ?? `sandbox-${row.payment.id}`,
          status,
          amount: row.payment.amount,
        };
        // What the gateway's callback does (routes.ts), with the signature only the gateway knows.
        await applyNotification(deps, { ...n, signature: signNotification(gateway.secret, n) });
        const chosen = status === 'paid' ? request.query.powrot : request.query.anuluj;
        const result: SandboxPaymentResult = {
          ...shown(await ownPayment(row.payment.id, userId)),
          return_path:
            chosen ??
            (status === 'paid'
              ? `${PLAYER_PATHS.transactions}?transaction_id=${row.payment.transactionId}`
              : PLAYER_PATHS.basket),
        };
        return ok(result);
      },
    );
  }
};
