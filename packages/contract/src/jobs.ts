import { z } from 'zod';

export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  queued: 'W kolejce',
  running: 'W trakcie',
  done: 'Zakończone',
  failed: 'Błąd',
};

/** An async job as the reports screen and the job API show it (docs/spec/part-1.md §3 "Async job"). */
export const asyncJob = z.object({
  id: z.number(),
  job_name: z.string(),
  job_class: z.string(),
  job_status: z.enum(JOB_STATUSES),
  params: z.record(z.string(), z.unknown()),
  info_box: z.record(z.string(), z.unknown()),
  file: z.string().nullable(),
  error: z.string().nullable(),
  attempts: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
  user: z.object({ id: z.number(), label: z.string() }).nullable(),
});
export type AsyncJob = z.infer<typeof asyncJob>;
