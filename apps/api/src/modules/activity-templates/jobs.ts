import { z } from 'zod';
import type { AppDeps } from '../../lib/deps';
import { defineJob } from '../../lib/jobs';
import { generateActivities } from './generate';
import { TEMPLATE_JOBS } from './job-names';

export const templateJobs = (deps: AppDeps) => [
  /**
   * The coming days' activities of every approved, not archived, not expired template (or of one). Each date is
   * its own transaction; a failing date is listed in `errors` and the others still go in. A rerun adds only
   * what is missing (unique key template_id + date), so retries are safe.
   */
  defineJob({
    name: TEMPLATE_JOBS.generate,
    jobClass: 'ActivityTemplates::GenerateJob',
    title: 'Generowanie zajęć z szablonów',
    retryLimit: 2,
    schema: z.object({ template_id: z.number().int().positive().optional() }),
    handler: async ({ template_id }, ctx) => {
      const result = await generateActivities(deps.db, {
        templateId: template_id,
        actorId: ctx.userId,
        onProgress: (r) => ctx.progress({ added_ids: r.added_ids, errors: r.errors, templates: r.templates }),
      });
      return { ...result, added_count: result.added_ids.length };
    },
  }),
  /** Every day at 01:00 UTC (02:00/03:00 in Warsaw): one tracked generation run for all templates. */
  defineJob({
    name: TEMPLATE_JOBS.daily,
    jobClass: 'ActivityTemplates::DailyJob',
    title: 'Generowanie zajęć z szablonów (codzienne)',
    cron: '0 1 * * *',
    tracked: false,
    retryLimit: 0,
    schema: z.object({}).passthrough(),
    handler: async () => {
      const asyncJobId = await deps.jobs.enqueue(TEMPLATE_JOBS.generate, {}, { userId: null, params: { scheduled: true } });
      return { async_job_id: asyncJobId };
    },
  }),
];
