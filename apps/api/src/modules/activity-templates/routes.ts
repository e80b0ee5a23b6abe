import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activityTemplateBody, activityTemplateListQuery, idParam } from '@sportdesk/contract';
import { principalOf, requireAnyRole, requireRole } from '../../lib/session';
import { ok } from '../../lib/reply';
import { recordHistoryRoute } from '../audits/public';
import { listTemplates } from './queries';
import {
  TEMPLATE_ADMIN_ROLE,
  approveTemplate,
  createTemplate,
  deleteTemplate,
  isTemplateAdmin,
  queueTemplateGeneration,
  showTemplate,
  updateTemplate,
} from './service';

/**
 * `admin/activity_templates` (docs/spec/part-2.md §7): list, show, create, update, delete; approve and 'Generuj teraz'
 * for admins. Organisers holding `user_role_activity_templates` propose templates: they see only their own.
 */
export const activityTemplatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { preValidation: requireAnyRole([TEMPLATE_ADMIN_ROLE, 'user_role_activity_templates']) };
  const adminGuard = { preValidation: requireRole(TEMPLATE_ADMIN_ROLE) };
  const tags = ['activity_templates'];
  const { deps } = app;

  app.get(
    '/admin/activity_templates',
    { ...guard, schema: { tags, querystring: activityTemplateListQuery } },
    async (request) => {
      const actor = principalOf(request);
      const query = isTemplateAdmin(actor) ? request.query : { ...request.query, with_creator: actor.userId };
      return ok(await listTemplates(deps.db, query));
    },
  );

  app.get('/admin/activity_templates/:id', { ...guard, schema: { tags, params: idParam } }, async (request) =>
    ok(await showTemplate(deps.db, request.params.id, principalOf(request))),
  );

  app.post('/admin/activity_templates', { ...guard, schema: { tags, body: activityTemplateBody } }, async (request, reply) => {
    reply.status(201);
    return ok(await createTemplate(deps.db, request.body.activity_template, principalOf(request)));
  });

  app.patch(
    '/admin/activity_templates/:id',
    { ...guard, schema: { tags, params: idParam, body: activityTemplateBody } },
    async (request) => ok(await updateTemplate(deps.db, request.params.id, request.body.activity_template, principalOf(request))),
  );

  app.delete('/admin/activity_templates/:id', { ...guard, schema: { tags, params: idParam } }, async (request) =>
    ok(await deleteTemplate(deps.db, request.params.id, principalOf(request))),
  );

  app.post('/admin/activity_templates/:id/approve', { ...adminGuard, schema: { tags, params: idParam } }, async (request) =>
    ok(await approveTemplate(deps.db, request.params.id, principalOf(request))),
  );

  /** 'Generuj teraz': queues the generation of this template (202 with the async job id). */
  app.post(
    '/admin/activity_templates/:id/generate',
    { ...adminGuard, schema: { tags, params: idParam } },
    async (request, reply) => {
      reply.status(202);
      return ok(await queueTemplateGeneration(deps, request.params.id, principalOf(request)));
    },
  );

  /** The template page's change history. */
  recordHistoryRoute(app, {
    path: '/admin/activity_templates',
    auditableType: 'ActivityTemplate',
    guard: adminGuard.preValidation,
    tags,
  });
};
