import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { allowedToRegisterBody, playerUserSearchQuery } from '@sportdesk/contract';
import { principalOf, requireUser } from '../../lib/session';
import { ok } from '../../lib/reply';
import { allowedLists, searchPlayers } from './queries';
import { allowToRegister, disallowToRegister } from './service';

/**
 * The player calls on other users (docs/spec/part-1.md §7 "Users"): the search by name that picks a player, and who may
 * sign whom up (docs/decisions.md "Allowed to register: a friend signs you up"). Staff get the same shapes; their
 * user list is `admin/users`.
 */
export const playerUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const signedIn = { preHandler: requireUser };
  const tags = ['player_users'];

  app.get(
    '/users',
    {
      ...signedIn,
      // Names are what it gives: a caller walking the alphabet is slowed down like the other open-ended calls.
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: { tags, querystring: playerUserSearchQuery },
    },
    async (request) => {
      const rows = await searchPlayers(db, principalOf(request).userId, request.query.search);
      return ok({ rows, total: rows.length });
    },
  );

  app.get('/users/current/allowed_to_register', { ...signedIn, schema: { tags } }, async (request) =>
    ok(await allowedLists(db, principalOf(request).userId)),
  );

  app.post('/users/allowed_to_register_add', { ...signedIn, schema: { tags, body: allowedToRegisterBody } }, async (request) =>
    ok(await allowToRegister(db, principalOf(request).userId, request.body.user_id)),
  );

  app.post('/users/allowed_to_register_remove', { ...signedIn, schema: { tags, body: allowedToRegisterBody } }, async (request) =>
    ok(await disallowToRegister(db, principalOf(request).userId, request.body.user_id)),
  );
};
