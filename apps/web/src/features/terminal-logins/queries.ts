import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListReply, TerminalLogin, TerminalLoginInput, TerminalLoginUpdateInput } from '@sportdesk/contract';
import { api } from '../../lib/api';
import type { TerminalLoginListParams } from './urls';

const path = '/admin/terminal_logins';

export const terminalLoginKeys = {
  all: ['terminal-logins'] as const,
  lists: () => [...terminalLoginKeys.all, 'list'] as const,
  list: (filters: TerminalLoginListParams) => [...terminalLoginKeys.lists(), filters] as const,
  detail: (id: number) => [...terminalLoginKeys.all, 'detail', id] as const,
};

export function useTerminalLoginList(filters: TerminalLoginListParams, enabled = true) {
  return useQuery({
    queryKey: terminalLoginKeys.list(filters),
    queryFn: ({ signal }) => api.get<ListReply<TerminalLogin>>(path, { query: filters, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useTerminalLogin(id: number) {
  return useQuery({
    queryKey: terminalLoginKeys.detail(id),
    queryFn: ({ signal }) => api.get<TerminalLogin>(`${path}/${id}`, { signal, redirectOnNotFound: true }),
  });
}

export function useCreateTerminalLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TerminalLoginInput) => api.post<TerminalLogin>(path, { body: { terminal_login: input } }),
    onSuccess: (created) => {
      queryClient.setQueryData(terminalLoginKeys.detail(created.id), created);
      return queryClient.invalidateQueries({ queryKey: terminalLoginKeys.lists() });
    },
  });
}

/** `PATCH`; a blank password is left out, so the current one stays. */
export function useUpdateTerminalLogin(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TerminalLoginUpdateInput) =>
      api.patch<TerminalLogin>(`${path}/${id}`, { body: { terminal_login: input } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(terminalLoginKeys.detail(id), saved);
      return queryClient.invalidateQueries({ queryKey: terminalLoginKeys.lists() });
    },
  });
}

export function useDeleteTerminalLogin(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<TerminalLogin>(`${path}/${id}`),
    // The detail stays cached: removing it while the page is still mounted would refetch it (404 → /404).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: terminalLoginKeys.lists() }),
  });
}
