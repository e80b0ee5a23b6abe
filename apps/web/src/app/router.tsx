import { createBrowserRouter, type RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { signInUrl } from '../features/auth/urls';
import { configureApi } from '../lib/api';
import { PORTAL_PATH, signInPath } from '../lib/session/guards';
import { clearSession } from '../lib/session/storage';

export const NOT_FOUND_PATH = '/404';

/** The browser router over a document's routes, with the API client's 401 and 404 handling wired to it. */
export function createAppRouter(queryClient: QueryClient, routes: RouteObject[]) {
  const router = createBrowserRouter(routes);
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
