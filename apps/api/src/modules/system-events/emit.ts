import {
  SYSTEM_EVENTS_CHANNEL,
  type SystemEventPush,
  type SystemEventStatus,
  type SystemEventTargetType,
  type SystemEventType,
} from '@sportdesk/contract';
import { systemEvents } from '../../db/schema/index';
import type { Executor } from '../../db/client';
import type { SystemEventRecord } from './queries';
import { notifyLive } from '../../lib/live';

export type SystemEventAction = 'created' | 'updated' | 'deleted';
export interface SystemEventNotice extends SystemEventPush {
  action: SystemEventAction;
}

/**
 * Tells open admin pages about a change, after commit, on every instance: the live message goes out inside
 * the caller's transaction (lib/live.ts `notifyLive`), delivered when it commits and dropped when it rolls back.
 * Admins of the module hear every change; anyone hears about events assigned to them.
 */
export async function notifySystemEvent(tx: Executor, action: SystemEventAction, e: SystemEventRecord) {
  const notice: SystemEventNotice = { action, id: e.id, event_type: e.eventType as SystemEventType, assigned_id: e.assignedId };
  await notifyLive(tx, {
    channel: SYSTEM_EVENTS_CHANNEL,
    event: action,
    payload: notice,
    to: { roles: ['admin_role_system_events'], userIds: notice.assigned_id !== null ? [notice.assigned_id] : [] },
  });
}

export interface EmitSystemEvent {
  type: SystemEventType;
  message: string;
  targetType?: SystemEventTargetType | null;
  targetId?: number | null;
  assignedId?: number | null;
  /** Who raised it (an admin in the form); null for events raised by the system. */
  creatorId?: number | null;
  status?: SystemEventStatus;
  customTags?: string | null;
  readByAdmin?: boolean;
  readByAssigned?: boolean;
}

/**
 * The one way to raise a system event, from any domain, inside that domain's own transaction:
 * `await emitSystemEvent(tx, { type: 'deposit_drop', targetType: 'User', targetId: user.id, message })`.
 * Nothing is written or pushed if the transaction rolls back; after commit, open admin pages hear it.
 */
export async function emitSystemEvent(tx: Executor, e: EmitSystemEvent): Promise<SystemEventRecord> {
  const [row] = await tx
    .insert(systemEvents)
    .values({
      eventType: e.type,
      message: e.message,
      targetableType: e.targetType ?? null,
      targetableId: e.targetId ?? null,
      assignedId: e.assignedId ?? null,
      creatorId: e.creatorId ?? null,
      eventStatus: e.status ?? 'opened',
      customTags: e.customTags ?? null,
      readByAdmin: e.readByAdmin ?? false,
      readByAssigned: e.readByAssigned ?? false,
    })
    .returning();
  await notifySystemEvent(tx, 'created', row);
  return row;
}
