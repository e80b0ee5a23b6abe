import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Activity,
  ActivityBulkBody,
  ActivityCoordinator,
  ActivityCreateInput,
  ActivityInput,
  ActivityQueuedReply,
  AsyncJob,
  AuditEntry,
  ListReply,
} from '@sportdesk/contract';
import { api, type QueryParams } from '../../lib/api';
import { activityKeys, activityListQuery, activityPath as path } from './listQuery';

export { activityKeys };

export function useActivityList(filters: QueryParams) {
  return useQuery({ ...activityListQuery(filters), placeholderData: keepPreviousData });
}

export function useActivity(id: number) {
  return useQuery({
    queryKey: activityKeys.detail(id),
    queryFn: ({ signal }) => api.get<Activity>(`${path}/${id}`, { signal, redirectOnNotFound: true }),
  });
}

/** Creating is queued: the reply carries the async job id ('Zlecono dodawanie zajęć'). */
export function useCreateActivities() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ActivityCreateInput) => api.post<ActivityQueuedReply>(path, { body: { activity: input } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activityKeys.lists() }),
  });
}

export function useUpdateActivity(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ActivityInput) => api.patch<Activity>(`${path}/${id}`, { body: { activity: input } }),
    onSuccess: (updated) => {
      queryClient.setQueryData(activityKeys.detail(id), updated);
      return queryClient.invalidateQueries({ queryKey: activityKeys.lists() });
    },
  });
}

export function useDeleteActivity(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<Activity>(`${path}/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activityKeys.lists() }),
  });
}

export function useBulkUpdateActivities() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ActivityBulkBody) => api.post<ActivityQueuedReply>(`${path}/bulk_update`, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activityKeys.all }),
  });
}

/** Follows a queued job until it is done, then refreshes the activity lists. */
export function useAsyncJob(id: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: activityKeys.job(id ?? 0),
    enabled: id !== null,
    queryFn: async ({ signal }) => {
      const job = await api.get<AsyncJob>(`/admin/async_jobs/${id}`, { signal });
      if (job.job_status === 'done' || job.job_status === 'failed')
        await queryClient.invalidateQueries({ queryKey: activityKeys.all });
      return job;
    },
    refetchInterval: (query) => {
      const status = query.state.data?.job_status;
      return status === 'done' || status === 'failed' ? false : 1000;
    },
  });
}

export function useAddCoordinator(activityId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) =>
      api.post<ActivityCoordinator[]>(`${path}/${activityId}/coordinators`, { body: { user: { id: userId } } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activityKeys.all }),
  });
}

export function useRemoveCoordinator(activityId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => api.delete<ActivityCoordinator[]>(`${path}/${activityId}/coordinators/${userId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activityKeys.all }),
  });
}

export interface UserOption {
  id: number;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
}

export const fetchUserOptions = (kind: 'coordinator' | 'organizer', search: string) =>
  api.get<UserOption[]>(`${path}/user_options`, { query: { kind, search } });

/** Whose history: the record's API path (its `/audits` lists the rows) and its detail query key. */
export interface HistorySource {
  path: string;
  detailKey: readonly unknown[];
}

/** A record's change history (`{path}/audits`), a page at a time, kept under the record's detail key. */
export function useChangeHistory(source: HistorySource, page: number, limit: number) {
  return useQuery({
    queryKey: [...source.detailKey, 'history', page, limit],
    queryFn: ({ signal }) => api.get<ListReply<AuditEntry>>(`${source.path}/audits`, { query: { page, limit }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The activity's change history (the summary's tab). */
export const activityHistory = (id: number): HistorySource => ({ path: `${path}/${id}`, detailKey: activityKeys.detail(id) });

export const uploadActivityImage = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return api.post<{ url: string; key: string }>(`${path}/images`, { body: form });
};
