import { Outlet, type RouteObject } from 'react-router';
import { PageLoader } from '../components/PageLoader';
import { RouteError } from '../components/RouteError';
import { useUrlNotification } from './useUrlNotification';

/** Wraps every screen, signed in or not. */
export function RootRoute() {
  useUrlNotification();
  return <Outlet />;
}

/**
 * A document's root route (appRoutes.tsx, publicDocumentRoutes.ts): its screens under RootRoute, a spinner while the
 * first address's code loads, and an error screen for what no layout catches.
 */
export const documentRoot = (children: RouteObject[]): RouteObject => ({
  Component: RootRoute,
  HydrateFallback: PageLoader,
  errorElement: <RouteError />,
  children,
});
