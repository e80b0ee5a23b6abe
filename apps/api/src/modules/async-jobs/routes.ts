import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import { idParam, pagingQuery, queryInt, queryText, userLabel, type AsyncJob, type JobStatus } from '@sportdesk/contract';
import { asyncJobs, users } from '../../db/schema/index';
import { requireRole } from '../../lib/session';
import { likePattern } from '../../lib/paging';
import { notFound } from '../../lib/errors';
import { iso, ok } from '../../lib/reply';
import type { Executor } from '../../db/client';

const jobsQuery = pagingQuery(25).extend({ with_id: queryInt().optional(), with_job_name: queryText() });

const selectJobs = (db: Executor) =>
  db
    .select({ job: asyncJobs, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(asyncJobs)
    .leftJoin(users, eq(users.id, asyncJobs.userId));

type JobRow = Awaited<ReturnType<ReturnType<typeof selectJobs>['execute']>>[number];

const toAsyncJob = ({ job, ...u }: JobRow): AsyncJob => ({
  id: job.id,
  job_name: job.jobName,
  job_class: job.jobClass,
  job_status: job.jobStatus as JobStatus,
  params: job.params,
  info_box: job.infoBox,
  file: job.file,
  error: job.error,
  attempts: job.attempts,
  created_at: iso(job.createdAt)!,
  updated_at: iso(job.updatedAt)!,
  user: job.userId
    ? { id: job.userId, label: userLabel({ first_name: u.firstName, last_name: u.lastName, email: u.email }) }
    : null,
});

/** Background jobs with their progress and errors (the reports screen lists them). */
export const asyncJobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { preHandler: requireRole('admin_role_reports') };
  app.get('/admin/async_jobs', { ...guard, schema: { tags: ['async_jobs'], querystring: jobsQuery } }, async (request) => {
    const q = request.query;
    const conditions: SQL[] = [];
    if (q.with_id !== undefined) conditions.push(eq(asyncJobs.id, q.with_id));
    if (q.with_job_name) conditions.push(ilike(asyncJobs.jobName, likePattern(q.with_job_name)));
    const where = conditions.length ? and(...conditions) : undefined;
    const [rows, [{ total }]] = await Promise.all([
      selectJobs(app.deps.db)
        .where(where)
        .orderBy(desc(asyncJobs.id))
        .limit(q.limit)
        .offset(q.page * q.limit),
      app.deps.db.select({ total: count() }).from(asyncJobs).where(where),
    ]);
    return ok({ rows: rows.map(toAsyncJob), total });
  });

  app.get('/admin/async_jobs/:id', { ...guard, schema: { tags: ['async_jobs'], params: idParam } }, async (request) => {
    const [row] = await selectJobs(app.deps.db).where(eq(asyncJobs.id, request.params.id));
    if (!row) throw notFound();
    return ok(toAsyncJob(row));
  });
};
