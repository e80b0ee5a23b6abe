import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf, requireRole } from '../../lib/session';
import { ok } from '../../lib/reply';
import { listOutbox, outboxQuery } from './queries';

/**
 * The development outbox: e-mails and SMS that were not sent to a real provider. Registered only when
 * `config.devOutbox` (never in production unless `ALLOW_DEV_OUTBOX=true`).
 */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.deps.config.devOutbox) return;
  app.get(
    '/admin/outbox',
    { preHandler: requireRole('admin_role_customer_service'), schema: { tags: ['outbox'], querystring: outboxQuery } },
    async (request) => ok(await listOutbox(app.deps.db, request.query, [...principalOf(request).roles])),
  );
};
