import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { PORTAL_LIVE, PORTAL_LIVE_MAX_ACTIVITIES, type StandingPush } from '@sportdesk/contract';
import { LiveClient } from '../../../lib/live';
import { readToken } from '../../../lib/session/storage';
import { bookingKeys } from '../booking/queries';
import { portalLiveUrl } from './useActivityLive';

/**
 * On "Moje zapisy": when the server says the player's place on one of the shown activities changed (a reserve
 * position moved, a promotion), the list is read again, so positions follow others' bookings without a reload.
 */
export function useBookingsLive(activityIds: number[]) {
  const queryClient = useQueryClient();
  const ids = [...new Set(activityIds)].slice(0, PORTAL_LIVE_MAX_ACTIVITIES);
  const key = ids.join(',');
  useEffect(() => {
    if (!key || readToken() === null) return;
    const watched = new Set(key.split(',').map(Number));
    const client = new LiveClient(portalLiveUrl([...watched]), readToken, { anonymous: true });
    const refetch = () => void queryClient.invalidateQueries({ queryKey: bookingKeys.lists() });
    const offStanding = client.subscribe<StandingPush>(PORTAL_LIVE.standing.channel, PORTAL_LIVE.standing.event, (p) => {
      if (watched.has(p.activity_id)) refetch();
    });
    let first = true;
    const offConnected = client.subscribe('system', 'connected', () => {
      if (!first) refetch();
      first = false;
    });
    client.connect();
    return () => {
      offStanding();
      offConnected();
      client.disconnect();
    };
  }, [key, queryClient]);
}
