import type { AppRoute } from '../lib/routing';
import { authRoutes } from '../features/auth/routes';
import { portalRoutes } from '../features/portal/routes';
import { documentRoot } from './RootRoute';
import { chooseHomeFromPortal } from '../lib/session/guards';

/**
 * The public document (public.html, served for `/`, `/portal…` and `/auth…`): the pages before the back office —
 * the player portal and sign-in — in a bundle of their own (apps/web/vite.public.config.ts). Any other path, the
 * back office after sign-in included, is loaded as a page of the back office's document (index.html).
 */
export const publicDocumentRoutes: AppRoute[] = [
  documentRoot([
    ...authRoutes,
    ...portalRoutes,
    { index: true, guard: chooseHomeFromPortal },
    { path: '*', guard: ({ pathname, search }) => ({ document: `${pathname}${search}` }) },
  ]),
];
