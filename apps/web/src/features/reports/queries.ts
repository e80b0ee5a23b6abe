import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AsyncJob, ListReply, ReportPeriodParams } from '@sportdesk/contract';
import { api, type QueryParams } from '../../lib/api';

const path = '/admin/async_jobs';

export const asyncJobKeys = {
  all: ['async-jobs'] as const,
  lists: () => [...asyncJobKeys.all, 'list'] as const,
  list: (query: QueryParams) => [...asyncJobKeys.lists(), query] as const,
};

const active = (list: ListReply<AsyncJob> | undefined) =>
  Boolean(list?.rows.some((r) => r.job_status === 'queued' || r.job_status === 'running'));

/**
 * The job list. The live channel refreshes it on every change; while a job on the page is queued or running it is
 * also polled every 5 s, for a worker running in another process (its pushes do not reach this server's channel).
 */
export function useAsyncJobList(query: QueryParams) {
  return useQuery({
    queryKey: asyncJobKeys.list(query),
    queryFn: ({ signal }) => api.get<ListReply<AsyncJob>>(path, { query, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (active(q.state.data) ? 5000 : false),
  });
}

export function useCreateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { job_class: string; params: ReportPeriodParams }) =>
      api.post<AsyncJob>(path, { body: { async_job: input } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: asyncJobKeys.lists() }),
  });
}

export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<{ message: string; job: AsyncJob }>(`${path}/${id}/retry`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: asyncJobKeys.lists() }),
  });
}
