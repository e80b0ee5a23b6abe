import type { RouteObject } from 'react-router';

/** Lazy screens of `/main_page_tiles` (docs/spec/part-2.md §2 "Main page tiles"). */
export const mainPageTilesRoutes: RouteObject[] = [
  { path: 'main_page_tiles', lazy: () => import('./TileListPage') },
  { path: 'main_page_tiles/new', lazy: () => import('./TileCreatePage') },
  { path: 'main_page_tiles/:id', lazy: () => import('./TileEditPage') },
];
