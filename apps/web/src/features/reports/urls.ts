import { withQuery } from '../../lib/withQuery';

/** The reports screen's two views: generating ('Generuj nowy raport') and the job list. */
export type ReportsTab = 'generate' | 'jobs';

export interface ReportListParams {
  tab?: ReportsTab;
  with_id?: number | string;
  with_job_name?: string;
  sort?: string;
  page?: number;
  limit?: number;
}

/** `/reports` (the generate tab) or `/reports?tab=jobs&…` (the job list with its filters). */
export const reportListUrl = (state: ReportListParams = {}) =>
  withQuery('/reports', { ...state, tab: state.tab === 'generate' ? undefined : state.tab });
export const reportJobsUrl = (state?: Omit<ReportListParams, 'tab'>) => reportListUrl({ ...state, tab: 'jobs' });
