import { and, eq, isNotNull, like, lt, sql } from 'drizzle-orm';
import {
  REPORT_RETENTION_DEFAULT_DAYS,
  REPORT_RETENTION_SETTING,
  reportKindOf,
  reportPeriodParams,
  type ReportPeriodParams,
} from '@sportdesk/contract';
import { z } from 'zod';
import { asyncJobs } from '../../db/schema/index';
import { settingValue } from '../app-settings/public';
import type { AppDeps } from '../../lib/deps';
import { defineJob, type JobContext } from '../../lib/jobs';
import { newPrivateFileKey } from '../../lib/storage';
import { streamReport } from './csv';
import { REPORT_DEFINITIONS, type ReportDefinition } from './definitions/index';

/** The pg-boss queue of a report class: `reports.Core3ReportService`. */
export const reportJobName = (jobClass: string) => `reports.${jobClass.replace(/^Reports::/, '')}`;

/** The live channel the reports screen listens on. */
export const JOBS_CHANNEL = 'async_jobs';
const REPORTS_ROLE = 'admin_role_reports';

/** Pushes a job's change to the open reports screens (only to users holding the reports role). */
export const publishJobChange = (deps: AppDeps, payload: { id: number; job_status?: string; rows_done?: number }) =>
  deps.live.publish(JOBS_CHANNEL, 'changed', payload, { roles: [REPORTS_ROLE] });

/** The downloaded file's name: `rozliczenie-3-0_2026-01-01_2026-01-31.csv`. */
export const reportFileName = (def: ReportDefinition, p: ReportPeriodParams) => `${def.fileStem}_${p.date_from}_${p.date_to}.csv`;

/** How often the row's info box gets `rows_done` (the live channel gets every batch). */
const PROGRESS_EVERY_ROWS = 20_000;

/**
 * Runs one report definition (the one generic report job): streams the CSV into a private `reports/…csv` key,
 * stores the key on the async job row, and returns the row count for the info box.
 */
export async function runReport(deps: AppDeps, def: ReportDefinition, params: ReportPeriodParams, ctx: JobContext) {
  const key = newPrivateFileKey('reports');
  let storedAt = 0;
  const embedded = deps.database.kind === 'pglite';
  const { rows, size } = await streamReport(
    deps.db,
    deps.storage,
    key,
    def.build(params),
    async (done) => {
      if (ctx.asyncJobId == null) return;
      publishJobChange(deps, { id: ctx.asyncJobId, job_status: 'running', rows_done: done });
      // On the embedded database too: its cursor is read batch by batch outside a transaction (csv.ts withCursor).
      if (done - storedAt >= PROGRESS_EVERY_ROWS) {
        storedAt = done;
        await ctx.progress({ rows_done: done });
      }
    },
    embedded,
  );
  if (ctx.asyncJobId != null)
    await deps.db.update(asyncJobs).set({ file: key, updatedAt: new Date() }).where(eq(asyncJobs.id, ctx.asyncJobId));
  return { rows_done: rows, file_size: size, file_name: reportFileName(def, params) };
}

/** A report job for one definition; the title and class come from the contract's report list. */
export const reportJob = (deps: AppDeps, def: ReportDefinition) =>
  defineJob({
    name: reportJobName(def.jobClass),
    jobClass: def.jobClass,
    title: reportKindOf(def.jobClass)?.title ?? def.jobClass,
    schema: reportPeriodParams,
    retryLimit: 1,
    retryDelaySeconds: 5,
    handler: (params, ctx) => runReport(deps, def, params, ctx),
  });

/** Days report files are kept: the app setting, or 30 when it is missing or not a positive whole number. */
export async function reportRetentionDays(deps: AppDeps) {
  const days = Number((await settingValue(deps.db, REPORT_RETENTION_SETTING))?.trim());
  return Number.isInteger(days) && days > 0 ? days : REPORT_RETENTION_DEFAULT_DAYS;
}

/** Removes report files older than the retention; the job row stays, without its file, with the removal time. */
export async function removeOldReportFiles(deps: AppDeps, now = new Date()) {
  const days = await reportRetentionDays(deps);
  const cutoff = new Date(now.getTime() - days * 86_400_000);
  const old = await deps.db
    .select({ id: asyncJobs.id, file: asyncJobs.file })
    .from(asyncJobs)
    .where(and(isNotNull(asyncJobs.file), like(asyncJobs.file, 'reports/%'), lt(asyncJobs.createdAt, cutoff)));
  for (const job of old) {
    await deps.storage.delete(job.file!);
    await deps.db
      .update(asyncJobs)
      .set({ file: null, infoBox: sql`${asyncJobs.infoBox} || ${JSON.stringify({ file_removed_at: now.toISOString() })}::jsonb` })
      .where(eq(asyncJobs.id, job.id));
  }
  return old.length;
}

/** A temporary file untouched this long belongs to a dead write: reports are expired by pg-boss after 15 minutes. */
export const TEMPORARY_FILE_MAX_AGE_MS = 60 * 60 * 1000;

/** Removes temporary files (a report's `*.tmp`, an unfinished multipart upload) that no live write is using. */
export const sweepTemporaryFiles = (deps: Pick<AppDeps, 'storage'>, now = new Date()) =>
  deps.storage.sweepTemporary(new Date(now.getTime() - TEMPORARY_FILE_MAX_AGE_MS));

export const reportJobs = (deps: AppDeps) => [
  ...REPORT_DEFINITIONS.map((def) => reportJob(deps, def)),
  /** Nightly: report files past the retention are removed. */
  defineJob({
    name: 'reports.cleanup',
    jobClass: 'Reports::CleanupJob',
    title: 'Usuwanie starych raportów',
    schema: z.object({}).passthrough(),
    cron: '40 3 * * *',
    tracked: false,
    retryLimit: 0,
    handler: async () => ({ removed: await removeOldReportFiles(deps) }),
  }),
  /** Hourly and whenever a worker starts: temporary files left by a worker that died while writing are removed. */
  defineJob({
    name: 'storage.sweep-temporary',
    jobClass: 'Storage::SweepTemporaryJob',
    title: 'Usuwanie plików tymczasowych',
    schema: z.object({}).passthrough(),
    cron: '25 * * * *',
    atStart: true,
    tracked: false,
    retryLimit: 0,
    handler: async () => ({ removed: await sweepTemporaryFiles(deps) }),
  }),
];
