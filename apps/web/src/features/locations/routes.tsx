import type { RouteObject } from 'react-router';

/** Lazy screens of `/locations` (docs/spec/part-2.md §2 "Locations"; API resource `localizations`). */
export const locationsRoutes: RouteObject[] = [
  { path: 'locations', lazy: () => import('./LocationListPage') },
  { path: 'locations/new', lazy: () => import('./LocationCreatePage') },
  { path: 'locations/:id', lazy: () => import('./LocationEditPage') },
];
