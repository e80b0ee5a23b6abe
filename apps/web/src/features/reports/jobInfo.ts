import type { AsyncJob } from '@sportdesk/contract';

/** What an activity job's info box holds (activities/jobs.ts). */
export interface ActivityJobInfo {
  ids: number[];
  verb: string;
  errors: { date?: string; id?: number; message: string; fields?: Record<string, string> }[];
  total?: number;
}

const numbers = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : null);

/** The added or edited activities of an activity job, or null for other jobs. */
export function activityJobInfo(job: AsyncJob): ActivityJobInfo | null {
  const info = job.info_box;
  const added = numbers(info.added_ids);
  const updated = numbers(info.updated_ids);
  if (!added && !updated && !job.job_class.startsWith('Activities::')) return null;
  const errors = Array.isArray(info.errors) ? (info.errors as ActivityJobInfo['errors']) : [];
  return {
    ids: added ?? updated ?? [],
    verb: added ? 'Dodane' : 'Zmienione',
    errors,
    total: typeof info.total === 'number' ? info.total : undefined,
  };
}

/** Rows written so far (live push or the stored info box). */
export const rowsDone = (job: AsyncJob, live?: number) =>
  live ?? (typeof job.info_box.rows_done === 'number' ? job.info_box.rows_done : undefined);

export const isReportJob = (job: AsyncJob) => job.job_class.startsWith('Reports::') && typeof job.params.date_from === 'string';

const nf = new Intl.NumberFormat('pl-PL');
export const formatCount = (n: number) => nf.format(n);
