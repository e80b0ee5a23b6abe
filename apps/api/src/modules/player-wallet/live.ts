import type { FastifyInstance } from 'fastify';
import type { RawData } from 'ws';
import { PORTAL_LIVE, portalLiveQuery } from '@sportdesk/contract';
import type { AppDeps } from '../../lib/deps';
import { resolvePrincipal } from '../../lib/session';
import { findPublicActivity } from '../portal/public';

/** The topic an activity's public counts travel on (published by the database trigger of migration `portal_live`). */
export const activityTopic = (activityId: number) => `activity:${activityId}`;

/** Close codes of the portal socket: a bad query, an activity that is not public. */
const BAD_QUERY = 4400;
const NOT_PUBLIC = 4404;

/**
 * `GET /api/v2/live/portal?activity_id=1,2&token=…`: the portal's live socket. Anyone may follow the counts of
 * public activities (free spots, reserve count: never who); with a valid token the player also hears
 * `portal.standing` events about their own place. A missing or stale token only means no personal events.
 */
export function registerPortalLive(app: FastifyInstance, deps: AppDeps) {
  app.get('/live/portal', { websocket: true }, async (socket, request) => {
    // Pings sent while the query is checked are answered once the socket follows its topics.
    const early: RawData[] = [];
    const buffer = (raw: RawData) => early.push(raw);
    socket.on('message', buffer);
    const parsed = portalLiveQuery.safeParse(request.query);
    if (!parsed.success) {
      socket.close(BAD_QUERY, 'Nieprawidłowe zapytanie');
      return;
    }
    const ids = [...new Set(parsed.data.activity_id)];
    const visible = await Promise.all(ids.map((id) => findPublicActivity(deps.db, id)));
    if (visible.some((row) => !row)) {
      socket.close(NOT_PUBLIC, 'Nie znaleziono zajęć');
      return;
    }
    const principal = await resolvePrincipal(deps.db, deps.tokens, parsed.data.token ?? null);
    if (socket.readyState > 1) return; // the page left while we checked
    socket.off('message', buffer);
    deps.live.attachFollower(socket, principal, ids.map(activityTopic), early);
    socket.send(
      JSON.stringify({
        channel: 'system',
        event: 'connected',
        payload: { activity_ids: ids, signed_in: principal !== null, channels: PORTAL_LIVE },
      }),
    );
  });
}
