import type { RouteObject } from 'react-router';

/** Lazy screens of `/transactions` (docs/spec/part-2.md §2 "Transactions"). */
export const transactionsRoutes: RouteObject[] = [
  { path: 'transactions', lazy: () => import('./TransactionListPage') },
  { path: 'transactions/:id', lazy: () => import('./TransactionDetailPage') },
];
