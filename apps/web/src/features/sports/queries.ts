import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListReply, Sport, SportInput, SportPictureSlot } from '@sportdesk/contract';
import { api } from '../../lib/api';
import { uploadImage } from '../catalogue/public';
import type { SportListParams } from './urls';

const path = '/admin/sports';

export const sportKeys = {
  all: ['sports'] as const,
  lists: () => [...sportKeys.all, 'list'] as const,
  list: (filters: SportListParams) => [...sportKeys.lists(), filters] as const,
  details: () => [...sportKeys.all, 'detail'] as const,
  detail: (id: number) => [...sportKeys.details(), id] as const,
};

export function useSportList(filters: SportListParams) {
  return useQuery({
    queryKey: sportKeys.list(filters),
    queryFn: ({ signal }) => api.get<ListReply<Sport>>(path, { query: filters, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSport(id: number) {
  return useQuery({
    queryKey: sportKeys.detail(id),
    queryFn: ({ signal }) => api.get<Sport>(`${path}/${id}`, { signal, redirectOnNotFound: true }),
  });
}

/** Every write refreshes the detail and invalidates the lists (also the pickers under `['sports', …]`). */
function useSportWrite<V>(mutationFn: (variables: V) => Promise<Sport>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (sport) => {
      queryClient.setQueryData(sportKeys.detail(sport.id), sport);
      return queryClient.invalidateQueries({ queryKey: sportKeys.all, predicate: (q) => q.queryKey[1] !== 'detail' });
    },
  });
}

export const useCreateSport = () => useSportWrite((input: SportInput) => api.post<Sport>(path, { body: { sport: input } }));
export const useUpdateSport = (id: number) =>
  useSportWrite((input: Partial<SportInput>) => api.patch<Sport>(`${path}/${id}`, { body: { sport: input } }));
export const useUploadSportPicture = (id: number) =>
  useSportWrite(({ slot, file }: { slot: SportPictureSlot; file: File }) => uploadImage<Sport>(`${path}/${id}/${slot}`, file));
export const useRemoveSportPicture = (id: number) =>
  useSportWrite((slot: SportPictureSlot) => api.delete<Sport>(`${path}/${id}/${slot}`));

export function useDeleteSport(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<Sport>(`${path}/${id}`),
    // The detail stays cached: removing it while its page is still mounted would refetch it and hit 404.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sportKeys.all, predicate: (q) => q.queryKey[1] !== 'detail' }),
  });
}
