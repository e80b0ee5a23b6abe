import type { RouteObject } from 'react-router';

/** Lazy screens of `/users` (docs/spec/part-1.md §2 "Users"). */
export const usersRoutes: RouteObject[] = [
  { path: 'users', lazy: () => import('./UserListPage') },
  { path: 'users/new', lazy: () => import('./UserCreatePage') },
];
