import { Navigate } from 'react-router';
import type { AppRoute } from '../lib/routing';
import { authRoutes } from '../features/auth/routes';
import { portalRoutes } from '../features/portal/routes';
import { AppLayout } from './layout/AppLayout';
import { documentRoot } from './RootRoute';
import { layoutRoutes } from './routes';
import { NOT_FOUND_PATH } from './router';
import { chooseHome, requireSession } from '../lib/session/guards';

/**
 * The whole app's document (index.html): sign-in, the back office and the portal too (the development server
 * and in-app links reach it here; in production the server sends `/portal…` and `/auth…` the public document).
 */
export const appRoutes: AppRoute[] = [
  documentRoot([
    ...authRoutes,
    // The player portal: its own prefix, layout and lazy chunks, no session needed.
    ...portalRoutes,
    { index: true, guard: chooseHome },
    {
      guard: requireSession,
      // In the entry, not lazy: every screen of this document shows inside it, and the shell paints without
      // waiting for a chunk (docs/decisions.md, "The shell first").
      Component: AppLayout,
      children: [
        ...layoutRoutes,
        { path: '404', lazy: () => import('./pages/NotFoundPage') },
        { path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> },
      ],
    },
  ]),
];
