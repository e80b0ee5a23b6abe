import type { AppRoute } from '../../lib/routing';

/** Lazy screens of `/pages` (spec part 2 "Pages"); the settings modal opens on the list and in the editor. */
export const pagesRoutes: AppRoute[] = [
  { path: 'pages', lazy: () => import('./PageListPage') },
  { path: 'pages/:id', lazy: () => import('./PageEditorPage') },
];
