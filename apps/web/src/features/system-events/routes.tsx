import type { AppRoute } from '../../lib/routing';

/** `/system_events`: the list; the create/edit dialog opens over it (`?event=new|{id}`). */
export const systemEventsRoutes: AppRoute[] = [{ path: 'system_events', lazy: () => import('./SystemEventListPage') }];
