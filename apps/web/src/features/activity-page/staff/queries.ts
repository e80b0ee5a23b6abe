import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ActivityCancelResult,
  ActivityCancelValues,
  ActivityDelivery,
  ActivityNoticeQueued,
  ActivityNoticeValues,
  ListReply,
} from '@sportdesk/contract';
import { api } from '../../../lib/api';
import { activityKeys } from '../../activities/public';
import { transactionKeys } from '../../transactions/public';

const path = (id: number) => `/admin/activities/${id}`;
export const noticeKeys = {
  all: (activityId: number) => ['activity-notifications', activityId] as const,
  list: (activityId: number, paging: { page: number; limit: number }) => [...noticeKeys.all(activityId), paging] as const,
};

/** 'Odwołaj zajęcia': refunds, the reserve list cleared, notices; the activity, its lists, transactions and log refresh. */
export function useCancelActivity(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ActivityCancelValues) => api.post<ActivityCancelResult>(`${path(id)}/cancel`, { body: input }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: activityKeys.all }),
        queryClient.invalidateQueries({ queryKey: transactionKeys.all }),
        queryClient.invalidateQueries({ queryKey: noticeKeys.all(id) }),
      ]),
  });
}

/** 'Wyślij wiadomość do uczestników': queued; the log refreshes. */
export function useSendNotice(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ActivityNoticeValues) => api.post<ActivityNoticeQueued>(`${path(id)}/notifications`, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: noticeKeys.all(id) }),
  });
}

/** The delivery log; read again every 2 s while a delivery is still waiting for the job. */
export function useDeliveries(id: number, paging: { page: number; limit: number }) {
  return useQuery({
    queryKey: noticeKeys.list(id, paging),
    queryFn: ({ signal }) => api.get<ListReply<ActivityDelivery>>(`${path(id)}/notifications`, { query: { ...paging }, signal }),
    refetchInterval: (query) => (query.state.data?.rows.some((r) => r.status === 'pending') ? 2000 : false),
  });
}
