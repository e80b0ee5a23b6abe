import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChildAccount, OwnChildrenReply, PlayerChildInput, PlayerChildPatch } from '@sportdesk/contract';
import { api } from '../../../../lib/api';

const URL = '/users/current/children';

/** The signed-in player's children (`users/current/children`); other features (the basket) read the same key. */
export const childrenKeys = { all: ['portal', 'children'] as const };

export function useOwnChildren(enabled = true) {
  return useQuery({
    queryKey: childrenKeys.all,
    queryFn: ({ signal }) => api.get<OwnChildrenReply>(URL, { signal }),
    enabled,
  });
}

function useChildrenMutation<V>(mutationFn: (values: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: childrenKeys.all }),
  });
}

export const useAddChild = () => useChildrenMutation((user: PlayerChildInput) => api.post<ChildAccount>(URL, { body: { user } }));

export const useUpdateChild = () =>
  useChildrenMutation(({ id, user }: { id: number; user: PlayerChildPatch }) =>
    api.patch<ChildAccount>(`${URL}/${id}`, { body: { user } }),
  );

export const useRemoveChild = () => useChildrenMutation((id: number) => api.delete<{ id: number }>(`${URL}/${id}`));
