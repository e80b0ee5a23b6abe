import { redirectDocument, type RouteObject } from 'react-router';
import { portalRoutes } from '../features/portal/routes';
import { PageLoader } from '../components/PageLoader';
import { RootRoute } from './RootRoute';
import { chooseHomeFromPortal } from '../lib/session/guards';

/**
 * The portal's own document (portal.html, served for `/` and `/portal/…`): only the portal's routes, in a bundle
 * of its own (apps/web/vite.portal.config.ts). Any other path belongs to the back office's document.
 */
export const portalDocumentRoutes: RouteObject[] = [
  {
    Component: RootRoute,
    HydrateFallback: PageLoader,
    children: [
      ...portalRoutes,
      { index: true, loader: chooseHomeFromPortal },
      { path: '*', loader: ({ request }) => redirectDocument(new URL(request.url).pathname) },
    ],
  },
];
