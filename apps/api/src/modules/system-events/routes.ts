import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventCommentBody, idParam, systemEventBody, systemEventListQuery, systemEventPatchBody } from '@sportdesk/contract';
import { principalOf, requireRole } from '../../lib/session';
import { ok } from '../../lib/reply';
import { listSystemEvents } from './queries';
import { addSystemEventComment, createSystemEvent, deleteSystemEvent, openSystemEvent, updateSystemEvent } from './service';

/** `admin/system_events` (docs/spec/part-1.md §2 "System events", §7). */
export const systemEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const guard = { preHandler: requireRole('admin_role_system_events') };
  const tags = ['system_events'];
  const actor = (request: Parameters<typeof principalOf>[0]) => ({ userId: principalOf(request).userId });

  app.get('/admin/system_events', { ...guard, schema: { tags, querystring: systemEventListQuery } }, async (request) =>
    ok(await listSystemEvents(db, request.query)),
  );

  /** Opening an event marks it read for the reader (docs/decisions.md). */
  app.get('/admin/system_events/:id', { ...guard, schema: { tags, params: idParam } }, async (request) =>
    ok(await openSystemEvent(db, actor(request), request.params.id)),
  );

  app.post('/admin/system_events', { ...guard, schema: { tags, body: systemEventBody } }, async (request, reply) => {
    reply.status(201);
    return ok(await createSystemEvent(db, actor(request), request.body.system_event));
  });

  app.patch(
    '/admin/system_events/:id',
    { ...guard, schema: { tags, params: idParam, body: systemEventPatchBody } },
    async (request) => ok(await updateSystemEvent(db, actor(request), request.params.id, request.body.system_event)),
  );

  app.delete('/admin/system_events/:id', { ...guard, schema: { tags, params: idParam } }, async (request) =>
    ok(await deleteSystemEvent(db, request.params.id)),
  );

  app.post(
    '/admin/system_events/:id/add_comment',
    { ...guard, schema: { tags, params: idParam, body: eventCommentBody } },
    async (request) => ok(await addSystemEventComment(db, actor(request), request.params.id, request.body.event_comment.comment)),
  );
};
