import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditListQuery } from '@sportdesk/contract';
import { requireRole } from '../../lib/session';
import { ok } from '../../lib/reply';
import { listAudits } from './queries';

/** `admin/audits` (docs/spec/part-2.md §2 "Audits"): the change history of users, activities, transactions, locations
 * and sports. */
export const auditsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/audits',
    { preHandler: requireRole('admin_role_audit'), schema: { tags: ['audits'], querystring: auditListQuery } },
    async (request) => ok(await listAudits(app.deps.db, request.query)),
  );
};
