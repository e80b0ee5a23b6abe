import type { AppRoute } from '../../lib/routing';

/** Lazy screens of `/sports` (spec part 2 "Sports"). */
export const sportsRoutes: AppRoute[] = [
  { path: 'sports', lazy: () => import('./SportListPage') },
  { path: 'sports/new', lazy: () => import('./SportCreatePage') },
  { path: 'sports/:id', lazy: () => import('./SportEditPage') },
];
