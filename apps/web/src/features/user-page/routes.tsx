import type { RouteObject } from 'react-router';

/** The lazy user page `/users/:id` (docs/spec/part-1.md §2 "Users"): its tabs gather several features
 * (docs/architecture.md "Web features"). */
export const userPageRoutes: RouteObject[] = [{ path: 'users/:id', lazy: () => import('./UserPage') }];
