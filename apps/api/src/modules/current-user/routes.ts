import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorCode, idParam, msg, ownProfilePatch, type OwnProfile, type SystemEventCount } from '@sportdesk/contract';
import { principalOf, requireUser } from '../../lib/session';
import { ok } from '../../lib/reply';
import { AppError } from '../../lib/errors';
import { systemEventCounts } from './counts';
import { assertSelfOrAdmin, findUserById } from '../users/public';
import { sessionUserOf, updateOwnProfile } from './service';

/** A path id that is a number must be the caller's own (or the caller manages users); any other text is left to the schema (400). */
async function ownProfileOnly(request: FastifyRequest) {
  const raw = (request.params as { id?: unknown }).id;
  if (typeof raw === 'string' && /^\d+$/.test(raw)) assertSelfOrAdmin(principalOf(request), Number(raw));
}

export const userSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The signed-in user with unread counters; the token comes back in the Authorization header. */
  app.get(
    '/users/current',
    {
      preHandler: requireUser,
      schema: { tags: ['session'] },
      // The counters (the statement checks the roles itself) are read beside the session lookup, not after it.
      config: { alongsideSession: (db, userId) => systemEventCounts(db, userId) },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      reply.header('Authorization', `Bearer ${principal.token}`);
      const session = principal.user && { user: principal.user, roles: principal.roles };
      const counts = request.alongsideSession as Promise<SystemEventCount> | undefined;
      return ok(await sessionUserOf(app.deps.db, principal.userId, session, counts));
    },
  );

  /** The fields of one's own profile that `PATCH /users/:id` may change (the player portal's account page). */
  app.get('/users/:id', { preHandler: requireUser, schema: { tags: ['session'], params: idParam } }, async (request) => {
    assertSelfOrAdmin(principalOf(request), request.params.id);
    const user = await findUserById(app.deps.db, request.params.id);
    if (!user) throw new AppError(ErrorCode.NOT_FOUND, msg.notFound);
    const profile: OwnProfile = {
      id: user.id,
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      phone_prefix: user.phonePrefix,
      phone: user.phone,
      city: user.city,
      newsletter: Boolean(user.newsletter),
      hide_last_name: Boolean(user.hideLastName),
      reminders_enabled: user.remindersEnabled,
    };
    return ok(profile);
  });

  app.patch(
    '/users/:id',
    {
      preHandler: requireUser,
      // Someone else's profile is a 403 whatever the body: checked on the raw path id, after the guard
      // (lib/access.ts puts guards first in onRequest) and before the body is read or validated.
      onRequest: ownProfileOnly,
      schema: { tags: ['session'], params: idParam, body: ownProfilePatch },
    },
    async (request) => {
      const principal = principalOf(request);
      assertSelfOrAdmin(principal, request.params.id);
      await updateOwnProfile(app.deps.db, request.params.id, request.body.user, principal.userId);
      return ok(await sessionUserOf(app.deps.db, request.params.id));
    },
  );
};
