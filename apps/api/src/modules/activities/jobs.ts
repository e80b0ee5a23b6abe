import { z } from 'zod';
import { activityInput, msg } from '@sportdesk/contract';
import type { AppDeps } from '../../lib/deps';
import { defineJob, logJobError } from '../../lib/jobs';
import { publicErrorOf } from '../../lib/errors';
import { ACTIVITY_JOBS } from './job-names';
import { applyBulkPatch } from './bulk';
import { revealDueActivities } from './reveal';
import { insertActivity } from './service';

type JobError = { date?: string; id?: number; message: string; fields?: Record<string, string> };

/**
 * A day's or an activity's failure as the job's info shows it: the rule's Polish message and fields, or a
 * generic message. The SQL and its parameters of a database error go to the log, never into the job.
 */
export const errorOf = (error: unknown, jobName = 'activities'): Omit<JobError, 'date' | 'id'> => {
  if (error instanceof z.ZodError) {
    const fields = Object.fromEntries(error.issues.map((i) => [i.path.join('.'), i.message]));
    return { message: msg.validationFailed, fields };
  }
  logJobError(jobName, error);
  return publicErrorOf(error);
};

const shiftDays = (iso: string | null | undefined, days: number) =>
  iso ? new Date(Date.parse(iso) + days * 86_400_000).toISOString() : iso;

/** Days between two YYYY-MM-DD dates. */
const dayOffset = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

export const activityJobs = (deps: AppDeps) => [
  /**
   * One activity per date, each in its own transaction: a failing day is recorded in `errors` and
   * the others still go in. No retries, so a rerun never duplicates the days already added.
   */
  defineJob({
    name: ACTIVITY_JOBS.createRange,
    jobClass: 'Activities::CreateRangeJob',
    title: 'Dodawanie zajęć',
    retryLimit: 0,
    schema: z.object({
      fields: z.record(z.string(), z.unknown()),
      date_from: z.string(),
      dates: z.array(z.string()).min(1),
      coordinator_id: z.number().nullable(),
    }),
    handler: async ({ fields, date_from, dates, coordinator_id }, ctx) => {
      const added: number[] = [];
      const errors: JobError[] = [];
      for (const date of dates) {
        try {
          // The reveal time keeps its distance to the activity's own date.
          const values = activityInput.parse({
            ...fields,
            date,
            change_to_public_at: shiftDays(fields.change_to_public_at as string | null, dayOffset(date_from, date)),
          });
          const row = await deps.db.transaction((tx) =>
            insertActivity(tx, values, { actorId: ctx.userId, coordinatorId: coordinator_id }),
          );
          added.push(row.id);
        } catch (error) {
          errors.push({ date, ...errorOf(error, ACTIVITY_JOBS.createRange) });
        }
        await ctx.progress({ added_ids: added, errors, total: dates.length });
      }
      return { added_ids: added, errors, added_count: added.length, total: dates.length };
    },
  }),
  defineJob({
    name: ACTIVITY_JOBS.bulkUpdate,
    jobClass: 'Activities::BulkUpdateJob',
    title: 'Aktualizacja zajęć',
    retryLimit: 0,
    schema: z.object({ ids: z.array(z.number()).min(1), activity: z.record(z.string(), z.unknown()) }),
    handler: async ({ ids, activity }, ctx) => {
      const updated: number[] = [];
      const errors: JobError[] = [];
      for (const id of ids) {
        try {
          await applyBulkPatch(deps, id, activity, ctx.userId);
          updated.push(id);
        } catch (error) {
          errors.push({ id, ...errorOf(error, ACTIVITY_JOBS.bulkUpdate) });
        }
        await ctx.progress({ updated_ids: updated, errors, total: ids.length });
      }
      return { updated_ids: updated, errors, updated_count: updated.length, total: ids.length };
    },
  }),
  /** Every minute: hidden activities whose reveal time has come become public (docs/spec/part-2.md §4). */
  defineJob({
    name: ACTIVITY_JOBS.reveal,
    jobClass: 'Activities::RevealJob',
    title: 'Odkrywanie ukrytych zajęć',
    cron: '* * * * *',
    tracked: false,
    retryLimit: 0,
    schema: z.object({}).passthrough(),
    handler: async () => {
      const revealed = await revealDueActivities(deps.db);
      return { revealed_ids: revealed };
    },
  }),
];
