import { createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { signInUrl } from '../features/auth/urls';
import { configureApi } from '../lib/api';
import { PORTAL_PATH, sessionRedirect, signInPath } from '../lib/session/guards';
import { clearSession } from '../lib/session/storage';

export const NOT_FOUND_PATH = '/404';
/** The back office's layout route (app/appRoutes.tsx): its loader is the session guard. */
export const BACK_OFFICE_ROUTE_ID = 'back-office';

/** What a document's routes are built with: the query cache their loaders fill. */
export interface RouteContext {
  queryClient: QueryClient;
}

/** A document's route table (app/appRoutes.tsx, app/publicDocumentRoutes.ts). */
export type DocumentRoutes = (context: RouteContext) => RouteObject[];

/**
 * The session guard's answer for the first address, handed to the router as the layout loader's data (partial
 * hydration). The router shows a route only once every loader and lazy module of the navigation has settled, so a
 * layout with a loader would wait for its page's code; with the answer known (the guard reads localStorage, it
 * needs no waiting) the layout renders at once, with its page's `HydrateFallback` until the page's code arrives
 * (docs/decisions.md, "The shell first"). A signed-out visit gets no answer here: the loader runs and redirects.
 */
function firstAddressData(routes: RouteObject[]): HydrationState | undefined {
  const matches = matchRoutes(routes, window.location) ?? [];
  if (!matches.some(({ route }) => route.id === BACK_OFFICE_ROUTE_ID)) return undefined;
  if (sessionRedirect(window.location) !== null) return undefined;
  return { loaderData: { [BACK_OFFICE_ROUTE_ID]: null } };
}

/** React Router's data router over a document's routes, with the API client's 401 and 404 handling wired to it. */
export function createAppRouter(routes: RouteObject[], queryClient: QueryClient) {
  const router = createBrowserRouter(routes, { hydrationData: firstAddressData(routes) });
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
