import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import {
  asyncJobCreateBody,
  asyncJobListQuery,
  idParam,
  msg,
  userLabel,
  type AsyncJob,
  type JobStatus,
} from '@sportdesk/contract';
import { asyncJobs, users } from '../../db/schema/index';
import { requireRole } from '../../lib/session';
import { likePattern } from '../../lib/paging';
import { notFound } from '../../lib/errors';
import { iso, ok } from '../../lib/reply';
import type { Executor } from '../../db/client';
import { createReportJob, openReportFile, retryJob } from '../reports/service';

const selectJobs = (db: Executor) =>
  db
    .select({ job: asyncJobs, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(asyncJobs)
    .leftJoin(users, eq(users.id, asyncJobs.userId));

type JobRow = Awaited<ReturnType<ReturnType<typeof selectJobs>['execute']>>[number];

/** The file is never named by its storage key: the list carries the authorised download route instead. */
export const jobFileUrl = (id: number) => `/api/v2/admin/async_jobs/${id}/file`;

const toAsyncJob = ({ job, ...u }: JobRow): AsyncJob => ({
  id: job.id,
  job_name: job.jobName,
  job_class: job.jobClass,
  job_status: job.jobStatus as JobStatus,
  params: job.params,
  info_box: job.infoBox,
  file: job.file ? jobFileUrl(job.id) : null,
  error: job.error,
  attempts: job.attempts,
  created_at: iso(job.createdAt)!,
  updated_at: iso(job.updatedAt)!,
  user: job.userId
    ? { id: job.userId, label: userLabel({ first_name: u.firstName, last_name: u.lastName, email: u.email }) }
    : null,
});

const orderColumns = {
  id: asyncJobs.id,
  job_name: asyncJobs.jobName,
  job_status: asyncJobs.jobStatus,
  created_at: asyncJobs.createdAt,
} as const;

const findJob = async (db: Executor, id: number) => {
  const [row] = await selectJobs(db).where(eq(asyncJobs.id, id));
  if (!row) throw notFound();
  return toAsyncJob(row);
};

/** Background jobs with their progress and errors, report generation and the reports' downloads (issue 17). */
export const asyncJobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { preHandler: requireRole('admin_role_reports') };
  app.get(
    '/admin/async_jobs',
    { ...guard, schema: { tags: ['async_jobs'], querystring: asyncJobListQuery } },
    async (request) => {
      const q = request.query;
      const conditions: SQL[] = [];
      if (q.with_id !== undefined) conditions.push(eq(asyncJobs.id, q.with_id));
      if (q.with_job_name) conditions.push(ilike(asyncJobs.jobName, likePattern(q.with_job_name)));
      const where = conditions.length ? and(...conditions) : undefined;
      const direction = q.order_dir === 'asc' ? asc : desc;
      const [rows, [{ total }]] = await Promise.all([
        selectJobs(app.deps.db)
          .where(where)
          .orderBy(direction(orderColumns[q.order]), direction(asyncJobs.id))
          .limit(q.limit)
          .offset(q.page * q.limit),
        app.deps.db.select({ total: count() }).from(asyncJobs).where(where),
      ]);
      return ok({ rows: rows.map(toAsyncJob), total });
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
