import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BenefitEntry,
  BenefitEntryInput,
  BenefitEntryUpdateInput,
  BenefitImportJob,
  BenefitImportQueued,
  ListReply,
  Participant,
  Settlement,
} from '@sportdesk/contract';
import { api } from '../../lib/api';
import type { BenefitEntryListParams } from './urls';

const path = '/admin/benefit_entries';

export const benefitEntryKeys = {
  all: ['benefit-entries'] as const,
  lists: () => [...benefitEntryKeys.all, 'list'] as const,
  list: (filters: BenefitEntryListParams) => [...benefitEntryKeys.lists(), filters] as const,
  detail: (id: number) => [...benefitEntryKeys.all, 'detail', id] as const,
};

export function useBenefitEntryList(filters: BenefitEntryListParams, enabled = true) {
  return useQuery({
    queryKey: benefitEntryKeys.list(filters),
    queryFn: ({ signal }) => api.get<ListReply<BenefitEntry>>(path, { query: filters, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useBenefitEntry(id: number) {
  return useQuery({
    queryKey: benefitEntryKeys.detail(id),
    queryFn: ({ signal }) => api.get<BenefitEntry>(`${path}/${id}`, { signal, redirectOnNotFound: true }),
  });
}

export function useCreateBenefitEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BenefitEntryInput) => api.post<BenefitEntry>(path, { body: { benefit_entry: input } }),
    onSuccess: (created) => {
      queryClient.setQueryData(benefitEntryKeys.detail(created.id), created);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: benefitEntryKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: ['activities', 'participants'] }),
      ]);
    },
  });
}

export function useUpdateBenefitEntry(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BenefitEntryUpdateInput) => api.patch<BenefitEntry>(`${path}/${id}`, { body: { benefit_entry: input } }),
    onSuccess: (updated) => {
      queryClient.setQueryData(benefitEntryKeys.detail(id), updated);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: benefitEntryKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: ['activities', 'participants'] }),
      ]);
    },
  });
}

/** Uploads a provider file (`csv_file`) and queues the importer; resolves to the queued job. */
export function useImportBenefitFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('csv_file', file);
      return api.post<BenefitImportQueued>(`${path}/import`, { body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['async-jobs'] }),
  });
}

/** The import job's state, polled every 1.5 s until it is done or failed; then the entry lists reload. */
export function useBenefitImportJob(id: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...benefitEntryKeys.all, 'import', id],
    queryFn: async ({ signal }) => {
      const job = await api.get<BenefitImportJob>(`${path}/import/${id}`, { signal });
      if (job.job_status === 'done') await queryClient.invalidateQueries({ queryKey: benefitEntryKeys.lists() });
      return job;
    },
    enabled: id != null,
    refetchInterval: (query) => {
      const status = query.state.data?.job_status;
      return status === 'done' || status === 'failed' ? false : 1500;
    },
  });
}

/** The players on an activity's list (not the reserve list): the choices for an entry's player. */
export function useActivityPlayers(activityId: number | null | undefined) {
  return useQuery({
    queryKey: ['activities', 'participants', activityId, 'benefit-players'],
    queryFn: ({ signal }) =>
      api.get<ListReply<Participant>>(`/admin/activities/${activityId}/participants`, {
        query: { with_reserve: 'false' },
        signal,
      }),
    enabled: activityId != null,
  });
}

/** The month's card settlement (`YYYY-MM`). */
export function useSettlement(month: string) {
  return useQuery({
    queryKey: [...benefitEntryKeys.all, 'settlement', month],
    queryFn: ({ signal }) => api.get<Settlement>(`${path}/settlement`, { query: { month }, signal }),
    placeholderData: keepPreviousData,
  });
}
