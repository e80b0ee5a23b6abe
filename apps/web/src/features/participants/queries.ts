import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ActivityMessage,
  ActivityMessageInput,
  ActivitySummary,
  ActivitySummaryInput,
  CheckInResult,
  CheckInValues,
  ListReply,
  Participant,
  ParticipantAddInput,
  ParticipantAddResult,
  ParticipantUpdateValues,
  TeamLineUp,
  TeamLineUpInput,
} from '@sportdesk/contract';
import { PARTICIPANTS_LIMIT } from '@sportdesk/contract';
import { api } from '../../lib/api';
import { activityKeys } from '../activities/public';

const base = (activityId: number) => `/admin/activities/${activityId}`;

export const participantKeys = {
  all: (activityId: number) => ['activities', 'participants', activityId] as const,
  list: (activityId: number) => [...participantKeys.all(activityId), 'list'] as const,
  summary: (activityId: number) => [...participantKeys.all(activityId), 'summary'] as const,
  messages: (activityId: number) => [...participantKeys.all(activityId), 'messages'] as const,
};

/** Participants and the reserve list in one call (limit 1000, docs/spec/part-2.md §9). */
export function useParticipants(activityId: number) {
  return useQuery({
    queryKey: participantKeys.list(activityId),
    queryFn: ({ signal }) =>
      api.get<ListReply<Participant>>(`${base(activityId)}/participants`, { query: { limit: PARTICIPANTS_LIMIT }, signal }),
  });
}

/** A change of the list also changes the activity's counts and its summary. */
function useInvalidateRun(activityId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: participantKeys.all(activityId) }),
      queryClient.invalidateQueries({ queryKey: activityKeys.detail(activityId) }),
    ]);
}

export function useAddParticipant(activityId: number) {
  const invalidate = useInvalidateRun(activityId);
  return useMutation({
    mutationFn: (input: ParticipantAddInput) =>
      api.post<ParticipantAddResult>(`${base(activityId)}/participants`, { body: { participant: input } }),
    onSuccess: invalidate,
  });
}

export function useUpdateParticipant(activityId: number) {
  const invalidate = useInvalidateRun(activityId);
  return useMutation({
    mutationFn: ({ id, ...input }: ParticipantUpdateValues & { id: number }) =>
      api.patch<Participant>(`${base(activityId)}/participants/${id}`, { body: { participant: input } }),
    onSuccess: invalidate,
  });
}

export function useRemoveParticipant(activityId: number) {
  const invalidate = useInvalidateRun(activityId);
  return useMutation({
    mutationFn: ({ id, costs }: { id: number; costs: boolean }) =>
      api.delete<{ id: number; refunded: boolean }>(`${base(activityId)}/participants/${id}`, {
        query: { costs: String(costs) },
      }),
    onSuccess: invalidate,
  });
}

export function useActivitySummary(activityId: number) {
  return useQuery({
    queryKey: participantKeys.summary(activityId),
    queryFn: ({ signal }) => api.get<ActivitySummary>(`${base(activityId)}/summary`, { signal }),
  });
}

export function useEditSummary(activityId: number) {
  const invalidate = useInvalidateRun(activityId);
  return useMutation({
    mutationFn: (input: ActivitySummaryInput) =>
      api.post<ActivitySummary>(`${base(activityId)}/edit_summary`, { body: { activity: input } }),
    onSuccess: invalidate,
  });
}

/** 'Potwierdź listę' (`confirm_list`) and 'Sprawdź listę' (`check_list`). */
export function useListAction(activityId: number, action: 'confirm_list' | 'check_list') {
  const invalidate = useInvalidateRun(activityId);
  return useMutation({
    // The flag is sent explicitly: the API refuses an empty body.
    mutationFn: () =>
      api.post<ActivitySummary>(`${base(activityId)}/${action}`, {
        body: action === 'confirm_list' ? { list_verified: true } : { list_checked: true },
      }),
    onSuccess: invalidate,
  });
}

export function useSendList(activityId: number) {
  return useMutation({
    mutationFn: () =>
      api.post<{ async_job_id: number; message: string }>(`${base(activityId)}/participants/send_list`, { body: {} }),
  });
}

export function useActivityMessages(activityId: number) {
  return useQuery({
    queryKey: participantKeys.messages(activityId),
    queryFn: ({ signal }) => api.get<ListReply<ActivityMessage>>(`${base(activityId)}/messages`, { signal }),
  });
}

export function useSendMessage(activityId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: ActivityMessageInput) =>
      api.post<ActivityMessage>(`${base(activityId)}/messages`, { body: { message } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: participantKeys.messages(activityId) }),
  });
}

export const lineUpKeys = {
  list: (activityId: number) => ['activities', 'participants', activityId, 'line-ups'] as const,
};

export function useTeamLineUps(activityId: number) {
  return useQuery({
    queryKey: lineUpKeys.list(activityId),
    queryFn: ({ signal }) => api.get<ListReply<TeamLineUp>>(`${base(activityId)}/team_line_ups`, { signal }),
  });
}

export function useCreateLineUp(activityId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TeamLineUpInput) =>
      api.post<TeamLineUp>(`${base(activityId)}/team_line_ups`, { body: { activity_team_line_up: input } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lineUpKeys.list(activityId) }),
  });
}

export function useDeleteLineUp(activityId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ id: number }>(`${base(activityId)}/team_line_ups/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lineUpKeys.list(activityId) }),
  });
}

/** 'Skanuj': the player's entry code marks them present (`POST …/check_in`); the list shows it at once. */
export function useCheckIn(activityId: number) {
  const invalidate = useInvalidateRun(activityId);
  return useMutation({
    mutationFn: (input: CheckInValues) => api.post<CheckInResult>(`${base(activityId)}/check_in`, { body: input }),
    onSuccess: invalidate,
  });
}
