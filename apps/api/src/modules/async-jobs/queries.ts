import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { userLabel, type AsyncJob, type asyncJobListQuery, type JobStatus } from '@sportdesk/contract';
import { asyncJobs, users } from '../../db/schema/index';
import type { Executor } from '../../db/client';
import { likePattern } from '../../lib/paging';
import { notFound } from '../../lib/errors';
import { iso } from '../../lib/reply';

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

export const findJob = async (db: Executor, id: number) => {
  const [row] = await selectJobs(db).where(eq(asyncJobs.id, id));
  if (!row) throw notFound();
  return toAsyncJob(row);
};

/** `GET admin/async_jobs`: filtered by id or name (contains), ordered, one page, with the total. */
export async function listJobs(db: Executor, q: z.output<typeof asyncJobListQuery>) {
  const conditions: SQL[] = [];
  if (q.with_id !== undefined) conditions.push(eq(asyncJobs.id, q.with_id));
  if (q.with_job_name) conditions.push(ilike(asyncJobs.jobName, likePattern(q.with_job_name)));
  const where = conditions.length ? and(...conditions) : undefined;
  const direction = q.order_dir === 'asc' ? asc : desc;
  const [rows, [{ total }]] = await Promise.all([
    selectJobs(db)
      .where(where)
      .orderBy(direction(orderColumns[q.order]), direction(asyncJobs.id))
      .limit(q.limit)
      .offset(q.page * q.limit),
    db.select({ total: count() }).from(asyncJobs).where(where),
  ]);
  return { rows: rows.map(toAsyncJob), total };
}
