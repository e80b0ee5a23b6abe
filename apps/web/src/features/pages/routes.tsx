import type { RouteObject } from 'react-router';

/** Lazy screens of `/pages` (docs/spec/part-2.md §2 "Pages"); the settings modal opens on the list and in the editor.
 * */
export const pagesRoutes: RouteObject[] = [
  { path: 'pages', lazy: () => import('./PageListPage') },
  { path: 'pages/:id', lazy: () => import('./PageEditorPage') },
];
