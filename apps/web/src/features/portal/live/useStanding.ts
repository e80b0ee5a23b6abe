import { useQuery } from '@tanstack/react-query';
import type { PlayerStanding } from '@sportdesk/contract';
import { api } from '../../../lib/api';

export const standingKey = (activityId: number) => ['portal', 'standing', activityId] as const;

/** The signed-in player's place on an activity (list, reserve position, none). */
export function useStanding(activityId: number, enabled: boolean) {
  return useQuery({
    queryKey: standingKey(activityId),
    queryFn: ({ signal }) => api.get<PlayerStanding>(`/users/current/activities/${activityId}/standing`, { signal }),
    enabled,
  });
}
