import type { RouteObject } from 'react-router';

/** `/audits` ('Historia zmian', docs/spec/part-2.md §2 "Audits"). */
export const auditsRoutes: RouteObject[] = [{ path: 'audits', lazy: () => import('./AuditListPage') }];
