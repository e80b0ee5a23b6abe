import { eq } from 'drizzle-orm';
import {
  ErrorCode,
  datesInRange,
  msg,
  activityNoticeMsg,
  type ActivityBulkPatch,
  type ActivityCancelResult,
  type ActivityCreateValues,
  type ActivityValues,
} from '@sportdesk/contract';
import { activities, activityCoordinators } from '../../db/schema/activities';
import type { Db, Executor } from '../../db/client';
import { BULK_ROWS, recordAudit, recordAudits } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import type { AppDeps } from '../../lib/deps';
import { findActivity, findActivityRecordForUpdate, toActivityFields, type ActivityRecord } from './queries';
import { assertCapacity, assertReferences, normalise, toColumns, type ActivityFieldValues } from './rules';
import { assertCoordinatorUser } from './coordinators';
import { organizerVerified } from './verification';
import { ACTIVITY_JOBS } from './job-names';
import { emitActivityChangeEvents, emitActivityCreatedEvent } from './events';
import {
  lockForCancel,
  lockReservePlayers,
  promoteAfterEdit,
  sendCancelNotice,
  sendPromotionNotices,
  settleCancellation,
} from '../participants/public';

/** What an edit needs: the database, and the mailer for promotions from the reserve list. */
export type ActivityDeps = Pick<AppDeps, 'db' | 'mailer' | 'sms'>;

export const auditFields = (a: ActivityRecord) => toActivityFields(a) as Record<string, unknown>;

/** Inserts one activity with its audit row (and first coordinator) inside the caller's transaction. */
export async function insertActivity(
  tx: Executor,
  values: ActivityValues,
  opts: { actorId: number | null; coordinatorId?: number | null; comment?: string | null },
) {
  const v = normalise(values);
  const [row] = await tx
    .insert(activities)
    .values({
      ...(toColumns(v) as typeof activities.$inferInsert),
      creatorId: v.creator_id ?? opts.actorId,
      coordinatorsCount: opts.coordinatorId ? 1 : 0,
    })
    .returning();
  if (opts.coordinatorId) await tx.insert(activityCoordinators).values({ activityId: row.id, userId: opts.coordinatorId });
  await recordAudit(tx, {
    type: 'Activity',
    id: row.id,
    userId: opts.actorId,
    action: 'create',
    after: auditFields(row),
    comment: opts.comment ?? null,
    ...(opts.coordinatorId ? { extraChanges: { coordinators: [[], [opts.coordinatorId]] } } : {}),
  });
  await emitActivityCreatedEvent(tx, row);
  return row;
}

/**
 * `insertActivity` for many activities at once (the demo data): the same rows, audit rows, coordinators and
 * events in the same order, written with a few multi-row statements instead of four statements an activity.
 */
export async function insertActivities(
  tx: Executor,
  items: { values: ActivityValues; coordinatorId: number | null }[],
  opts: { actorId: number | null; comment?: string | null },
) {
  const rows: ActivityRecord[] = [];
  for (let i = 0; i < items.length; i += BULK_ROWS) {
    const chunk = items.slice(i, i + BULK_ROWS).map(({ values, coordinatorId }) => {
      const v = normalise(values);
      return {
        ...(toColumns(v) as typeof activities.$inferInsert),
        creatorId: v.creator_id ?? opts.actorId,
        coordinatorsCount: coordinatorId ? 1 : 0,
      };
    });
    // A multi-row VALUES returns its rows in the order given (ids from the sequence in that order).
    rows.push(...(await tx.insert(activities).values(chunk).returning()));
  }
  const coordinators = rows.flatMap((row, i) => {
    const userId = items[i].coordinatorId;
    return userId ? [{ activityId: row.id, userId }] : [];
  });
  for (let i = 0; i < coordinators.length; i += BULK_ROWS)
    await tx.insert(activityCoordinators).values(coordinators.slice(i, i + BULK_ROWS));
  await recordAudits(
    tx,
    rows.map((row, i) => ({
      type: 'Activity' as const,
      id: row.id,
      userId: opts.actorId,
      action: 'create' as const,
      after: auditFields(row),
      comment: opts.comment ?? null,
      ...(items[i].coordinatorId ? { extraChanges: { coordinators: [[], [items[i].coordinatorId]] as [unknown, unknown] } } : {}),
    })),
  );
  for (const row of rows) await emitActivityCreatedEvent(tx, row);
  return rows;
}

export const showActivity = async (db: Executor, id: number) => {
  const activity = await findActivity(db, id, (a) => organizerVerified(db, a));
  if (!activity) throw notFound();
  return activity;
};

/**
 * `POST admin/activities`: checks the input now (400 on a bad field), then queues one activity per
 * matching week day between date_from and date_to as a background job; answers the async job id.
 */
export async function queueActivityCreation(deps: AppDeps, input: ActivityCreateValues, actorId: number) {
  const { date_from, date_to, days, coordinator_id, ...fields } = input;
  await assertReferences(deps.db, fields);
  if (coordinator_id) await assertCoordinatorUser(deps.db, coordinator_id, 'coordinator_id');
  const dates = datesInRange(date_from, date_to, days);
  if (dates.length === 0) throw new AppError(ErrorCode.VALIDATION, msg.noDaysInRange, { days: msg.noDaysInRange });
  const asyncJobId = await deps.jobs.enqueue(
    ACTIVITY_JOBS.createRange,
    { fields: { ...fields, creator_id: fields.creator_id ?? actorId }, date_from, dates, coordinator_id: coordinator_id ?? null },
    { userId: actorId, params: { date_from, date_to, days, count: dates.length } },
  );
  return { async_job_id: asyncJobId, message: msg.activitiesQueued };
}

