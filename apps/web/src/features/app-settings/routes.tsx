import type { AppRoute } from '../../lib/routing';

/** Lazy screens of `/settings` (spec part 1 "Settings"). */
export const appSettingsRoutes: AppRoute[] = [
  { path: 'settings', lazy: () => import('./AppSettingListPage') },
  { path: 'settings/new', lazy: () => import('./AppSettingCreatePage') },
  { path: 'settings/:id', lazy: () => import('./AppSettingEditPage') },
];
