import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Basket,
  CalendarFeedReply,
  BasketPaymentMethod,
  CheckoutResult,
  ListReply,
  PlayerBooking,
  PlayerBookingScope,
  ReserveJoinResult,
  ResignResult,
} from '@sportdesk/contract';
import { api } from '../../../lib/api';
import { readToken } from '../../../lib/session/storage';
import { portalKeys } from '../queries';

export const bookingKeys = {
  all: ['portal', 'booking'] as const,
  basket: () => [...bookingKeys.all, 'basket'] as const,
  lists: () => [...bookingKeys.all, 'bookings'] as const,
  list: (scope: PlayerBookingScope, page: number) => [...bookingKeys.lists(), scope, page] as const,
};

/** The signed-in player's basket (`GET transactions/basket_transactions`); the header's badge reads it too. */
export function useBasket() {
  return useQuery({
    queryKey: bookingKeys.basket(),
    queryFn: ({ signal }) => api.get<Basket>('/transactions/basket_transactions', { signal }),
    enabled: readToken() !== null,
  });
}

/** The player's children (`GET users/current/children`); an empty list when the call fails (no select then). */
/** Basket changes answer the whole basket: it replaces the cached one. */
function useBasketMutation<V>(mutationFn: (values: V) => Promise<Basket>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (basket) => queryClient.setQueryData(bookingKeys.basket(), basket),
  });
}

export const useAddToBasket = () =>
  useBasketMutation((item: { activity_id: number; participant_id?: number; payment_method: BasketPaymentMethod | null }) =>
    api.post<Basket>('/basket_items', { body: { basket_item: item } }),
  );

export const useUpdateBasketItem = () =>
  useBasketMutation(({ id, ...patch }: { id: number; payment_method?: BasketPaymentMethod | null; promo_code?: string | null }) =>
    api.patch<Basket>(`/basket_items/${id}`, { body: { basket_item: patch } }),
  );

export const useRemoveBasketItem = () => useBasketMutation((id: number) => api.delete<Basket>(`/basket_items/${id}`));

export function useCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post<CheckoutResult>('/transactions/basket_transactions', { body: { basket_transaction: { terms: true } } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
      void queryClient.invalidateQueries({ queryKey: portalKeys.all });
    },
  });
}

export function useBookings(scope: PlayerBookingScope, page: number, limit: number) {
  return useQuery({
    queryKey: bookingKeys.list(scope, page),
    queryFn: ({ signal }) =>
      api.get<ListReply<PlayerBooking>>('/users/current/participations', { query: { scope, page, limit }, signal }),
    placeholderData: keepPreviousData,
    enabled: readToken() !== null,
  });
}

/** After a resignation or a reserve-list join, the bookings and the activity's free spots change. */
function useBookingChange<V, R>(mutationFn: (values: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: bookingKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: portalKeys.all });
    },
  });
}

export const useResign = () => useBookingChange((id: number) => api.delete<ResignResult>(`/users/current/participations/${id}`));

export const useJoinReserve = () =>
  useBookingChange((participation: { activity_id: number; participant_id?: number }) =>
    api.post<ReserveJoinResult>('/users/current/participations', { body: { participation } }),
  );

/** The player's private calendar feed address (made on the first ask) and its reset. */
export function useCalendarFeed() {
  return useQuery({
    queryKey: [...bookingKeys.all, 'calendar-feed'] as const,
    queryFn: ({ signal }) => api.get<CalendarFeedReply>('/users/current/calendar_feed', { signal }),
    enabled: readToken() !== null,
  });
}

export function useResetCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<CalendarFeedReply>('/users/current/calendar_feed/reset'),
    onSuccess: (feed) => queryClient.setQueryData([...bookingKeys.all, 'calendar-feed'], feed),
  });
}
