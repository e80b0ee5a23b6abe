import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ALL_ADMIN_ROLES, idParam, NO_SHOW_DASHBOARD_DAYS, NO_SHOW_WINDOW_DAYS, warsawToday } from '@sportdesk/contract';
import { notFound } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { requireAnyRole, requireRole } from '../../lib/session';
import { findLiveUser } from '../users/public';
import { noShowsByPaymentKind, noShowsOfUser, noShowWarningRateSetting } from './queries';

/**
 * No-shows (docs/decisions.md "No-shows"): a user's count and rate over the last 90 days for the user page, and
 * the last 30 days' rate by payment kind for the dashboard.
 */
export const noShowRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.db;
  app.get(
    '/admin/users/:id/no_shows',
    { onRequest: requireRole('admin_role_users'), schema: { tags: ['users'], params: idParam } },
    async (request) => {
      if (!(await findLiveUser(db, request.params.id))) throw notFound();
      const stats = await noShowsOfUser(db, request.params.id, warsawToday(), NO_SHOW_WINDOW_DAYS);
      return ok({ ...stats, window_days: NO_SHOW_WINDOW_DAYS, warning_rate: await noShowWarningRateSetting(db) });
    },
  );
  app.get('/admin/stats/no_shows', { onRequest: requireAnyRole(ALL_ADMIN_ROLES), schema: { tags: ['stats'] } }, async () =>
    ok({ window_days: NO_SHOW_DASHBOARD_DAYS, rows: await noShowsByPaymentKind(db, warsawToday(), NO_SHOW_DASHBOARD_DAYS) }),
  );
};
