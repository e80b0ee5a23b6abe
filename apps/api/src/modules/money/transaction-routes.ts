import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam, transactionListQuery, transactionPayBody } from '@sportdesk/contract';
import { principalOf, requireRole } from '../../lib/session';
import { notFound } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { listTransactions, transactionDetail } from './transaction-queries';
import { payTransactionManually } from './settle';

/** `admin/transactions` (docs/spec/part-2.md §2 "Transactions"): index, show and the manual pay action. */
export const transactionRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { preHandler: requireRole('admin_role_transactions') };
  const tags = ['transactions'];

  app.get('/admin/transactions', { ...guard, schema: { tags, querystring: transactionListQuery } }, async (request) =>
    ok(await listTransactions(app.deps.db, request.query)),
  );

  app.get('/admin/transactions/:id', { ...guard, schema: { tags, params: idParam } }, async (request) => {
    const detail = await transactionDetail(app.deps.db, request.params.id);
    if (!detail) throw notFound();
    return ok(detail);
  });

  app.post(
    '/admin/transactions/:id/pay',
    { ...guard, schema: { tags, params: idParam, body: transactionPayBody } },
    async (request) => {
      await payTransactionManually(app.deps.db, request.params.id, principalOf(request).userId, request.body?.comment);
      return ok((await transactionDetail(app.deps.db, request.params.id))!);
    },
  );
};
