import type { RouteObject } from 'react-router';

/** `/system_events`: the list; the create/edit dialog opens over it (`?event=new|{id}`). */
export const systemEventsRoutes: RouteObject[] = [{ path: 'system_events', lazy: () => import('./SystemEventListPage') }];
