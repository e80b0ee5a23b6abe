import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorCode, idParam, msg, ownProfilePatch, type OwnProfile, type SystemEventCount } from '@sportdesk/contract';
import { principalOf, requireUser } from '../../lib/session';
import { ok } from '../../lib/reply';
import { AppError } from '../../lib/errors';
import { systemEventCounts } from './counts';
import { assertSelfOrAdmin, findUserById, sessionUserOf, updateUser } from './service';

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
    };
    return ok(profile);
  });

  app.patch(
    '/users/:id',
    {
      preHandler: requireUser,
      // Someone else's profile is a 403 whatever the body (issue 30): checked on the raw path id, after the guard
      // (lib/access.ts puts guards first in onRequest) and before the body is read or validated.
      onRequest: ownProfileOnly,
      schema: { tags: ['session'], params: idParam, body: ownProfilePatch },
    },
    async (request) => {
      const principal = principalOf(request);
      assertSelfOrAdmin(principal, request.params.id);
      const u = request.body.user;
      await app.deps.db.transaction(async (tx) => {
        const before = await findUserById(tx, request.params.id);
        if (!before) throw new AppError(ErrorCode.NOT_FOUND, msg.notFound);
        // A changed number has to be confirmed again.
        const changed = (next: string | null | undefined, old: string | null) => next !== undefined && (next ?? null) !== old;
        const phoneChanged = changed(u.phone, before.phone) || changed(u.phone_prefix, before.phonePrefix);
        await updateUser(
          tx,
          request.params.id,
          {
            ...(phoneChanged ? { confirmedPhone: false } : {}),
            firstName: u.first_name,
            lastName: u.last_name,
            phonePrefix: u.phone_prefix,
            phone: u.phone,
            city: u.city,
            newsletter: u.newsletter,
            hideLastName: u.hide_last_name,
          },
          { actorId: principal.userId },
        );
      });
      return ok(await sessionUserOf(app.deps.db, request.params.id));
    },
  );
};
