import type { AppRoute, RoutePrefetch } from '../../lib/routing';
import { activityListRequestAt } from './list/listRequest';
import { activityListQuery } from './listQuery';
import { sportOptionsQuery } from './pickers/catalogue';

/** `/activities` asks for its first page and the sports of its filter row while its code loads. */
function prefetchActivityList({ location, queryClient }: RoutePrefetch) {
  void queryClient.prefetchQuery(activityListQuery(activityListRequestAt(location.search)));
  void queryClient.prefetchQuery(sportOptionsQuery);
}

/** Lazy screens of `/activities` (spec part 2 §2). */
export const activitiesRoutes: AppRoute[] = [
  { path: 'activities', lazy: () => import('./ActivityListPage'), prefetch: prefetchActivityList },
  { path: 'activities/new', lazy: () => import('./ActivityCreatePage') },
  { path: 'activities/:id', lazy: () => import('./ActivityPage') },
  { path: 'activities/:id/edit', lazy: () => import('./ActivityPage') },
  { path: 'activities/:id/copy', lazy: () => import('./ActivityPage') },
];
