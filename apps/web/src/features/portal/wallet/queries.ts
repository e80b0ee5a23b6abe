import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  PLAYER_TRANSACTIONS_PAGE_SIZE,
  type ListReply,
  type PlayerTopUpInput,
  type PlayerTopUpResult,
  type PlayerTransaction,
  type PlayerWallet,
} from '@sportdesk/contract';
import { api } from '../../../lib/api';

export const walletKeys = {
  all: ['portal', 'wallet'] as const,
  wallet: () => [...walletKeys.all, 'balance'] as const,
  transactions: (page: number) => [...walletKeys.all, 'transactions', page] as const,
};

export function usePlayerWallet(enabled = true) {
  return useQuery({
    queryKey: walletKeys.wallet(),
    queryFn: ({ signal }) => api.get<PlayerWallet>('/users/current/wallet', { signal }),
    enabled,
  });
}

export function usePlayerTransactions(page: number) {
  return useQuery({
    queryKey: walletKeys.transactions(page),
    queryFn: ({ signal }) =>
      api.get<ListReply<PlayerTransaction>>('/users/current/transactions', {
        query: { page, limit: PLAYER_TRANSACTIONS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Starts a top-up; the caller sends the browser to the gateway's page it answers with. */
export function useTopUp() {
  return useMutation({
    mutationFn: (input: PlayerTopUpInput) =>
      api.post<PlayerTopUpResult>('/users/current/wallet/top_up', { body: { top_up: input } }),
  });
}
