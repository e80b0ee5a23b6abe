import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Basket, BasketPaymentMethod } from '@sportdesk/contract';
import { api } from '../../lib/api';
import { userKeys } from '../users/public';

export const basketKeys = { user: (userId: number) => ['baskets', userId] as const };

export function useUserBasket(userId: number) {
  return useQuery({
    queryKey: basketKeys.user(userId),
    queryFn: ({ signal }) => api.get<Basket>(`/admin/baskets/${userId}`, { signal }),
  });
}

/** Stores the fresh basket and refreshes the user (its Koszyk badge count). */
function useStore(userId: number) {
  const queryClient = useQueryClient();
  return (basket: Basket) => {
    queryClient.setQueryData(basketKeys.user(userId), basket);
    return queryClient.invalidateQueries({ queryKey: userKeys.detail(userId) });
  };
}

export function useUpdateBasketItem(userId: number) {
  const store = useStore(userId);
  return useMutation({
    mutationFn: ({
      itemId,
      patch,
    }: {
      itemId: number;
      patch: { payment_method?: BasketPaymentMethod | null; promo_code?: string | null };
    }) => api.patch<Basket>(`/admin/baskets/${userId}/items/${itemId}`, { body: { basket_item: patch } }),
    onSuccess: store,
  });
}

export function useRemoveBasketItem(userId: number) {
  const store = useStore(userId);
  return useMutation({
    mutationFn: (itemId: number) => api.delete<Basket>(`/admin/baskets/${userId}/items/${itemId}`),
    onSuccess: store,
  });
}
