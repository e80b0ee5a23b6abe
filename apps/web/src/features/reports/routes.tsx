import type { RouteObject } from 'react-router';

/** Lazy screen of `/reports` (docs/spec/part-1.md §2 "Reports"). */
export const reportsRoutes: RouteObject[] = [{ path: 'reports', lazy: () => import('./ReportsPage') }];
