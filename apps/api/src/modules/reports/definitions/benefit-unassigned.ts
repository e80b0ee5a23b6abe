import type { ReportDefinition } from './types';
import { benefitEntryColumns, benefitEntrySelect } from './benefit-parts';
import { inDatePeriod } from './parts';

/** Unassigned benefit entries: entries of the period not yet tied to an activity and a participant, and not rejected. */
export const benefitUnassignedReport: ReportDefinition = {
  jobClass: 'Reports::BenefitUnassignedEntriesReportService',
  fileStem: 'wejscia-benefit-nieprzypisane',
  build: (p) => ({
    columns: benefitEntryColumns,
    query: benefitEntrySelect(
      `${inDatePeriod('be.date_played', p)} AND NOT be.rejected AND (be.activity_id IS NULL OR be.user_id IS NULL)`,
    ),
  }),
};
