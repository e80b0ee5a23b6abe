import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { authRoutes } from '../features/auth/routes';
import { portalRoutes } from '../features/portal/routes';
import { signInUrl } from '../features/auth/urls';
import { PageLoader } from '../components/PageLoader';
import { configureApi } from '../lib/api';
import { RootRoute } from './RootRoute';
import { layoutRoutes } from './routes';
import { PORTAL_PATH, chooseHome, requireSession, signInPath } from '../lib/session/guards';
import { clearSession } from '../lib/session/storage';

export const NOT_FOUND_PATH = '/404';

export const appRoutes: RouteObject[] = [
  {
    Component: RootRoute,
    HydrateFallback: PageLoader,
    children: [
      ...authRoutes,
      // The player portal: its own prefix, layout and lazy chunks, no session needed.
      ...portalRoutes,
      { index: true, loader: chooseHome },
      {
        loader: requireSession,
        lazy: () => import('./layout/AppLayout'),
        children: [
          ...layoutRoutes,
          { path: '404', lazy: () => import('./pages/NotFoundPage') },
          { path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> },
        ],
      },
    ],
  },
];

/** The browser router, with the API client's 401 and 404 handling wired to it. */
export function createAppRouter(queryClient: QueryClient) {
  const router = createBrowserRouter(appRoutes);
  configureApi({
    onUnauthorized: () => {
      clearSession();
      queryClient.clear();
      const { pathname, search, hash } = window.location;
      // The portal handles its own signed-out state (public pages stay open; its sign-in is /portal/logowanie).
      if (pathname === PORTAL_PATH || pathname.startsWith(`${PORTAL_PATH}/`)) return;
      // A session that ended mid-work comes back to the same screen after signing in again.
      if (!pathname.startsWith(signInUrl())) void router.navigate(signInPath(`${pathname}${search}${hash}`), { replace: true });
    },
    onNotFound: () => void router.navigate(NOT_FOUND_PATH, { replace: true }),
  });
  return router;
}
