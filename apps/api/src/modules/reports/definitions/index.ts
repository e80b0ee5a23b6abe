import type { ReportDefinition } from './types';
import { core1Report } from './core1';
import { core2Report } from './core2';
import { core3Report } from './core3';
import { promoCodesReport } from './promo-codes';
import { usersReport } from './users';
import { activitiesSummaryReport } from './activities-summary';
import { activitiesFullReport } from './activities-full';
import { medicoverReport } from './medicover';
import { benefitEntriesReport } from './benefit-entries';
import { benefitUnassignedReport } from './benefit-unassigned';
import { benefitWithoutEntryReport } from './benefit-without-entry';

export type { ReportDefinition } from './types';

/** The registry: every period report the generic report job can write (the importer is the benefit entries' job). */
export const REPORT_DEFINITIONS: readonly ReportDefinition[] = [
  core3Report,
  core2Report,
  core1Report,
  benefitEntriesReport,
  benefitUnassignedReport,
  benefitWithoutEntryReport,
  promoCodesReport,
  usersReport,
  activitiesSummaryReport,
  activitiesFullReport,
  medicoverReport,
];
