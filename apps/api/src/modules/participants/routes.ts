import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activityDeliveryListQuery,
  activityNoticeInput,
  activitySummaryBody,
  checkInBody,
  idParam,
  listCheckBody,
  listConfirmBody,
  participantAddBody,
  participantDeleteQuery,
  participantListQuery,
  participantParams,
  participantUpdateBody,
} from '@sportdesk/contract';
import { principalOf, requireRole } from '../../lib/session';
import { ok } from '../../lib/reply';
import { addParticipant, listActivityParticipants, removeParticipant, updateParticipant } from './service';
import { editSummary, queueSendList, setListFlag, showSummary } from './summary';
import { listDeliveries, queueNotice } from './notices';
import { createCardStatusClient } from '../card-checks/public';
import { checkIn } from './check-in';

/** `admin/activities/:id/participants` (docs/spec/part-2.md §7), the reserve list, list verification and the post-event
 * summary. */
export const participantsRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { preValidation: requireRole('admin_role_activities') };
  const tags = ['participants'];
  const { deps } = app;
  const checkInDeps = {
    db: deps.db,
    config: deps.config,
    cards: { db: deps.db, client: createCardStatusClient(deps.config.cardChecks), timeoutMs: deps.config.cardChecks.timeoutMs },
  };

  app.get(
    '/admin/activities/:id/participants',
    { ...guard, schema: { tags, params: idParam, querystring: participantListQuery } },
    async (request) =>
      ok(
        await listActivityParticipants(deps.db, request.params.id, {
          reserve: request.query.with_reserve,
          limit: request.query.limit,
        }),
      ),
  );

  app.post(
    '/admin/activities/:id/participants',
    { ...guard, schema: { tags, params: idParam, body: participantAddBody } },
    async (request, reply) => {
      reply.status(201);
      return ok(await addParticipant(deps, request.params.id, request.body.participant, principalOf(request).userId));
    },
  );

  app.patch(
    '/admin/activities/:id/participants/:participant_id',
    { ...guard, schema: { tags, params: participantParams, body: participantUpdateBody } },
    async (request) =>
      ok(
        await updateParticipant(
          deps,
          request.params.id,
          request.params.participant_id,
          request.body.participant,
          principalOf(request).userId,
        ),
      ),
  );

  app.delete(
    '/admin/activities/:id/participants/:participant_id',
    { ...guard, schema: { tags, params: participantParams, querystring: participantDeleteQuery } },
    async (request) =>
      ok(
        await removeParticipant(
          deps,
          request.params.id,
          request.params.participant_id,
          { costs: request.query.costs },
          principalOf(request).userId,
        ),
      ),
  );

  app.post(
    '/admin/activities/:id/participants/send_list',
    { ...guard, schema: { tags, params: idParam } },
    async (request, reply) => {
      reply.status(202);
      return ok(await queueSendList(deps, request.params.id, principalOf(request).userId));
    },
  );

  app.get('/admin/activities/:id/summary', { ...guard, schema: { tags, params: idParam } }, async (request) =>
    ok(await showSummary(deps.db, request.params.id)),
  );

  app.post(
    '/admin/activities/:id/edit_summary',
    { ...guard, schema: { tags, params: idParam, body: activitySummaryBody } },
    async (request) => ok(await editSummary(deps.db, request.params.id, request.body.activity, principalOf(request).userId)),
  );

  app.post(
    '/admin/activities/:id/confirm_list',
    { ...guard, schema: { tags, params: idParam, body: listConfirmBody } },
    async (request) =>
      ok(await setListFlag(deps.db, request.params.id, 'list_verified', request.body.list_verified, principalOf(request).userId)),
  );

  app.post(
    '/admin/activities/:id/check_list',
    { ...guard, schema: { tags, params: idParam, body: listCheckBody } },
    async (request) =>
      ok(await setListFlag(deps.db, request.params.id, 'list_checked', request.body.list_checked, principalOf(request).userId)),
  );

  /** 'Wyślij wiadomość do uczestników': the notice and its deliveries, sent by the job `participants.notify`. */
  app.post(
    '/admin/activities/:id/notifications',
    { ...guard, schema: { tags, params: idParam, body: activityNoticeInput } },
    async (request, reply) => {
      reply.status(202);
      return ok(await queueNotice(deps, request.params.id, request.body, principalOf(request).userId));
    },
  );

  /** The delivery log of the activity's notices (messages and the cancellation's): who, channel, sent or failed and why. */
  app.get(
    '/admin/activities/:id/notifications',
    { ...guard, schema: { tags, params: idParam, querystring: activityDeliveryListQuery } },
    async (request) => ok(await listDeliveries(deps.db, request.params.id, request.query)),
  );

  /** 'Skanuj': the player's entry code (QR or typed) marks them present (docs/decisions.md "QR check-in"). */
  app.post(
    '/admin/activities/:id/check_in',
    { ...guard, schema: { tags, params: idParam, body: checkInBody } },
    async (request) => ok(await checkIn(checkInDeps, request.params.id, request.body.code, principalOf(request).userId)),
  );
};
