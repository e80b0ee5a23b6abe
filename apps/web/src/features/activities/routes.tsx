import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { readToken } from '../../lib/session/storage';
import { activityListRequestAt } from './list/listRequest';
import { activityListQuery } from './listQuery';
import { sportOptionsQuery } from '../catalogue/public';

/**
 * `/activities`' loader: the page of the list the address describes and the sports of its filter row go into the
 * query cache while the screen's code loads (the screen's own queries then find them there or in flight). It does
 * not wait for them — the screen shows its loading state as before — and asks nothing without a session (the
 * layout's loader is sending that visit to sign-in).
 */
const prefetchActivityList =
  (queryClient: QueryClient) =>
  ({ request }: LoaderFunctionArgs) => {
    if (readToken() === null) return null;
    void queryClient.prefetchQuery(activityListQuery(activityListRequestAt(new URL(request.url).search)));
    void queryClient.prefetchQuery(sportOptionsQuery);
    return null;
  };

/** Lazy screens of `/activities` (docs/spec/part-2.md §2). */
export const activitiesRoutes = ({ queryClient }: { queryClient: QueryClient }): RouteObject[] => [
  { path: 'activities', lazy: () => import('./ActivityListPage'), loader: prefetchActivityList(queryClient) },
  { path: 'activities/new', lazy: () => import('./ActivityCreatePage') },
];
