import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { EventCommentInput, ListReply, SystemEvent, SystemEventRow, SystemEventValues } from '@sportdesk/contract';
import { api } from '../../lib/api';
import { sessionKeys } from '../../lib/session/queries';
import type { SystemEventListParams } from './urls';

const path = '/admin/system_events';

export const systemEventKeys = {
  all: ['system-events'] as const,
  lists: () => [...systemEventKeys.all, 'list'] as const,
  list: (filters: SystemEventListParams) => [...systemEventKeys.lists(), filters] as const,
  details: () => [...systemEventKeys.all, 'detail'] as const,
  detail: (id: number) => [...systemEventKeys.details(), id] as const,
};

/** After any change the lists and the bell's counters (users/current) are stale. */
export const refreshAfterChange = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: systemEventKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: sessionKeys.current() }),
  ]);

export function useSystemEventList(filters: SystemEventListParams) {
  return useQuery({
    queryKey: systemEventKeys.list(filters),
    queryFn: ({ signal }) => api.get<ListReply<SystemEventRow>>(path, { query: filters, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Loading an event reads it (the API marks it read), so the counters are refreshed too. */
export function useSystemEvent(id: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: systemEventKeys.detail(id ?? 0),
    queryFn: async ({ signal }) => {
      const event = await api.get<SystemEvent>(`${path}/${id}`, { signal });
      void refreshAfterChange(queryClient);
      return event;
    },
    enabled: id !== null,
    // Opening the dialog always asks the API: that is what marks the event read.
    staleTime: 0,
  });
}

/** An edit of an open event: its dialog shows the answer at once. */
function useEventMutation<V>(request: (values: V) => Promise<SystemEvent>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (event) => {
      queryClient.setQueryData(systemEventKeys.detail(event.id), event);
      return refreshAfterChange(queryClient);
    },
  });
}

export function useCreateSystemEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Partial<SystemEventValues>) => api.post<SystemEvent>(path, { body: { system_event: input } }),
    onSuccess: () => refreshAfterChange(queryClient),
  });
}

export const useUpdateSystemEvent = (id: number) =>
  useEventMutation((input: Partial<SystemEventValues>) =>
    api.patch<SystemEvent>(`${path}/${id}`, { body: { system_event: input } }),
  );

export const useAddEventComment = (id: number) =>
  useEventMutation((input: EventCommentInput) =>
    api.post<SystemEvent>(`${path}/${id}/add_comment`, { body: { event_comment: input } }),
  );

export function useDeleteSystemEvent(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<SystemEvent>(`${path}/${id}`),
    onSuccess: () => refreshAfterChange(queryClient),
  });
}
