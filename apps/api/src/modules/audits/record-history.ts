import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditListQuery, idParam, type AuditableType } from '@sportdesk/contract';
import type { Guard } from '../../lib/session';
import { ok } from '../../lib/reply';
import { listAudits } from './queries';

/**
 * `GET {path}/:id/audits`: one record's change history (its audit rows, newest first, paged) for the record's own
 * screen — an activity's summary and an activity template's page.
 */
export function recordHistoryRoute(
  app: FastifyInstance,
  options: { path: string; auditableType: AuditableType; guard: Guard; tags: string[] },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    `${options.path}/:id/audits`,
    {
      preValidation: options.guard,
      schema: { tags: options.tags, params: idParam, querystring: auditListQuery.pick({ page: true, limit: true }) },
    },
    async (request) =>
      ok(
        await listAudits(app.deps.db, {
          ...request.query,
          with_auditable_type: options.auditableType,
          with_auditable_id: request.params.id,
        }),
      ),
  );
}
