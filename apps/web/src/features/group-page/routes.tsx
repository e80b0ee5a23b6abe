import type { RouteObject } from 'react-router';

/** The lazy group page `/competition-groups/:id` (docs/spec/part-1.md §2 "Competition groups"): members, teams and
 * their activities. */
export const groupPageRoutes: RouteObject[] = [{ path: 'competition-groups/:id', lazy: () => import('./GroupPage') }];
