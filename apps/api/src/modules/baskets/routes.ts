import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { basketItemBody, basketItemPatch, checkoutBody, idParam } from '@sportdesk/contract';
import { principalOf, requireRole, requireUser } from '../../lib/session';
import { ok } from '../../lib/reply';
import { basketOf, checkout } from '../money/public';
import { addBasketItem, removeBasketItem, updateBasketItem } from './service';

const itemParams = z.object({ id: z.coerce.number().int().positive(), itemId: z.coerce.number().int().positive() });

/**
 * The player's basket (docs/spec/part-1.md §7): `GET/POST transactions/basket_transactions` read the basket and
 * check out; `basket_items` add, change and remove items. The admin's per-user basket sits at
 * `admin/baskets/{userId}` (Koszyk tab).
 */
export const basketRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['baskets'];
  const player = { preHandler: requireUser };
  const admin = { preHandler: requireRole('admin_role_users') };
  const me = (request: Parameters<typeof principalOf>[0]) => principalOf(request).userId;

  app.get('/transactions/basket_transactions', { ...player, schema: { tags } }, async (request) =>
    ok(await basketOf(app.deps.db, me(request))),
  );
  // The two writes of 'Zapisz się' go through the booking lane: a crowd at an opening queues there, not on the database,
  // and their session lookups wait behind the back office's on the embedded database (db/priority.ts).
  const lane = app.deps.bookingLane;
  const booking = { preHandler: lane.background(requireUser) };
  app.post('/transactions/basket_transactions', { ...booking, schema: { tags, body: checkoutBody } }, async (request, reply) => {
    reply.status(201);
    return ok(await lane.run(reply, () => checkout(app.deps, me(request))));
  });
  app.post('/basket_items', { ...booking, schema: { tags, body: basketItemBody } }, async (request, reply) => {
    reply.status(201);
    return ok(await lane.run(reply, () => addBasketItem(app.deps.db, me(request), request.body.basket_item)));
  });
  app.patch('/basket_items/:id', { ...player, schema: { tags, params: idParam, body: basketItemPatch } }, async (request) =>
    ok(await updateBasketItem(app.deps.db, me(request), request.params.id, request.body.basket_item)),
  );
  app.delete('/basket_items/:id', { ...player, schema: { tags, params: idParam } }, async (request) =>
    ok(await removeBasketItem(app.deps.db, me(request), request.params.id)),
  );

  app.get('/admin/baskets/:id', { ...admin, schema: { tags, params: idParam } }, async (request) =>
    ok(await basketOf(app.deps.db, request.params.id)),
  );
  app.patch(
    '/admin/baskets/:id/items/:itemId',
    { ...admin, schema: { tags, params: itemParams, body: basketItemPatch } },
    async (request) =>
      ok(await updateBasketItem(app.deps.db, request.params.id, request.params.itemId, request.body.basket_item)),
  );
  app.delete('/admin/baskets/:id/items/:itemId', { ...admin, schema: { tags, params: itemParams } }, async (request) =>
    ok(await removeBasketItem(app.deps.db, request.params.id, request.params.itemId)),
  );
};
