import { lazy, useEffect, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, Navigate, Outlet, useLocation, useRoutes, type Location, type RouteObject } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { ScreenErrorBoundary } from '../../components/ScreenErrorBoundary';
import { loadOnce } from '../useSchemaForm';
import { leaveDocument } from './documentExit';

/** Where a guard sends the user instead: a path inside this document, or another document (a full page load). */
export type Redirect = string | { document: string };

/**
 * A route of the app: a path and its screen, loaded when first visited (`lazy`: a module exporting `Component`),
 * optionally behind a `guard` read on every visit (the session, the sign-in page's redirect).
 */
export interface AppRoute {
  path?: string;
  index?: boolean;
  lazy?: () => Promise<{ Component: ComponentType }>;
  Component?: ComponentType;
  element?: ReactNode;
  guard?: (location: Location) => Redirect | null;
  children?: AppRoute[];
}

interface Handle {
  preload?: () => Promise<unknown>;
}

function DocumentRedirect({ to }: { to: string }) {
  useEffect(() => leaveDocument(to), [to]);
  return <PageLoader />;
}

function Guarded({ guard, children }: { guard: NonNullable<AppRoute['guard']>; children: ReactNode }) {
  const target = guard(useLocation());
  if (target === null) return children;
  if (typeof target === 'string') return <Navigate to={target} replace />;
  return <DocumentRedirect to={target.document} />;
}

/** React Router's route objects for `useRoutes`: lazy screens as `React.lazy`, guards as wrapping elements. */
export function toRouteObjects(routes: AppRoute[]): RouteObject[] {
  return routes.map((route) => {
    const load = route.lazy && loadOnce(route.lazy);
    const Screen = load ? lazy(() => load().then((module) => ({ default: module.Component }))) : route.Component;
    const screen = Screen ? <Screen /> : route.element;
    const handle: Handle = { preload: load };
    return {
      path: route.path,
      index: route.index,
      element: route.guard ? <Guarded guard={route.guard}>{screen ?? <Outlet />}</Guarded> : screen,
      handle,
      children: route.children && toRouteObjects(route.children),
    } as RouteObject;
  });
}

/**
 * The screens for the address. Every lazy screen the address matches (the layout and the page) starts loading
 * at once, not one after the other as React renders them. A screen that fails to render shows an error with a
 * reload (the data router's default error screen did that before).
 */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  for (const match of matchRoutes(routes, location) ?? []) void (match.route.handle as Handle | undefined)?.preload?.();
  const screens = useRoutes(routes, location);
  return <ScreenErrorBoundary resetKey={location.pathname}>{screens}</ScreenErrorBoundary>;
}
