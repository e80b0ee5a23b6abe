import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { msg, PROMO_CODES_CHANNEL, type ListReply, type PromoCode, type PromoCodeUsage } from '@sportdesk/contract';
import { api } from '../../lib/api';
import { live, type LiveReply } from '../../lib/live';
import type { PromoCodeListParams } from './urls';

const path = '/admin/promo_codes';

export const promoCodeKeys = {
  all: ['promo-codes'] as const,
  lists: () => [...promoCodeKeys.all, 'list'] as const,
  list: (filters: PromoCodeListParams) => [...promoCodeKeys.lists(), filters] as const,
  detail: (id: number) => [...promoCodeKeys.all, 'detail', id] as const,
};

export type PromoCodeDetail = PromoCode & { usages: PromoCodeUsage[] };

export function usePromoCodeList(filters: PromoCodeListParams) {
  return useQuery({
    queryKey: promoCodeKeys.list(filters),
    queryFn: ({ signal }) => api.get<ListReply<PromoCode>>(path, { query: filters, signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePromoCode(id: number) {
  return useQuery({
    queryKey: promoCodeKeys.detail(id),
    queryFn: ({ signal }) => api.get<PromoCodeDetail>(`${path}/${id}`, { signal, redirectOnNotFound: true }),
  });
}

export function useDeletePromoCode(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<{ id: number }>(`${path}/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promoCodeKeys.lists() }),
  });
}

/** A failed channel call: `code` other than 200/202, or no connection. */
export class ChannelError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

/**
 * One action on `Admin::PromoCodesChannel`: resolves with the reply for 200 (success) and 202 (warning),
 * rejects with a ChannelError otherwise ('Brak połączenia z serwerem' when the socket is not open).
 * On success the lists (and details) reload.
 */
export function usePromoChannel<D = unknown>(action: 'create' | 'update' | 'bulk_update' | 'destroy') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (data: unknown): Promise<LiveReply<D>> => {
      if (!live.connected) throw new ChannelError(msg.noConnection, 0);
      let reply: LiveReply<D>;
      try {
        reply = await live.send<D>(PROMO_CODES_CHANNEL, action, data);
      } catch (error) {
        throw new ChannelError(error instanceof Error ? error.message : msg.noConnection, 0);
      }
      if (reply.code !== 200 && reply.code !== 202) {
        const fields = (reply.data as { fields?: Record<string, string> } | undefined)?.fields;
        throw new ChannelError(reply.status, reply.code, fields);
      }
      return reply;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promoCodeKeys.all }),
  });
}
