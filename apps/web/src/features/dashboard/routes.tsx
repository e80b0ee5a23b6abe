import type { AppRoute } from '../../lib/routing';

export const dashboardRoutes: AppRoute[] = [{ path: 'dashboard', lazy: () => import('./DashboardPage') }];
