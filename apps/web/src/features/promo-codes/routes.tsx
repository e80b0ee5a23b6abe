import type { AppRoute } from '../../lib/routing';

/** Lazy screens of `/promo-codes` (spec part 2 "Promo codes"). */
export const promoCodesRoutes: AppRoute[] = [
  { path: 'promo-codes', lazy: () => import('./PromoCodeListPage') },
  { path: 'promo-codes/new', lazy: () => import('./PromoCodeCreatePage') },
  { path: 'promo-codes/:id', lazy: () => import('./PromoCodeEditPage') },
];
