import type { RouteObject } from 'react-router';

/** The lazy group page `/competition-groups/:id` (spec part 1 "Competition groups"): members, teams and their activities. */
export const groupPageRoutes: RouteObject[] = [{ path: 'competition-groups/:id', lazy: () => import('./GroupPage') }];
