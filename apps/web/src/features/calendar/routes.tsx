import type { RouteObject } from 'react-router';

/** `/calendar`: the venue week. */
export const calendarRoutes: RouteObject[] = [{ path: 'calendar', lazy: () => import('./CalendarPage') }];
