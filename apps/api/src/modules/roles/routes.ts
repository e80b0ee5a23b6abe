import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { roleListQuery } from '@sportdesk/contract';
import { requireRole } from '../../lib/session';
import { ok } from '../../lib/reply';
import { listRoles } from './service';

export const rolesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/roles',
    { preHandler: requireRole('admin_role_users'), schema: { tags: ['roles'], querystring: roleListQuery } },
    async (request) => ok(await listRoles(app.deps.db, request.query)),
  );
};
