import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam, portalActivityQuery, portalTilesQuery } from '@sportdesk/contract';
import { ok } from '../../lib/reply';
import { filterOptions, homeTiles, searchActivities } from './queries';
import { publicActivityDetail } from './service';

/**
 * The player portal's public reads, listed in `PUBLIC_ROUTES`: the home page's tiles, the activity
 * search with its filter choices, and one activity's page. Only public fields; strict, bounded queries.
 */
export const portalRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['portal'];
  const db = app.deps.db;

  app.get('/portal/tiles', { schema: { tags, querystring: portalTilesQuery } }, async (request) =>
    ok(await homeTiles(db, request.query.signed_in)),
  );

  app.get('/portal/activities', { schema: { tags, querystring: portalActivityQuery } }, async (request) =>
    ok(await searchActivities(db, request.query)),
  );

  app.get('/portal/activities/:id', { schema: { tags, params: idParam } }, async (request) =>
    ok(await publicActivityDetail(db, request.params.id)),
  );

  app.get('/portal/filters', { schema: { tags } }, async () => ok(await filterOptions(db)));
};
