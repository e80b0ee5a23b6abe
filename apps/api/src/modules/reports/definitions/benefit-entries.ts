import type { ReportDefinition } from './types';
import { benefitEntryColumns, benefitEntrySelect } from './benefit-parts';
import { inDatePeriod } from './parts';

/** Benefit entries: every entry whose visit date falls in the period. */
export const benefitEntriesReport: ReportDefinition = {
  jobClass: 'Reports::BenefitEntriesReportService',
  fileStem: 'wejscia-benefit',
  build: (p) => ({ columns: benefitEntryColumns, query: benefitEntrySelect(inDatePeriod('be.date_played', p)) }),
};
