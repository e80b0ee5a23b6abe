import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlayerCardSaved, PlayerCards } from '@sportdesk/contract';
import { api } from '../../../../lib/api';

const URL = '/users/current/cards';
export const cardsKeys = { all: ['portal', 'cards'] as const };

export function useOwnCards() {
  return useQuery({ queryKey: cardsKeys.all, queryFn: ({ signal }) => api.get<PlayerCards>(URL, { signal }) });
}

/** `PUT users/current/cards/{benefit|fitprofit}`; the reply's cards replace the cached ones. */
export function useSaveCard(kind: 'benefit' | 'fitprofit') {
  const queryClient = useQueryClient();
  return useMutation({
    /** The fields the contract's `benefitCheckForm` / `fitprofitCheckForm` passed. */
    mutationFn: (card: Record<string, string>) => api.put<PlayerCardSaved>(`${URL}/${kind}`, { body: { card } }),
    onSuccess: (saved) => queryClient.setQueryData(cardsKeys.all, saved.cards),
  });
}
