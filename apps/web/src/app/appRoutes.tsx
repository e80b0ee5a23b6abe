import { redirect } from 'react-router';
import { authRoutes } from '../features/auth/routes';
import { portalRoutes } from '../features/portal/routes';
import { PageLoader } from '../components/PageLoader';
import { RouteError } from '../components/RouteError';
import { AppLayout } from './layout/AppLayout';
import { documentRoot } from './RootRoute';
import { layoutRoutes } from './routes';
import { BACK_OFFICE_ROUTE_ID, NOT_FOUND_PATH, type DocumentRoutes } from './router';
import { chooseHome, requireSession } from '../lib/session/guards';

/** The page's stand-in in the shell while the page's code loads: fills the window, so the footer stays below the fold. */
const PageStandIn = () => <PageLoader fillWindow />;

/**
 * The whole app's document (index.html): sign-in, the back office and the portal too (the development server
 * and in-app links reach it here; in production the server sends `/portal…` and `/auth…` the public document).
 */
export const appRoutes: DocumentRoutes = (context) => [
  documentRoot([
    ...authRoutes,
    // The player portal: its own prefix, layout and lazy chunks, no session needed.
    ...portalRoutes,
    { index: true, loader: chooseHome },
    {
      id: BACK_OFFICE_ROUTE_ID,
      loader: requireSession,
      // The session is read again on every navigation (an idle session ends; another tab may have signed out).
      shouldRevalidate: () => true,
      // In the entry, not lazy: every screen of this document shows inside it, and the shell paints without
      // waiting for a chunk (docs/decisions.md, "The shell first").
      Component: AppLayout,
      children: [
        {
          // Inside the shell: the page's stand-in while its code loads, its error screen if it fails.
          HydrateFallback: PageStandIn,
          errorElement: <RouteError />,
          children: [
            ...layoutRoutes(context),
            { path: '404', lazy: () => import('./pages/NotFoundPage') },
            { path: '*', loader: () => redirect(NOT_FOUND_PATH) },
          ],
        },
      ],
    },
  ]),
];
