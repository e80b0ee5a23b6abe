import type { AppRoute } from '../../lib/routing';

/** Lazy screens of `/users` (spec part 1 "Users"). */
export const usersRoutes: AppRoute[] = [
  { path: 'users', lazy: () => import('./UserListPage') },
  { path: 'users/new', lazy: () => import('./UserCreatePage') },
  { path: 'users/:id', lazy: () => import('./UserPage') },
];
