import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { asyncJobCreateBody, asyncJobListQuery, idParam, msg } from '@sportdesk/contract';
import { requireRole } from '../../lib/session';
import { ok } from '../../lib/reply';
import { findJob, listJobs } from './queries';
import { createReportJob, openReportFile, retryJob } from '../reports/public';

/** Background jobs with their progress and errors, report generation and the reports' downloads (issue 17). */
export const asyncJobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { preHandler: requireRole('admin_role_reports') };
  app.get(
    '/admin/async_jobs',
    { ...guard, schema: { tags: ['async_jobs'], querystring: asyncJobListQuery } },
    async (request) => {
      return ok(await listJobs(app.deps.db, request.query));
    },
  );

  app.post('/admin/async_jobs', { ...guard, schema: { tags: ['async_jobs'], body: asyncJobCreateBody } }, async (request) => {
    const id = await createReportJob(app.deps, request.principal!.userId, request.body);
    return ok(await findJob(app.deps.db, id));
  });

  app.get('/admin/async_jobs/:id', { ...guard, schema: { tags: ['async_jobs'], params: idParam } }, async (request) =>
    ok(await findJob(app.deps.db, request.params.id)),
  );

  app.post('/admin/async_jobs/:id/retry', { ...guard, schema: { tags: ['async_jobs'], params: idParam } }, async (request) => {
    await retryJob(app.deps, request.params.id, request.principal!.userId);
    return ok({ message: msg.jobRequeued, job: await findJob(app.deps.db, request.params.id) });
  });

  /** The report file, only through this route and only with the reports role (private keys are never in /files). */
  app.get(
    '/admin/async_jobs/:id/file',
    { ...guard, schema: { tags: ['async_jobs'], params: idParam } },
    async (request, reply) => {
      const file = await openReportFile(app.deps, request.params.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-length', file.size)
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );
};
