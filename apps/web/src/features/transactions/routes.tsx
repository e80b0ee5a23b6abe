import type { AppRoute } from '../../lib/routing';

/** Lazy screens of `/transactions` (spec part 2 "Transactions"). */
export const transactionsRoutes: AppRoute[] = [
  { path: 'transactions', lazy: () => import('./TransactionListPage') },
  { path: 'transactions/:id', lazy: () => import('./TransactionDetailPage') },
];
