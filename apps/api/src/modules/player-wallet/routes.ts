import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam, playerMessagesQuery, playerTopUpBody, playerTransactionsQuery } from '@sportdesk/contract';
import { principalOf, requireUser } from '../../lib/session';
import { ok } from '../../lib/reply';
import { playerMessages, playerStanding, playerTransactions } from './queries';
import { playerWallet } from './service';
import { startTopUp } from '../money/public';
import { registerPortalLive } from './live';

/**
 * The signed-in player's own wallet, transactions, organisers' messages and standing on an activity
 * (`users/current/…`): the user comes from the token only, so nobody reads anyone else's data.
 */
export const playerWalletRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const db = deps.db;
  const tags = ['player portal'];
  const player = { onRequest: requireUser };

  app.get('/users/current/wallet', { ...player, schema: { tags } }, async (request) =>
    ok(await playerWallet(deps, principalOf(request).userId)),
  );
  app.post(
    '/users/current/wallet/top_up',
    { ...player, config: { rateLimit: { max: 20, timeWindow: '1 minute' } }, schema: { tags, body: playerTopUpBody } },
    async (request, reply) => {
      reply.status(201);
      return ok(await startTopUp(deps, principalOf(request).userId, request.body.top_up.value));
    },
  );
  app.get('/users/current/transactions', { ...player, schema: { tags, querystring: playerTransactionsQuery } }, async (request) =>
    ok(await playerTransactions(db, principalOf(request).userId, request.query)),
  );
  app.get('/users/current/messages', { ...player, schema: { tags, querystring: playerMessagesQuery } }, async (request) =>
    ok(await playerMessages(deps, db, principalOf(request).userId, request.query)),
  );
  app.get('/users/current/activities/:id/standing', { ...player, schema: { tags, params: idParam } }, async (request) =>
    ok(await playerStanding(db, principalOf(request).userId, request.params.id)),
  );
  registerPortalLive(app, deps);
};
