import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListReply, MainPageTile, MainPageTileInput } from '@sportdesk/contract';
import { api } from '../../lib/api';
import { uploadImage } from '../catalogue/public';
import type { TileListParams } from './urls';

const path = '/admin/main_page_tiles';

export const tileKeys = {
  all: ['main-page-tiles'] as const,
  lists: () => [...tileKeys.all, 'list'] as const,
  list: (filters: TileListParams) => [...tileKeys.lists(), filters] as const,
  details: () => [...tileKeys.all, 'detail'] as const,
  detail: (id: number) => [...tileKeys.details(), id] as const,
};

export function useTileList(filters: TileListParams, enabled = true) {
  return useQuery({
    queryKey: tileKeys.list(filters),
    queryFn: ({ signal }) => api.get<ListReply<MainPageTile>>(path, { query: filters, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useTile(id: number) {
  return useQuery({
    queryKey: tileKeys.detail(id),
    queryFn: ({ signal }) => api.get<MainPageTile>(`${path}/${id}`, { signal, redirectOnNotFound: true }),
  });
}

function useTileWrite<V>(mutationFn: (variables: V) => Promise<MainPageTile>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (tile) => {
      queryClient.setQueryData(tileKeys.detail(tile.id), tile);
      return queryClient.invalidateQueries({ queryKey: tileKeys.lists() });
    },
  });
}

export const useCreateTile = () =>
  useTileWrite((input: MainPageTileInput) => api.post<MainPageTile>(path, { body: { main_page_tile: input } }));
export const useUpdateTile = (id: number) =>
  useTileWrite((input: MainPageTileInput) => api.patch<MainPageTile>(`${path}/${id}`, { body: { main_page_tile: input } }));
export const useUploadTilePicture = (id: number) =>
  useTileWrite((file: File) => uploadImage<MainPageTile>(`${path}/${id}/picture`, file));
export const useRemoveTilePicture = (id: number) => useTileWrite(() => api.delete<MainPageTile>(`${path}/${id}/picture`));

export function useDeleteTile(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<MainPageTile>(`${path}/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tileKeys.lists() }),
  });
}
