import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam, playerBookingsQuery, reserveJoinBody } from '@sportdesk/contract';
import { principalOf, requireUser } from '../../lib/session';
import { ok } from '../../lib/reply';
import { joinReserve, listBookings, resignBooking } from './service';

/**
 * The player's own bookings ("Moje zapisy"): their and their children's entries, joining a full
 * activity's reserve list, and resignation with its refund. Only signed-in users; only their own entries
 * (a stranger's entry is a 404, never shown or changed).
 */
export const playerBookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['player-bookings'];
  // The session is checked before the body or the query is read.
  const player = { preValidation: requireUser };
  const me = (request: Parameters<typeof principalOf>[0]) => principalOf(request).userId;

  app.get('/users/current/participations', { ...player, schema: { tags, querystring: playerBookingsQuery } }, async (request) =>
    ok(await listBookings(app.deps.db, me(request), request.query, app.deps.config.jwtSecret)),
  );
  app.post('/users/current/participations', { ...player, schema: { tags, body: reserveJoinBody } }, async (request, reply) => {
    reply.status(201);
    return ok(await joinReserve(app.deps, me(request), request.body.participation));
  });
  app.delete('/users/current/participations/:id', { ...player, schema: { tags, params: idParam } }, async (request) =>
    ok(await resignBooking(app.deps, me(request), request.params.id)),
  );
};
