import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  benefitCardBody,
  CARDS_EDIT_ROLE,
  fitprofitCardBody,
  idParam,
  playerChildBody,
  playerChildPatchBody,
} from '@sportdesk/contract';
import { principalOf, requireRole, requireUser } from '../../lib/session';
import { ok } from '../../lib/reply';
import { createCardStatusClient, type CardStatusClient } from '../card-checks/public';
import { addOwnChild, listOwnChildren, removeOwnChild, updateOwnChild } from './children';
import { ownCards, saveBenefitCard, saveFitprofitCard } from './cards';

/**
 * The signed-in player's own children and sport cards (portal account; docs/decisions.md
 * "Player portal, children and sport cards"). Every route is bound to the caller; `client` replaces the card providers (tests).
 */
export const playerAccountRoutes: FastifyPluginAsyncZod<{ client?: CardStatusClient }> = async (app, opts) => {
  const { config, db } = app.deps;
  const cardDeps = {
    db,
    client: opts.client ?? createCardStatusClient(config.cardChecks),
    timeoutMs: config.cardChecks.timeoutMs,
  };
  const signedIn = { preHandler: requireUser };
  const tags = ['player_account'];
  const actorOf = (request: Parameters<typeof principalOf>[0]) => {
    const principal = principalOf(request);
    return { userId: principal.userId, tokenId: principal.tokenId };
  };
  const playerOf = (request: Parameters<typeof principalOf>[0]) => {
    const principal = principalOf(request);
    return { userId: principal.userId, roles: principal.roles };
  };

  app.get('/users/current/children', { ...signedIn, schema: { tags } }, async (request) =>
    ok(await listOwnChildren(db, principalOf(request).userId)),
  );

  app.post('/users/current/children', { ...signedIn, schema: { tags, body: playerChildBody } }, async (request, reply) => {
    reply.status(201);
    return ok(await addOwnChild(db, actorOf(request), request.body.user));
  });

  app.patch(
    '/users/current/children/:id',
    { ...signedIn, schema: { tags, params: idParam, body: playerChildPatchBody } },
    async (request) => ok(await updateOwnChild(db, actorOf(request), request.params.id, request.body.user)),
  );

  app.delete('/users/current/children/:id', { ...signedIn, schema: { tags, params: idParam } }, async (request) =>
    ok(await removeOwnChild(db, actorOf(request), request.params.id)),
  );

  app.get('/users/current/cards', { ...signedIn, schema: { tags } }, async (request) => {
    const { userId, roles } = playerOf(request);
    return ok(await ownCards(db, userId, roles));
  });

  // Editing the cards needs the player role 'Edycja kart Benefit i FitProfit' (checked before the body is read).
  const cardsEdit = { preHandler: requireRole(CARDS_EDIT_ROLE) };
  app.put('/users/current/cards/benefit', { ...cardsEdit, schema: { tags, body: benefitCardBody } }, async (request) =>
    ok(await saveBenefitCard(cardDeps, playerOf(request), request.body.card)),
  );

  app.put('/users/current/cards/fitprofit', { ...cardsEdit, schema: { tags, body: fitprofitCardBody } }, async (request) =>
    ok(await saveFitprofitCard(cardDeps, playerOf(request), request.body.card)),
  );
};
