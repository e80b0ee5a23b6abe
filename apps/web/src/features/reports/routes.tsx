import type { AppRoute } from '../../lib/routing';

/** Lazy screen of `/reports` (spec part 1 "Reports"). */
export const reportsRoutes: AppRoute[] = [{ path: 'reports', lazy: () => import('./ReportsPage') }];
