import type { RouteObject } from 'react-router';

/** Lazy screen of `/reports` (spec part 1 "Reports"). */
export const reportsRoutes: RouteObject[] = [{ path: 'reports', lazy: () => import('./ReportsPage') }];
