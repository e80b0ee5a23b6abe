import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListReply, Location, Sport } from '@sportdesk/contract';
import { api } from '../../lib/api';

/** Sports for the activity filters and form (at most 1000, by name); also prefetched by the `/activities` route. */
export const sportOptionsQuery = queryOptions({
  queryKey: ['sports', 'options'],
  queryFn: ({ signal }) => api.get<ListReply<Sport>>('/admin/sports', { query: { limit: 1000, order: 'name' }, signal }),
  staleTime: 60_000,
});

export function useSportOptions() {
  return useQuery({ ...sportOptionsQuery, select: (data) => data.rows.map((s) => ({ value: s.id, label: s.name })) });
}

export function useLocationList() {
  return useQuery({
    queryKey: ['localizations', 'options'],
    queryFn: ({ signal }) => api.get<ListReply<Location>>('/admin/localizations', { query: { limit: 1000 }, signal }),
    staleTime: 60_000,
    select: (data) => data.rows,
  });
}
