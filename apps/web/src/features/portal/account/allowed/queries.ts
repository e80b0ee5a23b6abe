import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AllowedToRegister, ListReply, PlayerRef } from '@sportdesk/contract';
import { api } from '../../../../lib/api';

/**
 * Who may sign the player up and whom the player may sign up (`users/current/allowed_to_register`); the basket's
 * "Dla kogo" reads the same key.
 */
export const allowedKeys = { all: ['portal', 'allowed-to-register'] as const };

export function useAllowedToRegister(enabled = true) {
  return useQuery({
    queryKey: allowedKeys.all,
    queryFn: ({ signal }) => api.get<AllowedToRegister>('/users/current/allowed_to_register', { signal }),
    enabled,
  });
}

/** `POST users/allowed_to_register_add` / `_remove`: both answer the two lists, which replace the cached ones. */
export function useAllowedChange(what: 'add' | 'remove') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) =>
      api.post<AllowedToRegister>(`/users/allowed_to_register_${what}`, { body: { user_id: userId } }),
    onSuccess: (lists) => queryClient.setQueryData(allowedKeys.all, lists),
  });
}

/** `GET users?search=`: other players by name (at least 3 characters, at most 10 back). */
export const searchPlayers = (search: string, signal?: AbortSignal) =>
  api.get<ListReply<PlayerRef>>('/users', { query: { search }, signal }).then((r) => r.rows);
