import type { RouteObject } from 'react-router';

/** Lazy screens of `/settings` (spec part 1 "Settings"). */
export const appSettingsRoutes: RouteObject[] = [
  { path: 'settings', lazy: () => import('./AppSettingListPage') },
  { path: 'settings/new', lazy: () => import('./AppSettingCreatePage') },
  { path: 'settings/:id', lazy: () => import('./AppSettingEditPage') },
];
