import { lazy, useContext, useEffect, useMemo, type ComponentType, type ReactNode } from 'react';
import {
  matchRoutes,
  Navigate,
  Outlet,
  renderMatches,
  UNSAFE_NavigationContext as NavigationContext,
  useLocation,
  type Location,
  type RouteMatch,
  type RouteObject,
} from 'react-router';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { PageLoader } from '../../components/PageLoader';
import { ScreenErrorBoundary } from '../../components/ScreenErrorBoundary';
import { loadOnce } from '../useSchemaForm';
import { leaveDocument } from './documentExit';

/** Where a guard sends the user instead: a path inside this document, or another document (a full page load). */
export type Redirect = string | { document: string };

/** What a route's `prefetch` is given: the address being shown and the query cache to fill. */
export interface RoutePrefetch {
  location: Location;
  queryClient: QueryClient;
}

/**
 * A route of the app: a path and its screen, loaded when first visited (`lazy`: a module exporting `Component`),
 * optionally behind a `guard` read on every visit (the session, the sign-in page's redirect). `prefetch` starts the
 * screen's first requests as soon as the address is known, in parallel with its code (the screen's own queries then
 * find them in the cache or in flight); it must ask for exactly what the screen's queries ask for.
 */
export interface AppRoute {
  path?: string;
  index?: boolean;
  lazy?: () => Promise<{ Component: ComponentType }>;
  Component?: ComponentType;
  element?: ReactNode;
  guard?: (location: Location) => Redirect | null;
  prefetch?: (context: RoutePrefetch) => void;
  children?: AppRoute[];
}

interface Handle {
  preload?: () => Promise<unknown>;
  guard?: AppRoute['guard'];
  prefetch?: AppRoute['prefetch'];
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

/** React Router's route objects for `AppRoutes`: lazy screens as `React.lazy`, guards as wrapping elements. */
export function toRouteObjects(routes: AppRoute[]): RouteObject[] {
  return routes.map((route) => {
    const load = route.lazy && loadOnce(route.lazy);
    const Screen = load ? lazy(() => load().then((module) => ({ default: module.Component }))) : route.Component;
    const screen = Screen ? <Screen /> : route.element;
    const handle: Handle = { preload: load, guard: route.guard, prefetch: route.prefetch };
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
 * Starts what the address needs at once, not one piece after the other as React renders: the code of every lazy
 * screen it matches (the layout and the page) and the data of every matched route up to the first guard that turns
 * the visit away (no request for a screen that will not be shown).
 */
function startLoading(matches: RouteMatch[], location: Location, queryClient: QueryClient) {
  for (const { route } of matches) {
    const handle = route.handle as Handle | undefined;
    void handle?.preload?.();
    if (handle?.guard?.(location)) return;
    handle?.prefetch?.({ location, queryClient });
  }
}

/**
 * The screens for the address. The routes are matched once per path (React Router's `useRoutes` flattens and
 * ranks the whole route table on every render, a search-string change included), with the pathnames re-encoded
 * as `useRoutes` does. A screen that fails to render shows an error with a reload (the data router's default error
 * screen did that before).
 */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const queryClient = useQueryClient();
  const { navigator } = useContext(NavigationContext);
  const matches = useMemo(() => {
    const encode = (pathname: string) =>
      navigator.encodeLocation
        ? navigator.encodeLocation(pathname.replace(/%/g, '%25').replace(/\?/g, '%3F').replace(/#/g, '%23')).pathname
        : pathname;
    return (matchRoutes(routes, location.pathname) ?? []).map((match) => ({
      ...match,
      pathname: encode(match.pathname),
      pathnameBase: encode(match.pathnameBase),
    }));
  }, [routes, location.pathname, navigator]);
  // Once per visit (a history entry, so one location object), not on every render of the same address.
  useMemo(() => startLoading(matches, location, queryClient), [matches, location, queryClient]);
  return <ScreenErrorBoundary resetKey={location.pathname}>{matches.length ? renderMatches(matches) : null}</ScreenErrorBoundary>;
}
