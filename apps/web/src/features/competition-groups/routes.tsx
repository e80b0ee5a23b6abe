import type { RouteObject } from 'react-router';

/** Lazy screens of `/competition-groups` (docs/spec/part-1.md §2 "Competition groups"). */
export const competitionGroupsRoutes: RouteObject[] = [
  { path: 'competition-groups', lazy: () => import('./GroupListPage') },
  { path: 'competition-groups/new', lazy: () => import('./GroupCreatePage') },
];
