import type { AppRoute } from '../../lib/routing';

/** Lazy screens of `/competition-groups` (spec part 1 "Competition groups"). */
export const competitionGroupsRoutes: AppRoute[] = [
  { path: 'competition-groups', lazy: () => import('./GroupListPage') },
  { path: 'competition-groups/new', lazy: () => import('./GroupCreatePage') },
  { path: 'competition-groups/:id', lazy: () => import('./GroupPage') },
];
