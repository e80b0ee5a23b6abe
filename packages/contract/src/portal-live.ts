/**
 * The portal's live socket (`GET /api/v2/live/portal?activity_id=…&token=…`, the token optional): its address,
 * limit and channels. No schemas here, so the portal's pages subscribe without loading zod.
 */
export const PORTAL_LIVE_PATH = '/api/v2/live/portal';
export const PORTAL_LIVE_MAX_ACTIVITIES = 50;
export const PORTAL_LIVE = {
  spots: { channel: 'portal.activity', event: 'spots' },
  standing: { channel: 'portal.standing', event: 'changed' },
} as const;
