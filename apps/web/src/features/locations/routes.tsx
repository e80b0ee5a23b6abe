import type { AppRoute } from '../../lib/routing';

/** Lazy screens of `/locations` (spec part 2 "Locations"; API resource `localizations`). */
export const locationsRoutes: AppRoute[] = [
  { path: 'locations', lazy: () => import('./LocationListPage') },
  { path: 'locations/new', lazy: () => import('./LocationCreatePage') },
  { path: 'locations/:id', lazy: () => import('./LocationEditPage') },
];
