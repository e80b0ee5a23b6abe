import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ActivityQueuedReply,
  ActivityTemplate,
  ActivityTemplateInput,
  ActivityTemplateRow,
  ListReply,
} from '@sportdesk/contract';
import { api, type QueryParams } from '../../lib/api';
import { activityKeys, type HistorySource } from '../activities/public';

const path = '/admin/activity_templates';

export const templateKeys = {
  all: ['activity-templates'] as const,
  lists: () => [...templateKeys.all, 'list'] as const,
  list: (filters: QueryParams) => [...templateKeys.lists(), filters] as const,
  details: () => [...templateKeys.all, 'detail'] as const,
  detail: (id: number) => [...templateKeys.details(), id] as const,
};

export function useTemplateList(filters: QueryParams) {
  return useQuery({
    queryKey: templateKeys.list(filters),
    queryFn: ({ signal }) => api.get<ListReply<ActivityTemplateRow>>(path, { query: filters, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useTemplate(id: number) {
  return useQuery({
    queryKey: templateKeys.detail(id),
    queryFn: ({ signal }) => api.get<ActivityTemplate>(`${path}/${id}`, { signal, redirectOnNotFound: true }),
  });
}

export function useCreateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ActivityTemplateInput) => api.post<ActivityTemplate>(path, { body: { activity_template: input } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.lists() }),
  });
}

export function useUpdateTemplate(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ActivityTemplateInput) =>
      api.patch<ActivityTemplate>(`${path}/${id}`, { body: { activity_template: input } }),
    onSuccess: (updated) => {
      queryClient.setQueryData(templateKeys.detail(id), updated);
      return queryClient.invalidateQueries({ queryKey: templateKeys.lists() });
    },
  });
}

export function useApproveTemplate(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<ActivityTemplate>(`${path}/${id}/approve`),
    onSuccess: (updated) => {
      queryClient.setQueryData(templateKeys.detail(id), updated);
      return queryClient.invalidateQueries({ queryKey: templateKeys.lists() });
    },
  });
}

export function useDeleteTemplate(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<ActivityTemplate>(`${path}/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.lists() }),
  });
}

/** 'Generuj teraz': queues the generation; the reply carries the async job id. */
export function useGenerateTemplate(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<ActivityQueuedReply>(`${path}/${id}/generate`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: templateKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: activityKeys.lists() }),
      ]),
  });
}

/** After a generation run: the template's counters and the activity lists show what it added. */
export function useRefreshAfterGeneration(id: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: templateKeys.detail(id) }),
      queryClient.invalidateQueries({ queryKey: activityKeys.lists() }),
    ]);
}

/** The template's change history (its page's 'Historia zmian'). */
export const templateHistory = (id: number): HistorySource => ({ path: `${path}/${id}`, detailKey: templateKeys.detail(id) });
