import { queryOptions } from '@tanstack/react-query';
import type { ActivityRow, ListReply } from '@sportdesk/contract';
import { api, type QueryParams } from '../../lib/api';

// The list's query in a module of its own: the `/activities` route's prefetch (in the first download) needs it
// without the rest of the activity queries (queries.ts).

export const activityPath = '/admin/activities';

export const activityKeys = {
  all: ['activities'] as const,
  lists: () => [...activityKeys.all, 'list'] as const,
  list: (filters: QueryParams) => [...activityKeys.lists(), filters] as const,
  details: () => [...activityKeys.all, 'detail'] as const,
  detail: (id: number) => [...activityKeys.details(), id] as const,
  userOptions: (kind: string) => [...activityKeys.all, 'user-options', kind] as const,
  job: (id: number) => ['async-jobs', id] as const,
};

/** A page of the list: what the list's hook and the `/activities` route's prefetch ask for. */
export const activityListQuery = (filters: QueryParams) =>
  queryOptions({
    queryKey: activityKeys.list(filters),
    queryFn: ({ signal }) => api.get<ListReply<ActivityRow>>(activityPath, { query: filters, signal }),
  });
