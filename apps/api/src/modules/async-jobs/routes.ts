import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BENEFIT_IMPORT_JOB_CLASS, asyncJobCreateBody, asyncJobListQuery, idParam, msg } from '@sportdesk/contract';
import { principalOf, requireRole } from '../../lib/session';
import { fieldError, zodErrorToAppError } from '../../lib/errors';
import { discardImportUpload, queueBenefitImport, receiveImportUpload } from '../benefit-entries/public';
import { ok } from '../../lib/reply';
import { findJob, listJobs } from './queries';
import { createReportJob, openReportFile, retryJob } from '../reports/public';

/** Background jobs with their progress and errors, report generation and the reports' downloads. */
export const asyncJobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { preHandler: requireRole('admin_role_reports') };
  app.get(
    '/admin/async_jobs',
    { ...guard, schema: { tags: ['async_jobs'], querystring: asyncJobListQuery } },
    async (request) => {
      return ok(await listJobs(app.deps.db, request.query));
    },
  );

  /**
   * A report from JSON `{ async_job: { job_class, params } }`; the Benefit importer from multipart: `job_class` (or
   * `async_job[job_class]`) and the file in `csv_file` (or `async_job[params][csv_file]`), the same job the import
   * form's `admin/benefit_entries/import` queues. The body is read after the role check, by content type.
   */
  app.post('/admin/async_jobs', { ...guard, schema: { tags: ['async_jobs'] } }, async (request) => {
    const userId = principalOf(request).userId;
    if (request.isMultipart()) {
      const upload = await receiveImportUpload(app.deps, request);
      const jobClass = (upload.fields['job_class'] ?? upload.fields['async_job[job_class]'] ?? '').trim();
      if (jobClass !== BENEFIT_IMPORT_JOB_CLASS) {
        await discardImportUpload(app.deps, upload);
        throw fieldError('job_class', msg.jobWithFileOnlyImporter);
      }
      const queued = await queueBenefitImport(app.deps, upload, userId);
      return ok(await findJob(app.deps.db, queued.id));
    }
    const body = asyncJobCreateBody.safeParse(request.body);
    if (!body.success) throw zodErrorToAppError(body.error);
    const id = await createReportJob(app.deps, userId, body.data);
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
