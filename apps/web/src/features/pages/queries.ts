import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListReply, Page, PageDocument, PageInput, UploadedImage } from '@sportdesk/contract';
import { api } from '../../lib/api';
import { uploadImage } from '../catalogue/public';
import type { PageListParams } from './urls';

const path = '/admin/pages';

export const pageKeys = {
  all: ['pages'] as const,
  lists: () => [...pageKeys.all, 'list'] as const,
  list: (filters: PageListParams) => [...pageKeys.lists(), filters] as const,
  details: () => [...pageKeys.all, 'detail'] as const,
  detail: (id: number) => [...pageKeys.details(), id] as const,
};

export function usePageList(filters: PageListParams) {
  return useQuery({
    queryKey: pageKeys.list(filters),
    queryFn: ({ signal }) => api.get<ListReply<Page>>(path, { query: filters, signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePage(id: number) {
  return useQuery({
    queryKey: pageKeys.detail(id),
    queryFn: ({ signal }) => api.get<Page>(`${path}/${id}`, { signal, redirectOnNotFound: true }),
  });
}

/** One page for a picker's chosen value (no redirect when it is gone: the picker just shows nothing). */
export function usePageOption(id: number | null | undefined, enabled = true) {
  return useQuery({
    queryKey: pageKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api.get<Page>(`${path}/${id}`, { signal }),
    enabled: Boolean(id) && enabled,
  });
}

function usePageWrite<V>(mutationFn: (variables: V) => Promise<Page>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (page) => {
      queryClient.setQueryData(pageKeys.detail(page.id), page);
      return queryClient.invalidateQueries({ queryKey: pageKeys.lists() });
    },
  });
}

export const useCreatePage = () => usePageWrite((input: PageInput) => api.post<Page>(path, { body: { page: input } }));
/** The settings modal: name, url, visibility, redirection. */
export const useUpdatePageSettings = (id: number) =>
  usePageWrite((input: PageInput) => api.patch<Page>(`${path}/${id}`, { body: { page: input } }));
/** The block editor: the body goes as a JSON string (docs/spec/part-2.md §7). */
export const useSavePageBody = (id: number) =>
  usePageWrite((body: PageDocument) => api.patch<Page>(`${path}/${id}`, { body: { page: { body: JSON.stringify(body) } } }));

export function useDeletePage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<Page>(`${path}/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pageKeys.lists() }),
  });
}

/** The image tool's upload: the stored file's URL goes into the image block. */
export const uploadPageImage = (file: File) => uploadImage<UploadedImage>(`${path}/images`, file);
