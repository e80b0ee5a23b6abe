import type { RouteObject } from 'react-router';

/** Lazy screens of `/sports` (docs/spec/part-2.md §2 "Sports"). */
export const sportsRoutes: RouteObject[] = [
  { path: 'sports', lazy: () => import('./SportListPage') },
  { path: 'sports/new', lazy: () => import('./SportCreatePage') },
  { path: 'sports/:id', lazy: () => import('./SportEditPage') },
];
