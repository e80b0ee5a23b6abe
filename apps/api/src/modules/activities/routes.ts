import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activityBody,
  activityCancelInput,
  activityBulkBody,
  activityCreateBody,
  activityListQuery,
  coordinatorBody,
  idParam,
} from '@sportdesk/contract';
import { principalOf, requireAnyRole, requireRole } from '../../lib/session';
import { ok } from '../../lib/reply';
import { addCoordinator, removeCoordinator } from './coordinators';
import { listActivities } from './queries';
import { activityUserOptions } from './user-options';
import { withUploadedImage } from '../files/public';
import { recordHistoryRoute } from '../audits/public';
import { cancelActivity, deleteActivity, queueActivityCreation, queueBulkUpdate, showActivity, updateActivity } from './service';

const userOptionsQuery = z.object({
  kind: z.enum(['coordinator', 'organizer']).default('coordinator'),
  search: z.string().optional(),
});
const coordinatorParams = z.object({ id: z.coerce.number().int().positive(), user_id: z.coerce.number().int().positive() });

/** `admin/activities` (docs/spec/part-2.md §7): list, show, create over a date range (queued), update, delete, bulk
 * update, coordinators. */
export const activitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  // preValidation: the role is checked before the body, so a user without it never learns about fields.
  const guard = { preValidation: requireRole('admin_role_activities') };
  // The form's pickers and image uploads serve the activity template form too (the same sections).
  const formGuard = { preValidation: requireAnyRole(['admin_role_activities', 'admin_role_activity_templates']) };
  const tags = ['activities'];
  const { deps } = app;

  app.get('/admin/activities', { ...guard, schema: { tags, querystring: activityListQuery } }, async (request) =>
    ok(await listActivities(deps.db, request.query)),
  );

  app.get('/admin/activities/user_options', { ...formGuard, schema: { tags, querystring: userOptionsQuery } }, async (request) =>
    ok(await activityUserOptions(deps.db, request.query.kind, request.query.search)),
  );

  /** Multipart `file` for the Baner and Kafelek images; the form keeps the returned URL in baner_image / thumb_image. */
  app.post('/admin/activities/images', { ...formGuard, schema: { tags } }, async (request, reply) => {
    reply.status(201);
    return ok(await withUploadedImage(app, request, 'activities', async (image) => ({ url: image.url, key: image.key })));
  });

  app.get('/admin/activities/:id', { ...guard, schema: { tags, params: idParam } }, async (request) =>
    ok(await showActivity(deps.db, request.params.id)),
  );

  app.post('/admin/activities', { ...guard, schema: { tags, body: activityCreateBody } }, async (request, reply) => {
    reply.status(202);
    return ok(await queueActivityCreation(deps, request.body.activity, principalOf(request).userId));
  });

  app.post('/admin/activities/bulk_update', { ...guard, schema: { tags, body: activityBulkBody } }, async (request, reply) => {
    reply.status(202);
    return ok(await queueBulkUpdate(deps, request.body.ids, request.body.activity, principalOf(request).userId));
  });

  app.patch('/admin/activities/:id', { ...guard, schema: { tags, params: idParam, body: activityBody } }, async (request) =>
    ok(await updateActivity(deps, request.params.id, request.body.activity, principalOf(request).userId)),
  );

  /** 'Odwołaj zajęcia': refunds, the reserve list cleared, notices; a second call changes nothing. */
  app.post(
    '/admin/activities/:id/cancel',
    { ...guard, schema: { tags, params: idParam, body: activityCancelInput.nullish() } },
    async (request) =>
      ok(await cancelActivity(deps, request.params.id, request.body?.reason ?? null, principalOf(request).userId)),
  );

  app.delete('/admin/activities/:id', { ...guard, schema: { tags, params: idParam } }, async (request) =>
    ok(await deleteActivity(deps.db, request.params.id, principalOf(request).userId)),
  );

  /** The summary's Change history tab: the activity's audit rows, for anyone who manages activities. */
  recordHistoryRoute(app, { path: '/admin/activities', auditableType: 'Activity', guard: guard.preValidation, tags });

  app.post(
    '/admin/activities/:id/coordinators',
    { ...guard, schema: { tags, params: idParam, body: coordinatorBody } },
    async (request, reply) => {
      reply.status(201);
      return ok(await addCoordinator(deps.db, request.params.id, request.body.user.id, principalOf(request).userId));
    },
  );

  app.delete(
    '/admin/activities/:id/coordinators/:user_id',
    { ...guard, schema: { tags, params: coordinatorParams } },
    async (request) =>
      ok(await removeCoordinator(deps.db, request.params.id, request.params.user_id, principalOf(request).userId)),
  );
};
