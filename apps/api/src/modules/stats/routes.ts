import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ALL_ADMIN_ROLES, statParams } from '@sportdesk/contract';
import { requireAnyRole } from '../../lib/session';
import { ok } from '../../lib/reply';
import { statsCache } from './service';

/** `admin/stats/{activities_per_days|new_users|bought_activities}`: the dashboard's weekly charts, for any admin. */
export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  const stat = statsCache(app.deps.db);
  app.get(
    '/admin/stats/:name',
    { preHandler: requireAnyRole(ALL_ADMIN_ROLES), schema: { tags: ['stats'], params: statParams } },
    async (request) => ok(await stat(request.params.name)),
  );
};
