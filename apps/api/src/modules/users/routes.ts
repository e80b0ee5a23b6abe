import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam, ownProfilePatch } from '@sportdesk/contract';
import { principalOf, requireUser } from '../../lib/session';
import { ok } from '../../lib/reply';
import { assertSelfOrAdmin, sessionUserOf, updateUser } from './service';

export const userSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The signed-in user with unread counters; the token comes back in the Authorization header. */
  app.get('/users/current', { preHandler: requireUser, schema: { tags: ['session'] } }, async (request, reply) => {
    const principal = principalOf(request);
    reply.header('Authorization', `Bearer ${principal.token}`);
    return ok(await sessionUserOf(app.deps.db, principal.userId, principal.roles));
  });

  app.patch(
    '/users/:id',
    { preHandler: requireUser, schema: { tags: ['session'], params: idParam, body: ownProfilePatch } },
    async (request) => {
      const principal = principalOf(request);
      assertSelfOrAdmin(principal, request.params.id);
      const u = request.body.user;
      await app.deps.db.transaction((tx) =>
        updateUser(
          tx,
          request.params.id,
          {
            firstName: u.first_name,
            lastName: u.last_name,
            phonePrefix: u.phone_prefix,
            phone: u.phone,
            city: u.city,
            newsletter: u.newsletter,
            hideLastName: u.hide_last_name,
          },
          { actorId: principal.userId },
        ),
      );
      return ok(await sessionUserOf(app.deps.db, request.params.id));
    },
  );
};
