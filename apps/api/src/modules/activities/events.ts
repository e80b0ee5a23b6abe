import { plDateTime } from '@sportdesk/contract';
import { eq } from 'drizzle-orm';
import { activityCoordinators } from '../../db/schema/activities';
import type { Executor } from '../../db/client';
import { emitSystemEvent } from '../system-events/public';
import type { ActivityRecord } from './queries';

const label = (a: ActivityRecord) => `${a.name ?? 'Zajęcia'} ${plDateTime(a.date, String(a.startAt))}`;

/**
 * System events an activity change raises, in the change's own transaction: a cancellation tells the
 * admins (canceled_activity) and each coordinator (canceled_activity_for_coordinator).
 */
export async function emitActivityChangeEvents(tx: Executor, before: ActivityRecord, after: ActivityRecord) {
  if (before.canceled || !after.canceled) return;
  await emitSystemEvent(tx, {
    type: 'canceled_activity',
    targetType: 'Activity',
    targetId: after.id,
    message: `Odwołano zajęcia: ${label(after)}`,
  });
  const coordinators = await tx.select().from(activityCoordinators).where(eq(activityCoordinators.activityId, after.id));
  for (const c of coordinators)
    await emitSystemEvent(tx, {
      type: 'canceled_activity_for_coordinator',
      targetType: 'Activity',
      targetId: after.id,
      assignedId: c.userId,
      message: `Odwołano zajęcia, które koordynujesz: ${label(after)}`,
    });
}

/** An organiser's activity waits for verification, so its creation is an event (activity_added). */
export async function emitActivityCreatedEvent(tx: Executor, row: ActivityRecord) {
  if (row.activityType !== 'organizer') return;
  await emitSystemEvent(tx, {
    type: 'activity_added',
    targetType: 'Activity',
    targetId: row.id,
    message: `Organizator dodał zajęcia do weryfikacji: ${label(row)}`,
  });
}
