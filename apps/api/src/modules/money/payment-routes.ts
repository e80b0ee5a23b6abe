import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { applyNotification } from './notifications';

const notification = z.object({
  payment_id: z.coerce.number().int().positive(),
  external_id: z.string().max(128),
  status: z.enum(['paid', 'canceled']),
  amount: z.coerce.number().int().min(0),
  signature: z.string().max(256),
});

/** `POST /api/v2/payments/notify`: the gateway's signed callback (no bearer token; the signature is the proof). */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/payments/notify', { schema: { tags: ['payments'], body: notification } }, async (request) =>
    ok({ outcome: await applyNotification(app.deps, request.body) }),
  );
};
