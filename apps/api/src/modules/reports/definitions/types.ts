import type { ReportJobClass, ReportPeriodParams } from '@sportdesk/contract';
import type { ReportFileSpec } from '../csv';

/** One report: its job class (title and group come from the contract's REPORT_KINDS), file stem and query. */
export interface ReportDefinition {
  jobClass: ReportJobClass;
  /** Start of the downloaded file's name, e.g. `rozliczenie-3-0`. */
  fileStem: string;
  build: (params: ReportPeriodParams) => ReportFileSpec;
}
