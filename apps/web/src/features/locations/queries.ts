import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ListReply, Location, LocationInput } from '@sportdesk/contract';
import { api } from '../../lib/api';
import { uploadImage } from '../catalogue/public';
import type { LocationListParams } from './urls';

const path = '/admin/localizations';

/** Under `['localizations']`, which the activity form's pickers share. */
export const locationKeys = {
  all: ['localizations'] as const,
  lists: () => [...locationKeys.all, 'list'] as const,
  list: (filters: LocationListParams) => [...locationKeys.lists(), filters] as const,
  details: () => [...locationKeys.all, 'detail'] as const,
  detail: (id: number) => [...locationKeys.details(), id] as const,
};

const refreshLists = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: locationKeys.all, predicate: (q) => q.queryKey[1] !== 'detail' });

export function useLocationList(filters: LocationListParams) {
  return useQuery({
    queryKey: locationKeys.list(filters),
    queryFn: ({ signal }) => api.get<ListReply<Location>>(path, { query: filters, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useLocation(id: number) {
  return useQuery({
    queryKey: locationKeys.detail(id),
    queryFn: ({ signal }) => api.get<Location>(`${path}/${id}`, { signal, redirectOnNotFound: true }),
  });
}

function useLocationWrite<V>(mutationFn: (variables: V) => Promise<Location>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (location) => {
      queryClient.setQueryData(locationKeys.detail(location.id), location);
      return refreshLists(queryClient);
    },
  });
}

export const useCreateLocation = () =>
  useLocationWrite((input: LocationInput) => api.post<Location>(path, { body: { location: input } }));

/**
 * 'Zapisz' on the edit page: the fields and nested objects (with their `_destroy` marks) in one PATCH,
 * then `delete_image_attachment` for each photo marked for removal.
 */
export const useUpdateLocation = (id: number) =>
  useLocationWrite(async ({ input, removedPhotoIds }: { input: LocationInput; removedPhotoIds: readonly number[] }) => {
    let location = await api.patch<Location>(`${path}/${id}`, { body: { location: input } });
    for (const imageId of removedPhotoIds)
      location = await api.post<Location>(`${path}/${id}/delete_image_attachment`, { body: { image_id: imageId } });
    return location;
  });

/** Uploads a photo of the location, or of one of its objects with `objectId`. */
export const useUploadLocationPhoto = (id: number) =>
  useLocationWrite(({ file, objectId }: { file: File; objectId?: number }) =>
    uploadImage<Location>(`${path}/${id}/photos`, file, { location_object_id: objectId }),
  );

export function useDeleteLocation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<Location>(`${path}/${id}`),
    onSuccess: () => refreshLists(queryClient),
  });
}
