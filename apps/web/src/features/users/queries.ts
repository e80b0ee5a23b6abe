import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  UserNoShows,
  AdminUser,
  AdminUserInput,
  AdminUserPatch,
  AdminUserRow,
  ChildAccountInput,
  LevelOpinion,
  ListReply,
  Role,
} from '@sportdesk/contract';
import { api } from '../../lib/api';
import type { UserListParams } from './urls';

const path = '/admin/users';

export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (filters: UserListParams) => [...userKeys.lists(), filters] as const,
  details: () => [...userKeys.all, 'detail'] as const,
  detail: (id: number) => [...userKeys.details(), id] as const,
  opinions: (id: number, paging: { page: number; limit: number }) => [...userKeys.all, 'opinions', id, paging] as const,
  roles: () => ['roles', 'all'] as const,
  picker: (filters: Record<string, string | undefined>) => [...userKeys.all, 'picker', filters] as const,
  noShows: (id: number) => [...userKeys.all, 'no-shows', id] as const,
};

/** The user's no-shows over the last 90 days (`GET admin/users/{id}/no_shows`). */
export function useUserNoShows(id: number) {
  return useQuery({
    queryKey: userKeys.noShows(id),
    queryFn: ({ signal }) => api.get<UserNoShows>(`/admin/users/${id}/no_shows`, { signal }),
  });
}

export const fetchUsers = (query: UserListParams, signal?: AbortSignal) =>
  api.get<ListReply<AdminUserRow>>(path, { query, signal });

export function useUserList(filters: UserListParams, enabled = true) {
  return useQuery({
    queryKey: userKeys.list(filters),
    queryFn: ({ signal }) => fetchUsers(filters, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useUser(id: number) {
  return useQuery({
    queryKey: userKeys.detail(id),
    queryFn: ({ signal }) => api.get<AdminUser>(`${path}/${id}`, { signal, redirectOnNotFound: true }),
  });
}

/** Every role, for the Uprawnienia tab (`admin/roles?limit=1000`). */
export function useRoles() {
  return useQuery({
    queryKey: userKeys.roles(),
    queryFn: ({ signal }) => api.get<ListReply<Role>>('/admin/roles', { query: { limit: 1000 }, signal }),
    staleTime: 10 * 60 * 1000,
  });
}

export function useLevelOpinions(id: number, paging: { page: number; limit: number }) {
  return useQuery({
    queryKey: userKeys.opinions(id, paging),
    queryFn: ({ signal }) => api.get<ListReply<LevelOpinion>>(`${path}/${id}/user_level_opinions`, { query: paging, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Puts the fresh user in the cache and refreshes lists (and the parent, whose children changed). */
function useStoreUser() {
  const queryClient = useQueryClient();
  return (user: AdminUser) => {
    queryClient.setQueryData(userKeys.detail(user.id), user);
    if (user.parent_id) void queryClient.invalidateQueries({ queryKey: userKeys.detail(user.parent_id) });
    void queryClient.invalidateQueries({ queryKey: [...userKeys.all, 'opinions', user.id] });
    return queryClient.invalidateQueries({ queryKey: userKeys.lists() });
  };
}

export function useCreateUser() {
  const store = useStoreUser();
  return useMutation({
    mutationFn: (input: AdminUserInput) => api.post<AdminUser>(path, { body: { user: input } }),
    onSuccess: store,
  });
}

/** Every tab saves through this: a subset of the user's fields, roles, levels, agreements or limits. */
export function useUpdateUser(id: number) {
  const store = useStoreUser();
  return useMutation({
    mutationFn: (input: AdminUserPatch) => api.patch<AdminUser>(`${path}/${id}`, { body: { user: input } }),
    onSuccess: store,
  });
}

export function useDeleteUser(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<{ id: number }>(`${path}/${id}`),
    // The detail stays cached: removing it while the page is still mounted would refetch it (404 → /404).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
  });
}

export function useCreateChild(parentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChildAccountInput) => api.post<AdminUser>(`${path}/${parentId}/children`, { body: { user: input } }),
    onSuccess: (child) => {
      queryClient.setQueryData(userKeys.detail(child.id), child);
      void queryClient.invalidateQueries({ queryKey: userKeys.lists() });
      return queryClient.invalidateQueries({ queryKey: userKeys.detail(parentId) });
    },
  });
}

export function useResetLimits(id: number) {
  const store = useStoreUser();
  return useMutation({
    mutationFn: () => api.post<AdminUser>(`${path}/${id}/reset_limits`),
    onSuccess: store,
  });
}

/** `POST admin/users/{id}/confirm`: 'Potwierdź konto' for a player who never got the confirmation e-mail. */
export function useConfirmAccount(id: number) {
  const store = useStoreUser();
  return useMutation({
    mutationFn: () => api.post<AdminUser>(`${path}/${id}/confirm`),
    onSuccess: store,
  });
}

/** `DELETE admin/connected_devices/{id}`: the device is logged out. */
export function useLogoutDevice(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deviceId: number) => api.delete<{ id: number }>(`/admin/connected_devices/${deviceId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.detail(userId) }),
  });
}
