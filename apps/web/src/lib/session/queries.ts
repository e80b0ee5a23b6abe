import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SESSION, type SessionUser } from '@sportdesk/contract';
import { api, apiRequest } from '../api';
import { clearSession, readToken, readUser, saveSession, tokenFromHeaders } from './storage';

export const sessionKeys = {
  all: ['session'] as const,
  current: () => [...sessionKeys.all, 'current'] as const,
};

/** `GET users/current`: the user with unread counters; the token comes back in the header and is stored. */
export async function fetchCurrentUser(): Promise<SessionUser> {
  const { data, headers } = await apiRequest<SessionUser>('/users/current');
  saveSession({ user: data, token: tokenFromHeaders(headers) });
  return data;
}

/** The signed-in user, shown at once from storage and refetched every 60 s (docs/spec/part-1.md §4). */
export function useCurrentUser() {
  return useQuery({
    queryKey: sessionKeys.current(),
    queryFn: fetchCurrentUser,
    initialData: () => readUser() ?? undefined,
    initialDataUpdatedAt: 0,
    refetchInterval: SESSION.currentUserPollMs,
    enabled: readToken() !== null,
  });
}

/** `DELETE users/sign_out`; the local session ends even when the server call fails. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<{ message: string }>('/users/sign_out', { root: true }),
    onSettled: () => {
      clearSession();
      queryClient.clear();
    },
  });
}
