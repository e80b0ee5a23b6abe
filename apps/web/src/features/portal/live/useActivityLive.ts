import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  PORTAL_LIVE,
  PORTAL_LIVE_PATH,
  type ActivitySpotsPush,
  type PortalActivityDetail,
  type StandingPush,
} from '@sportdesk/contract';
import { LiveClient } from '../../../lib/live';
import { readToken } from '../../../lib/session/storage';
import { portalKeys } from '../queries';
import { standingKey } from './useStanding';

/** The portal's socket for up to PORTAL_LIVE_MAX_ACTIVITIES activities; the token only adds the player's own events. */
export const portalLiveUrl = (activityIds: number | number[]) => (token: string) => {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  const query = new URLSearchParams({ activity_id: [activityIds].flat().join(',') });
  if (token) query.set('token', token);
  return `${scheme}://${window.location.host}${PORTAL_LIVE_PATH}?${query}`;
};

/**
 * While an activity's page is open: its free spots and reserve count follow the public live channel (no reload when
 * others book or resign), and a signed-in player's own standing is refetched when the server says it changed. The
 * socket opens only on this page and closes with it; once it follows the activity (first connection or reconnect)
 * the page refetches what it may have missed.
 */
export function useActivityLive(activityId: number, enabled = true) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const client = new LiveClient(portalLiveUrl(activityId), readToken, { anonymous: true });
    const key = portalKeys.activity(activityId);
    const offSpots = client.subscribe<ActivitySpotsPush>(PORTAL_LIVE.spots.channel, PORTAL_LIVE.spots.event, (p) => {
      if (p.activity_id !== activityId) return;
      queryClient.setQueryData<PortalActivityDetail>(key, (old) =>
        old
          ? {
              ...old,
              max_players: p.max_players,
              taken_spots: p.taken_spots,
              free_spots: p.free_spots,
              reserve_count: p.reserve_count,
            }
          : old,
      );
    });
    const offStanding = client.subscribe<StandingPush>(PORTAL_LIVE.standing.channel, PORTAL_LIVE.standing.event, (p) => {
      if (p.activity_id === activityId) void queryClient.invalidateQueries({ queryKey: standingKey(activityId) });
    });
    // 'connected' comes once the server follows the activity for this socket: a change made between the page's
    // first read and that moment (the socket opens after the page has rendered) would never be pushed, so the page
    // reads again then — on the first connection as after a reconnect.
    const offConnected = client.subscribe('system', 'connected', () => {
      void queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: standingKey(activityId) });
    });
    client.connect();
    return () => {
      offSpots();
      offStanding();
      offConnected();
      client.disconnect();
    };
  }, [activityId, enabled, queryClient]);
}
