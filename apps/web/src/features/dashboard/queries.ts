import { useQuery } from '@tanstack/react-query';
import type { NoShowsByKind, StatName, StatReply } from '@sportdesk/contract';
import { api } from '../../lib/api';

export const statKeys = {
  all: ['stats'] as const,
  stat: (name: StatName) => [...statKeys.all, name] as const,
};

/** One weekly chart; the API keeps it for 15 minutes, so the page does not ask more often than every 5. */
export function useStat(name: StatName) {
  return useQuery({
    queryKey: statKeys.stat(name),
    queryFn: ({ signal }) => api.get<StatReply>(`/admin/stats/${name}`, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** No-shows of the last 30 days by payment kind (`GET admin/stats/no_shows`). */
export function useNoShowsByKind() {
  return useQuery({
    queryKey: [...statKeys.all, 'no_shows'] as const,
    queryFn: ({ signal }) => api.get<NoShowsByKind>('/admin/stats/no_shows', { signal }),
    staleTime: 5 * 60_000,
  });
}
