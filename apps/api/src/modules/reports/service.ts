import { eq } from 'drizzle-orm';
import { ErrorCode, msg, reportKindOf, reportPeriodParams, type AsyncJobCreateBody } from '@sportdesk/contract';
import { asyncJobs } from '../../db/schema/index';
import type { AppDeps } from '../../lib/deps';
import { AppError, fieldError, issuesToFields, notFound } from '../../lib/errors';
import { isPrivateKey } from '../../lib/storage';
import { REPORT_DEFINITIONS } from './definitions/index';
import { reportJobName } from './jobs';

const definitionOf = (jobClass: string) => REPORT_DEFINITIONS.find((d) => d.jobClass === jobClass);

/** Validates a report's period: the format per field (400), then `date_to` not before `date_from` (422). */
function periodOf(params: Record<string, unknown>) {
  const parsed = reportPeriodParams.safeParse(params);
  if (!parsed.success) throw new AppError(ErrorCode.VALIDATION, msg.validationFailed, issuesToFields(parsed.error.issues, false));
  if (parsed.data.date_to < parsed.data.date_from) throw fieldError('date_to', msg.dateToBeforeFrom, ErrorCode.BUSINESS_RULE);
  return parsed.data;
}

/**
 * `POST admin/async_jobs`: queues the report named by `job_class` for its period. Past periods are allowed
 * (reports cover what happened); the importer has its own upload form.
 */
export async function createReportJob(deps: AppDeps, userId: number, body: AsyncJobCreateBody) {
  const { job_class, params } = body.async_job;
  const kind = reportKindOf(job_class);
  if (!kind) throw fieldError('job_class', msg.unknownReport);
  if (kind.input === 'file') throw fieldError('csv_file', msg.reportImporterNeedsFile);
  const def = definitionOf(job_class);
  if (!def) throw fieldError('job_class', msg.unknownReport);
  const period = periodOf(params);
  return deps.jobs.enqueue(reportJobName(def.jobClass), period, { userId });
}

/** Starts a failed report again with its own parameters (activity jobs are not rerun: they would add twice). */
export async function retryJob(deps: AppDeps, id: number, userId: number) {
  const [job] = await deps.db.select().from(asyncJobs).where(eq(asyncJobs.id, id));
  if (!job) throw notFound();
  if (job.jobStatus !== 'failed') throw new AppError(ErrorCode.BUSINESS_RULE, msg.jobRetryOnlyFailed);
  const def = definitionOf(job.jobClass);
  if (!def) throw new AppError(ErrorCode.BUSINESS_RULE, msg.jobRetryOnlyReports);
  await deps.jobs.requeue(reportJobName(def.jobClass), id, periodOf(job.params), job.userId ?? userId);
}

/** The report file of a job, for the authorised download; 404 when the job has no (more) file. */
export async function openReportFile(deps: AppDeps, id: number) {
  const [job] = await deps.db.select().from(asyncJobs).where(eq(asyncJobs.id, id));
  if (!job) throw notFound();
  if (!job.file || !isPrivateKey(job.file)) throw new AppError(ErrorCode.NOT_FOUND, msg.reportFileMissing);
  const file = await deps.storage.get(job.file);
  if (!file) throw new AppError(ErrorCode.NOT_FOUND, msg.reportFileMissing);
  const info = job.infoBox as { file_name?: unknown };
  const name =
    typeof info.file_name === 'string' && /^[\w.-]+\.csv$/.test(info.file_name) ? info.file_name : `raport-${job.id}.csv`;
  return { ...file, name };
}
