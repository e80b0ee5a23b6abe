import type { AppRoute } from '../../lib/routing';

/** Lazy screens of `/activities` (spec part 2 §2). */
export const activitiesRoutes: AppRoute[] = [
  { path: 'activities', lazy: () => import('./ActivityListPage') },
  { path: 'activities/new', lazy: () => import('./ActivityCreatePage') },
  { path: 'activities/:id', lazy: () => import('./ActivityPage') },
  { path: 'activities/:id/edit', lazy: () => import('./ActivityPage') },
  { path: 'activities/:id/copy', lazy: () => import('./ActivityPage') },
];
