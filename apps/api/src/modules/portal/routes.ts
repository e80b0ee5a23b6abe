import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam, portalActivityQuery, portalGroupQuery, portalTilesQuery } from '@sportdesk/contract';
import { ok } from '../../lib/reply';
import { filterOptions, homeTiles, searchActivities } from './queries';
import { publicActivityDetail, publicGroup } from './service';

/**
 * The player portal's public reads, listed in `PUBLIC_ROUTES`: the home page's tiles, the activity
 * search with its filter choices, one activity's page and a group's page. Only public fields; strict, bounded queries.
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

  // A group's public page (a hidden one with its link's key). Bounded: at most 60 reads a minute from one address,
  // so the key cannot be guessed by trying, and at most PORTAL_GROUP_ACTIVITIES activities in a reply.
  app.get(
    '/portal/groups/:id',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: { tags, params: idParam, querystring: portalGroupQuery },
    },
    async (request) => ok(await publicGroup(db, request.params.id, request.query.key)),
  );
};

/**
 * A group's stored links, `<PUBLIC_URL>/grupy/<id>` and the hidden `…/grupy/<id>/<key>`, lead to its page in the
 * portal, `/portal/grupy/<id>[/<key>]` (docs/decisions.md "A new user's first steps"). Outside `/api/v2`.
 */
export const groupLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { hide: true };
  const to = (...parts: string[]) => `/portal/grupy/${parts.map(encodeURIComponent).join('/')}`;
  app.get('/grupy/:id', { schema }, async (request, reply) => {
    const { id } = request.params as { id: string };
    return reply.redirect(to(id), 301);
  });
  app.get('/grupy/:id/:key', { schema }, async (request, reply) => {
    const { id, key } = request.params as { id: string; key: string };
    return reply.redirect(to(id, key), 301);
  });
};
