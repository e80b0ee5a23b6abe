import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calendarQuery } from '@sportdesk/contract';
import { notFound } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { requireRole } from '../../lib/session';
import { findVenue, venueBlocks } from './queries';

/**
 * `GET admin/calendar?localization_id=&date_from=&date_to=`: one venue's activities over at most 31 days, for the
 * venue week (`/calendar`). Staff who run activities only; the role is checked before the query is read.
 */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.db;
  app.get(
    '/admin/calendar',
    { onRequest: requireRole('admin_role_activities'), schema: { tags: ['calendar'], querystring: calendarQuery } },
    async (request) => {
      const { localization_id, date_from, date_to } = request.query;
      const found = await findVenue(db, localization_id);
      if (!found) throw notFound();
      return ok({
        localization: found.venue,
        location_objects: found.objects,
        blocks: await venueBlocks(db, localization_id, date_from, date_to),
      });
    },
  );
};
