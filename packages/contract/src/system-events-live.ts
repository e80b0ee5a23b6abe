/** The back office's live channel of system events: no schemas here, so every admin page subscribes without loading zod. */
import type { SystemEventType } from './system-events';

/** What every open admin page hears on the live channel `system_events` (events `created`, `updated`, `deleted`). */
export const SYSTEM_EVENTS_CHANNEL = 'system_events';
export interface SystemEventPush {
  id: number;
  event_type: SystemEventType;
  assigned_id: number | null;
}
