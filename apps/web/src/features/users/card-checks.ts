import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BenefitCheckForm, CardStatus, FitprofitCheckForm } from '@sportdesk/contract';
import { api } from '../../lib/api';
import { userKeys } from './queries';

/**
 * The two sport-card checks (`admin/benefit_statuses/{benefit_id}`, `admin/fitprofit_statuses/{fitprofit_id}`),
 * used by the Benefity tab and the dashboard's card-check forms. With `user_id` the API stores the
 * result on that user when it is their saved card.
 */
export function useBenefitCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ benefit_id, first_line, second_line, user_id }: BenefitCheckForm & { user_id?: number }) =>
      api.get<CardStatus>(`/admin/benefit_statuses/${encodeURIComponent(benefit_id)}`, {
        query: { first_line, second_line, user_id },
      }),
    onSuccess: (_, input) => {
      if (input.user_id) return queryClient.invalidateQueries({ queryKey: userKeys.detail(input.user_id) });
    },
  });
}

export function useFitprofitCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fitprofit_id, user_id }: FitprofitCheckForm & { user_id?: number }) =>
      api.get<CardStatus>(`/admin/fitprofit_statuses/${encodeURIComponent(fitprofit_id)}`, { query: { user_id } }),
    onSuccess: (_, input) => {
      if (input.user_id) return queryClient.invalidateQueries({ queryKey: userKeys.detail(input.user_id) });
    },
  });
}
