import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  ListReply,
  PortalActivity,
  PortalActivityDetail,
  PortalActivityQuery,
  PortalFilterOptions,
  PortalGroup,
  PortalTileSection,
} from '@sportdesk/contract';
import { api } from '../../lib/api';

export const portalKeys = {
  all: ['portal'] as const,
  tiles: (signedIn: boolean) => [...portalKeys.all, 'tiles', signedIn] as const,
  filters: () => [...portalKeys.all, 'filters'] as const,
  searches: () => [...portalKeys.all, 'search'] as const,
  search: (query: PortalActivityQuery) => [...portalKeys.searches(), query] as const,
  activity: (id: number) => [...portalKeys.all, 'activity', id] as const,
  group: (id: number, key: string | undefined) => [...portalKeys.all, 'group', id, key ?? ''] as const,
};

export function usePortalTiles(signedIn: boolean) {
  return useQuery({
    queryKey: portalKeys.tiles(signedIn),
    queryFn: ({ signal }) =>
      api.get<PortalTileSection[]>('/portal/tiles', { query: { signed_in: signedIn || undefined }, signal }),
  });
}

export function usePortalFilterOptions() {
  return useQuery({
    queryKey: portalKeys.filters(),
    queryFn: ({ signal }) => api.get<PortalFilterOptions>('/portal/filters', { signal }),
    staleTime: 5 * 60_000,
  });
}

export function usePortalSearch(query: PortalActivityQuery) {
  return useQuery({
    queryKey: portalKeys.search(query),
    queryFn: ({ signal }) =>
      api.get<ListReply<PortalActivity>>('/portal/activities', { query: query as Record<string, string | number>, signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePortalActivity(id: number) {
  return useQuery({
    queryKey: portalKeys.activity(id),
    queryFn: ({ signal }) => api.get<PortalActivityDetail>(`/portal/activities/${id}`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** A group's public page (`GET portal/groups/:id`, a hidden group's with its link's `key`). */
export function usePortalGroup(id: number, key: string | undefined) {
  return useQuery({
    queryKey: portalKeys.group(id, key),
    queryFn: ({ signal }) => api.get<PortalGroup>(`/portal/groups/${id}`, { query: key ? { key } : undefined, signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}
