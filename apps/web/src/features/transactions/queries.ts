import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListReply, Transaction, TransactionRow } from '@sportdesk/contract';
import { api } from '../../lib/api';
import type { TransactionListParams } from './urls';

const path = '/admin/transactions';

export const transactionKeys = {
  all: ['transactions'] as const,
  lists: () => [...transactionKeys.all, 'list'] as const,
  list: (filters: TransactionListParams) => [...transactionKeys.lists(), filters] as const,
  detail: (id: number) => [...transactionKeys.all, 'detail', id] as const,
};

/** The index always sends `search=true` (docs/spec/part-2.md §7). */
export function useTransactionList(filters: TransactionListParams) {
  return useQuery({
    queryKey: transactionKeys.list(filters),
    queryFn: ({ signal }) => api.get<ListReply<TransactionRow>>(path, { query: { ...filters }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useTransaction(id: number) {
  return useQuery({
    queryKey: transactionKeys.detail(id),
    queryFn: ({ signal }) => api.get<Transaction>(`${path}/${id}`, { signal, redirectOnNotFound: true }),
  });
}

/** The manual pay action of an unpaid online transfer. */
export function usePayTransaction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<Transaction>(`${path}/${id}/pay`, { body: {} }),
    onSuccess: (updated) => {
      queryClient.setQueryData(transactionKeys.detail(id), updated);
      return queryClient.invalidateQueries({ queryKey: transactionKeys.lists() });
    },
  });
}
