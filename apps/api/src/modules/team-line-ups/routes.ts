import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam, teamLineUpBody, teamLineUpListQuery, teamLineUpParams } from '@sportdesk/contract';
import { principalOf, requireRole } from '../../lib/session';
import { ok } from '../../lib/reply';
import { createLineUp, deleteLineUp, listLineUps } from './service';

/** `admin/activities/:id/team_line_ups` (docs/spec/part-2.md §7): index (with_competition_team_id), create, delete. */
export const teamLineUpsRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { preValidation: requireRole('admin_role_activities') };
  const tags = ['team line-ups'];
  const { deps } = app;
  const path = '/admin/activities/:id/team_line_ups';

  app.get(path, { ...guard, schema: { tags, params: idParam, querystring: teamLineUpListQuery } }, async (request) =>
    ok(await listLineUps(deps.db, request.params.id, request.query.with_competition_team_id)),
  );
  app.post(path, { ...guard, schema: { tags, params: idParam, body: teamLineUpBody } }, async (request, reply) => {
    reply.status(201);
    return ok(await createLineUp(deps.db, request.params.id, request.body.activity_team_line_up, principalOf(request).userId));
  });
  app.delete(`${path}/:line_up_id`, { ...guard, schema: { tags, params: teamLineUpParams } }, async (request) =>
    ok(await deleteLineUp(deps.db, request.params.id, request.params.line_up_id, principalOf(request).userId)),
  );
};
