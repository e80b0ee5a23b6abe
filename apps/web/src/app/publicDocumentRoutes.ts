import { redirectDocument } from 'react-router';
import { authRoutes } from '../features/auth/routes';
import { portalRoutes } from '../features/portal/routes';
import { documentRoot } from './RootRoute';
import type { DocumentRoutes } from './router';
import { chooseHomeFromPortal } from '../lib/session/guards';

/**
 * The public document (public.html, served for `/`, `/portal…` and `/auth…`): the pages before the back office —
 * the player portal and sign-in — in a bundle of their own (apps/web/vite.public.config.ts). Any other path, the
 * back office after sign-in included, is loaded as a page of the back office's document (index.html).
 */
export const publicDocumentRoutes: DocumentRoutes = () => [
  documentRoot([
    ...authRoutes,
    ...portalRoutes,
    { index: true, loader: chooseHomeFromPortal },
    {
      path: '*',
      loader: ({ request }) => {
        const url = new URL(request.url);
        return redirectDocument(`${url.pathname}${url.search}`);
      },
    },
  ]),
];
