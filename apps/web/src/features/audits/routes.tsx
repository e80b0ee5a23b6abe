import type { AppRoute } from '../../lib/routing';

/** `/audits` ('Historia zmian', spec part 2 "Audits"). */
export const auditsRoutes: AppRoute[] = [{ path: 'audits', lazy: () => import('./AuditListPage') }];
