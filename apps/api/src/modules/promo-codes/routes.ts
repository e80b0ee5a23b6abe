import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam, promoCodeBody, promoCodeListQuery, promoCodeUpdateBody } from '@sportdesk/contract';
import { requireRole } from '../../lib/session';
import { notFound } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { findPromoCode, listPromoCodes, promoCodesOut, promoCodeUsageRows } from './queries';
import { createPromoCodes, deletePromoCode, updatePromoCode } from './service';
import { registerPromoCodesChannel } from './channel';

/**
 * `admin/promo_codes`: index, show (with 'Wykorzystania'), delete. Create and update go over the live
 * channel in the web app; the same services answer POST and PATCH here for scripts and tests.
 */
export const promoCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { preHandler: requireRole('admin_role_promo_codes') };
  const tags = ['promo_codes'];
  registerPromoCodesChannel(app.deps);

  app.get('/admin/promo_codes', { ...guard, schema: { tags, querystring: promoCodeListQuery } }, async (request) =>
    ok(await listPromoCodes(app.deps.db, request.query)),
  );

  app.get('/admin/promo_codes/:id', { ...guard, schema: { tags, params: idParam } }, async (request) => {
    const row = await findPromoCode(app.deps.db, request.params.id);
    if (!row) throw notFound();
    const [code] = await promoCodesOut(app.deps.db, [row]);
    return ok({ ...code, usages: await promoCodeUsageRows(app.deps.db, row.id) });
  });

  app.post('/admin/promo_codes', { ...guard, schema: { tags, body: promoCodeBody } }, async (request, reply) => {
    reply.status(201);
    return ok(await createPromoCodes(app.deps.db, request.body.promo_code));
  });

  app.patch(
    '/admin/promo_codes/:id',
    { ...guard, schema: { tags, params: idParam, body: promoCodeUpdateBody } },
    async (request) => ok(await updatePromoCode(app.deps.db, request.params.id, request.body.promo_code)),
  );

  app.delete('/admin/promo_codes/:id', { ...guard, schema: { tags, params: idParam } }, async (request) =>
    ok(await deletePromoCode(app.deps.db, request.params.id)),
  );
};
