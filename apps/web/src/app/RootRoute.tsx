import { Outlet, type RouteObject } from 'react-router';
import { PageLoader } from '../components/PageLoader';
import { useUrlNotification } from './useUrlNotification';

/** Wraps every screen, signed in or not. */
export function RootRoute() {
  useUrlNotification();
  return <Outlet />;
}

/** A document's root route (appRoutes.tsx, publicDocumentRoutes.ts): its screens under RootRoute. */
export const documentRoot = (children: RouteObject[]): RouteObject => ({
  Component: RootRoute,
  HydrateFallback: PageLoader,
  children,
});
