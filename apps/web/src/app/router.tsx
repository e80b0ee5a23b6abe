import { UNSAFE_createBrowserHistory } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { signInUrl } from '../features/auth/urls';
import { configureApi } from '../lib/api';
import { createGuardedHistory } from '../lib/routing';
import { PORTAL_PATH, signInPath } from '../lib/session/guards';
import { clearSession } from '../lib/session/storage';

export const NOT_FOUND_PATH = '/404';

/**
 * The browser history the app's router drives (with the unsaved-changes blocker, lib/routing), with the API
 * client's 401 and 404 handling wired to it.
 */
export function createAppHistory(queryClient: QueryClient) {
  const history = createGuardedHistory(UNSAFE_createBrowserHistory({ v5Compat: true }));
  configureApi({
    onUnauthorized: () => {
      clearSession();
      queryClient.clear();
      const { pathname, search, hash } = window.location;
      // The portal handles its own signed-out state (public pages stay open; its sign-in is /portal/logowanie).
      if (pathname === PORTAL_PATH || pathname.startsWith(`${PORTAL_PATH}/`)) return;
      // A session that ended mid-work comes back to the same screen after signing in again.
      if (!pathname.startsWith(signInUrl())) history.replace(signInPath(`${pathname}${search}${hash}`));
    },
    onNotFound: () => history.replace(NOT_FOUND_PATH),
  });
  return history;
}
