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
    // The socket opens after the list was read: a place that changed in between would never be pushed, so the
    // list is read again once the server follows these activities (first connection and every reconnect).
    const offConnected = client.subscribe('system', 'connected', refetch);
    client.connect();
    return () => {
      offStanding();
      offConnected();
      client.disconnect();
    };
  }, [key, queryClient]);
}
