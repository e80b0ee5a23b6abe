import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PLAYER_MESSAGES_PAGE_SIZE, type ListReply, type PlayerMessage } from '@sportdesk/contract';
import { api } from '../../../lib/api';

export const messageKeys = {
  all: ['portal', 'messages'] as const,
  page: (page: number) => [...messageKeys.all, page] as const,
};

export function usePlayerMessages(page: number, enabled = true) {
  return useQuery({
    queryKey: messageKeys.page(page),
    queryFn: ({ signal }) =>
      api.get<ListReply<PlayerMessage>>('/users/current/messages', {
        query: { page, limit: PLAYER_MESSAGES_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
