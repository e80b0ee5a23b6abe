import type { RouteObject } from 'react-router';

/** Lazy screens of `/settings` (docs/spec/part-1.md §2 "Settings"). */
export const appSettingsRoutes: RouteObject[] = [
  { path: 'settings', lazy: () => import('./AppSettingListPage') },
  { path: 'settings/new', lazy: () => import('./AppSettingCreatePage') },
  { path: 'settings/:id', lazy: () => import('./AppSettingEditPage') },
];
