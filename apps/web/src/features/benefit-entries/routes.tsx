import type { RouteObject } from 'react-router';

/** Lazy screens of `/benefit_entries` (docs/spec/part-2.md §2 "Benefit entries"). */
export const benefitEntriesRoutes: RouteObject[] = [
  { path: 'benefit_entries', lazy: () => import('./BenefitEntryListPage') },
  { path: 'benefit_entries/settlement', lazy: () => import('./SettlementPage') },
  { path: 'benefit_entries/new', lazy: () => import('./BenefitEntryCreatePage') },
  { path: 'benefit_entries/:id', lazy: () => import('./BenefitEntryPage') },
];
