import { Outlet } from 'react-router';
import type { AppRoute } from '../lib/routing';
import { useUrlNotification } from './useUrlNotification';

/** Wraps every screen, signed in or not. */
export function RootRoute() {
  useUrlNotification();
  return <Outlet />;
}

/** A document's root route (appRoutes.tsx, publicDocumentRoutes.ts): its screens under RootRoute. */
export const documentRoot = (children: AppRoute[]): AppRoute => ({ Component: RootRoute, children });
