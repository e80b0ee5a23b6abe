import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activityMessageBody, idParam } from '@sportdesk/contract';
import { principalOf, requireRole } from '../../lib/session';
import { ok } from '../../lib/reply';
import { listMessages, sendMessage } from './service';

/** `admin/activities/:id/messages` (docs/spec/part-2.md §7 messages, messageable Activity): index and create. */
export const activityMessagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { preValidation: requireRole('admin_role_activities') };
  const tags = ['activity messages'];
  const { deps } = app;
  const path = '/admin/activities/:id/messages';

  app.get(path, { ...guard, schema: { tags, params: idParam } }, async (request) =>
    ok(await listMessages(deps, deps.db, request.params.id)),
  );
  app.post(
    path,
    { ...guard, schema: { tags, params: idParam, body: activityMessageBody }, bodyLimit: 40 * 1024 * 1024 },
    async (request, reply) => {
      reply.status(201);
      return ok(await sendMessage(deps, request.params.id, request.body.message, principalOf(request).userId));
    },
  );
};
