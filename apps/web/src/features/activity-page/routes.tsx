import type { RouteObject } from 'react-router';

/** The lazy activity page (docs/spec/part-2.md §2): its summary, the form to edit or copy it, its change history. */
export const activityPageRoutes: RouteObject[] = [
  { path: 'activities/:id', lazy: () => import('./ActivityPage') },
  { path: 'activities/:id/edit', lazy: () => import('./ActivityPage') },
  { path: 'activities/:id/copy', lazy: () => import('./ActivityPage') },
  { path: 'activities/:id/notifications', lazy: () => import('./ActivityPage') },
];
