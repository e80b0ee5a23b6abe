import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppSetting, AppSettingInput, ListReply } from '@sportdesk/contract';
import { api } from '../../lib/api';
import type { AppSettingListParams } from './urls';

const path = '/admin/app_settings';

export const appSettingKeys = {
  all: ['app-settings'] as const,
  lists: () => [...appSettingKeys.all, 'list'] as const,
  list: (filters: AppSettingListParams) => [...appSettingKeys.lists(), filters] as const,
  details: () => [...appSettingKeys.all, 'detail'] as const,
  detail: (id: number) => [...appSettingKeys.details(), id] as const,
};

export function useAppSettingList(filters: AppSettingListParams) {
  return useQuery({
    queryKey: appSettingKeys.list(filters),
    queryFn: ({ signal }) => api.get<ListReply<AppSetting>>(path, { query: filters, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAppSetting(id: number) {
  return useQuery({
    queryKey: appSettingKeys.detail(id),
    queryFn: ({ signal }) => api.get<AppSetting>(`${path}/${id}`, { signal, redirectOnNotFound: true }),
  });
}

export function useCreateAppSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AppSettingInput) => api.post<AppSetting>(path, { body: { app_setting: input } }),
    onSuccess: (created) => {
      queryClient.setQueryData(appSettingKeys.detail(created.id), created);
      return queryClient.invalidateQueries({ queryKey: appSettingKeys.lists() });
    },
  });
}

export function useUpdateAppSetting(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AppSettingInput) => api.patch<AppSetting>(`${path}/${id}`, { body: { app_setting: input } }),
    onSuccess: (updated) => {
      queryClient.setQueryData(appSettingKeys.detail(id), updated);
      return queryClient.invalidateQueries({ queryKey: appSettingKeys.lists() });
    },
  });
}

export function useDeleteAppSetting(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<AppSetting>(`${path}/${id}`),
    // The detail stays cached: removing it while its page is still mounted would refetch it and hit 404.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appSettingKeys.lists() }),
  });
}
