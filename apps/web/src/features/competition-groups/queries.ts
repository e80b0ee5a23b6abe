import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { GROUP_MEMBERS_PAGE_SIZE } from '@sportdesk/contract';
import type {
  CompetitionGroup,
  CompetitionGroupDetail,
  CompetitionGroupInput,
  CompetitionTeam,
  CompetitionTeamInput,
  GroupMember,
  GroupMemberRole,
  GroupPlayersQuery,
  ListReply,
  TeamMember,
  TeamMemberRole,
  TeamOption,
  TeamPickerQuery,
} from '@sportdesk/contract';
import { api } from '../../lib/api';
import type { GroupListParams } from './urls';

const path = '/admin/competition_groups';

export const groupKeys = {
  all: ['competition-groups'] as const,
  lists: () => [...groupKeys.all, 'list'] as const,
  list: (filters: GroupListParams) => [...groupKeys.lists(), filters] as const,
  details: () => [...groupKeys.all, 'detail'] as const,
  detail: (id: number) => [...groupKeys.details(), id] as const,
  members: (id: number) => [...groupKeys.all, 'members', id] as const,
  memberPage: (id: number, q: GroupPlayersQuery) => [...groupKeys.members(id), q] as const,
  picker: () => [...groupKeys.all, 'picker'] as const,
  teamPicker: (q: TeamPickerQuery) => [...groupKeys.all, 'team-picker', q] as const,
};

export function useGroupList(filters: GroupListParams) {
  return useQuery({
    queryKey: groupKeys.list(filters),
    queryFn: ({ signal }) => api.get<ListReply<CompetitionGroup>>(path, { query: filters, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useGroup(id: number) {
  return useQuery({
    queryKey: groupKeys.detail(id),
    queryFn: ({ signal }) => api.get<CompetitionGroupDetail>(`${path}/${id}`, { signal, redirectOnNotFound: true }),
  });
}

/**
 * A page of members. `seed`: the members `show` carried (the group's first ones); the first page without a
 * search starts from them when they cover it, so the tab shows at once; paging and search call `players`.
 */
export function useGroupMembers(id: number, q: GroupPlayersQuery, seed?: { group: CompetitionGroupDetail; updatedAt: number }) {
  const limit = Number(q.limit ?? GROUP_MEMBERS_PAGE_SIZE);
  const covers = seed && !q.with_q && !q.page && seed.group.users.length >= Math.min(limit, seed.group.users_count);
  return useQuery({
    queryKey: groupKeys.memberPage(id, q),
    queryFn: ({ signal }) =>
      api.get<ListReply<GroupMember>>(`${path}/${id}/players`, { query: q as Record<string, string | number>, signal }),
    placeholderData: keepPreviousData,
    initialData: covers ? { rows: seed.group.users.slice(0, limit), total: seed.group.users_count } : undefined,
    initialDataUpdatedAt: covers ? seed.updatedAt : undefined,
  });
}

export const fetchGroupOptions = async (query: { with_name?: string; with_ids?: string; limit?: number }) =>
  (await api.get<ListReply<CompetitionGroup>>(path, { query: { limit: 20, order: 'name', ...query } })).rows;

export const fetchTeamOptions = async (query: TeamPickerQuery) =>
  (
    await api.get<ListReply<TeamOption>>('/admin/competition_teams/index_all', {
      query: { ...query, with_ids: Array.isArray(query.with_ids) ? query.with_ids.join(',') : query.with_ids } as Record<
        string,
        string | number | undefined
      >,
    })
  ).rows;

/** Every write refreshes the group (detail, members, lists, pickers). */
function useGroupWrite<V, R>(groupId: number | null, mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: groupKeys.all,
        predicate: (q) => groupId === null || q.queryKey[1] !== 'detail' || q.queryKey[2] === groupId,
      }),
  });
}

export const useCreateGroup = () =>
  useGroupWrite(null, (input: CompetitionGroupInput) =>
    api.post<CompetitionGroupDetail>(path, { body: { competition_group: input } }),
  );
export const useUpdateGroup = (id: number) =>
  useGroupWrite(id, (input: Partial<CompetitionGroupInput>) =>
    api.patch<CompetitionGroupDetail>(`${path}/${id}`, { body: { competition_group: input } }),
  );

export function useDeleteGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<CompetitionGroupDetail>(`${path}/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeys.all, predicate: (q) => q.queryKey[1] !== 'detail' }),
  });
}

export const useAddMember = (id: number) =>
  useGroupWrite(id, (userId: number) =>
    api.post<GroupMember>(`${path}/${id}/players`, { body: { competition_groups_users: { user_id: userId, role: 0 } } }),
  );
export const useMemberRole = (id: number) =>
  useGroupWrite(id, ({ memberId, role }: { memberId: number; role: GroupMemberRole }) =>
    api.patch<GroupMember>(`${path}/${id}/players/${memberId}`, { body: { competition_groups_users: { role } } }),
  );
export const useRemoveMember = (id: number) =>
  useGroupWrite(id, (memberId: number) => api.delete<GroupMember>(`${path}/${id}/players/${memberId}`));
export const useAcceptRequest = (id: number) =>
  useGroupWrite(id, (memberId: number) => api.post<GroupMember>(`${path}/${id}/players/${memberId}/admin_accept_invitation`));

export const useSaveTeam = (id: number) =>
  useGroupWrite(id, ({ teamId, input }: { teamId?: number; input: CompetitionTeamInput }) =>
    teamId
      ? api.patch<CompetitionTeam>(`${path}/${id}/teams/${teamId}`, { body: { competition_teams: input } })
      : api.post<CompetitionTeam>(`${path}/${id}/teams`, { body: { competition_teams: input } }),
  );
export const useDeleteTeam = (id: number) =>
  useGroupWrite(id, (teamId: number) => api.delete<CompetitionTeam>(`${path}/${id}/teams/${teamId}`));
export const useAddTeamMember = (id: number) =>
  useGroupWrite(id, ({ teamId, userId, role }: { teamId: number; userId: number; role: TeamMemberRole }) =>
    api.post<TeamMember>(`${path}/${id}/teams/${teamId}/players`, {
      body: { competition_teams_users: { user_id: userId, role } },
    }),
  );
export const useTeamMemberRole = (id: number) =>
  useGroupWrite(id, ({ teamId, memberId, role }: { teamId: number; memberId: number; role: TeamMemberRole }) =>
    api.patch<TeamMember>(`${path}/${id}/teams/${teamId}/players/${memberId}`, { body: { competition_teams_users: { role } } }),
  );
export const useRemoveTeamMember = (id: number) =>
  useGroupWrite(id, ({ teamId, memberId }: { teamId: number; memberId: number }) =>
    api.delete<{ id: number }>(`${path}/${id}/teams/${teamId}/players/${memberId}`),
  );
