import type { RouteObject } from 'react-router';

/** Lazy screens of `/terminal_logins` (docs/spec/part-1.md §2 "Terminal logins"). */
export const terminalLoginsRoutes: RouteObject[] = [
  { path: 'terminal_logins', lazy: () => import('./TerminalLoginListPage') },
  { path: 'terminal_logins/new', lazy: () => import('./TerminalLoginCreatePage') },
  { path: 'terminal_logins/:id', lazy: () => import('./TerminalLoginPage') },
  { path: 'terminal_logins/:id/edit', lazy: () => import('./TerminalLoginEditPage') },
];
