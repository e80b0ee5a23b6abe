import type { RouteObject } from 'react-router';

/** Lazy screens of `/promo-codes` (docs/spec/part-2.md §2 "Promo codes"). */
export const promoCodesRoutes: RouteObject[] = [
  { path: 'promo-codes', lazy: () => import('./PromoCodeListPage') },
  { path: 'promo-codes/new', lazy: () => import('./PromoCodeCreatePage') },
  { path: 'promo-codes/:id', lazy: () => import('./PromoCodeEditPage') },
];
