import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ALL_ADMIN_ROLES, searchTagQuery } from '@sportdesk/contract';
import { requireAnyRole } from '../../lib/session';
import { okList } from '../../lib/reply';
import { searchTags } from './queries';

/** `admin/search_tags?with_tags=…` for any admin; `total` is the number of rows returned (no full count). */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/search_tags',
    { preHandler: requireAnyRole(ALL_ADMIN_ROLES), schema: { tags: ['search'], querystring: searchTagQuery } },
    async (request) => {
      const { with_tags, with_type, limit } = request.query;
      const rows = with_tags ? await searchTags(app.deps.db, with_tags, { limit, type: with_type }) : [];
      return okList(rows, rows.length);
    },
  );
};