/** Writes an activity's changed columns and the audit row of the change (before and after, an optional comment). */
async function writeActivity(
  tx: Executor,
  before: ActivityRecord,
  set: Partial<typeof activities.$inferInsert>,
  actorId: number | null,
  comment?: string,
) {
  const [after] = await tx
    .update(activities)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(activities.id, before.id))
    .returning();
  await recordAudit(tx, {
    type: 'Activity',
    id: before.id,
    userId: actorId,
    action: 'update',
    before: auditFields(before),
    after: auditFields(after),
    comment,
  });
  return after;
}

/**
 * `PATCH admin/activities/:id`: every field, one transaction, one audit row. Spots freed by the edit
 * go to the reserve list at once; their notices leave after the commit.
 */
export async function updateActivity(deps: ActivityDeps, id: number, values: ActivityValues, actorId: number | null) {
  const { db } = deps;
  const { promotions, noticeId } = await db.transaction(async (tx) => {
    // Cancelling through the form is the cancellation (refunds, reserve list, notices): its locks come first.
    if (values.canceled) await lockForCancel(tx, id);
    else await lockReservePlayers(tx, id);
    const before = await findActivityRecordForUpdate(tx, id);
    if (!before) throw notFound();
    assertCapacity(before, values);
    await assertReferences(tx, values);
    const v = normalise(values);
    const after = await writeActivity(tx, before, { ...toColumns(v), creatorId: v.creator_id ?? before.creatorId }, actorId);
    await emitActivityChangeEvents(tx, before, after);
    const settled = await settleIfCanceled(tx, before, after, actorId, null);
    return { promotions: await promoteAfterEdit(tx, before, after, actorId), noticeId: settled?.noticeId ?? null };
  });
  await sendPromotionNotices(deps, promotions);
  await sendCancelNotice(deps, noticeId);
  return showActivity(db, id);
}

/** An edit that turns `canceled` on settles the cancellation in the same transaction (refunds, reserve list, notice). */
export async function settleIfCanceled(
  tx: Executor,
  before: ActivityRecord,
  after: ActivityRecord,
  actorId: number | null,
  reason: string | null,
) {
  if (before.canceled || !after.canceled) return null;
  return settleCancellation(tx, after, actorId, reason);
}

/**
 * `POST admin/activities/:id/cancel {reason}`: one transaction — the players and payers locked in id order, then the
 * activity; `canceled` set with its audit row and events; every paid entry refunded once, the reserve list cleared,
 * the notice written (sent after the commit). An activity already cancelled is left alone: nothing refunded, nothing
 * sent, so repeated or parallel calls refund once.
 */
export async function cancelActivity(
  deps: ActivityDeps,
  id: number,
  reason: string | null,
  actorId: number | null,
): Promise<ActivityCancelResult> {
  const settled = await deps.db.transaction(async (tx) => {
    await lockForCancel(tx, id);
    const before = await findActivityRecordForUpdate(tx, id);
    if (!before) throw notFound();
    if (before.canceled) return null;
    const after = await writeActivity(
      tx,
      before,
      { canceled: true },
      actorId,
      reason ? `Odwołano zajęcia. Powód: ${reason}` : 'Odwołano zajęcia',
    );
    await emitActivityChangeEvents(tx, before, after);
    return settleCancellation(tx, after, actorId, reason);
  });
  if (!settled)
    return {
      canceled: false,
      refunds: [],
      refunded_total: 0,
      reserve_cleared: 0,
      pending_payments: 0,
      notified: 0,
      message: activityNoticeMsg.alreadyCanceled,
    };
  await sendCancelNotice(deps, settled.noticeId);
  return {
    canceled: true,
    refunds: settled.refunds,
    refunded_total: Math.round(settled.refunds.reduce((s, r) => s + r.amount * 100, 0)) / 100,
    reserve_cleared: settled.reserveCleared,
    pending_payments: settled.pendingPayments,
    notified: settled.notified,
    message: activityNoticeMsg.canceled,
  };
}

export async function deleteActivity(db: Db, id: number, actorId: number | null) {
  const shown = await showActivity(db, id);
  await db.transaction(async (tx) => {
    const before = await findActivityRecordForUpdate(tx, id);
    if (!before) throw notFound();
    await tx.delete(activities).where(eq(activities.id, id));
    await recordAudit(tx, { type: 'Activity', id, userId: actorId, action: 'destroy', before: auditFields(before) });
  });
  return shown;
}

/** `POST admin/activities/bulk_update`: only the filled fields, applied per activity by a background job. */
export async function queueBulkUpdate(deps: AppDeps, ids: number[], patch: ActivityBulkPatch, actorId: number) {
  const filled = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as ActivityBulkPatch;
  if (Object.keys(filled).length === 0)
    throw new AppError(ErrorCode.VALIDATION, msg.validationFailed, { activity: msg.required });
  const uniqueIds = [...new Set(ids)];
  const asyncJobId = await deps.jobs.enqueue(
    ACTIVITY_JOBS.bulkUpdate,
    { ids: uniqueIds, activity: filled },
    { userId: actorId, params: { ids: uniqueIds, fields: Object.keys(filled) } },
  );
  return { async_job_id: asyncJobId, message: msg.updateQueued };
}

export type { ActivityFieldValues };
