import type { RouteObject } from 'react-router';

/** `/audits` ('Historia zmian', spec part 2 "Audits"). */
export const auditsRoutes: RouteObject[] = [{ path: 'audits', lazy: () => import('./AuditListPage') }];
