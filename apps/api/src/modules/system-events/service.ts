import { eq, sql } from 'drizzle-orm';
import {
  msg,
  targetPairIssue,
  type SystemEventPatch,
  type SystemEventTargetType,
  type SystemEventValues,
} from '@sportdesk/contract';
import { systemEvents } from '../../db/schema/index';
import type { Db, Executor } from '../../db/client';
import { fieldError, notFound } from '../../lib/errors';
import { findUserById } from '../users/public';
import { emitSystemEvent, notifySystemEvent } from './emit';
import { findSystemEvent, findSystemEventRecord, insertComment, type SystemEventRecord } from './queries';
import { targetExists } from './targets';

/** The signed-in admin acting on events. */
export interface Actor {
  userId: number;
}

async function assertAssignee(db: Executor, assignedId: number | null | undefined) {
  if (assignedId == null) return;
  const user = await findUserById(db, assignedId);
  if (!user || user.deletedAt) throw fieldError('assigned_id', msg.unknownUser);
}

async function assertTarget(db: Executor, type: SystemEventTargetType | null, id: number | null) {
  const missing = targetPairIssue({ targetable_type: type, targetable_id: id });
  if (missing) throw fieldError(missing, msg.required);
  if (type && id != null && !(await targetExists(db, type, id))) throw fieldError('targetable_id', msg.unknownTarget);
}

const show = async (db: Executor, id: number) => {
  const event = await findSystemEvent(db, id);
  if (!event) throw notFound();
  return event;
};

/** Create from the dialog: a new event is unread for everyone, the creator included (docs/decisions.md). */
export async function createSystemEvent(db: Db, actor: Actor, input: SystemEventValues) {
  await assertAssignee(db, input.assigned_id);
  await assertTarget(db, input.targetable_type, input.targetable_id);
  const row = await db.transaction((tx) =>
    emitSystemEvent(tx, {
      type: input.event_type,
      message: input.message,
      status: input.event_status,
      targetType: input.targetable_type,
      targetId: input.targetable_id,
      assignedId: input.assigned_id,
      customTags: input.custom_tags ?? null,
      creatorId: actor.userId,
      readByAdmin: input.read_by_admin,
      readByAssigned: input.read_by_assigned,
    }),
  );
  return show(db, row.id);
}

/**
 * Opening an event reads it: the admin flag, and the assignee's flag when the reader is the assignee.
 * A flag that flips leaves one 'Odczytano' info entry in the timeline.
 */
export async function openSystemEvent(db: Db, actor: Actor, id: number) {
  await db.transaction(async (tx) => {
    const e = await findSystemEventRecord(tx, id, true);
    if (!e) throw notFound();
    const readByAssigned = e.readByAssigned || e.assignedId === actor.userId;
    if (e.readByAdmin && readByAssigned === e.readByAssigned) return;
    const [row] = await tx
      .update(systemEvents)
      .set({ readByAdmin: true, readByAssigned })
      .where(eq(systemEvents.id, id))
      .returning();
    await insertComment(tx, id, actor.userId, '', 'read');
    await notifySystemEvent(tx, 'updated', row);
  });
  return show(db, id);
}

/**
 * Update from the dialog. Read flags sent by the form win; otherwise a new assignee other than the
 * editor gets the event as unread.
 */
export async function updateSystemEvent(db: Db, actor: Actor, id: number, patch: SystemEventPatch) {
  await db.transaction(async (tx) => {
    const before = await findSystemEventRecord(tx, id, true);
    if (!before) throw notFound();
    const targetType =
      patch.targetable_type !== undefined ? patch.targetable_type : (before.targetableType as SystemEventTargetType | null);
    const targetId = patch.targetable_id !== undefined ? patch.targetable_id : before.targetableId;
    if (targetType !== before.targetableType || targetId !== before.targetableId) await assertTarget(tx, targetType, targetId);
    const assignedChanged = patch.assigned_id !== undefined && patch.assigned_id !== before.assignedId;
    if (assignedChanged) await assertAssignee(tx, patch.assigned_id);
    const values: Partial<SystemEventRecord> = {
      message: patch.message,
      eventType: patch.event_type,
      eventStatus: patch.event_status,
      assignedId: patch.assigned_id,
      customTags: patch.custom_tags,
      targetableType: targetType,
      targetableId: targetId,
      readByAdmin: patch.read_by_admin,
      readByAssigned: patch.read_by_assigned ?? (assignedChanged ? patch.assigned_id === actor.userId : undefined),
      updatedAt: new Date(),
    };
    const [row] = await tx.update(systemEvents).set(values).where(eq(systemEvents.id, id)).returning();
    await notifySystemEvent(tx, 'updated', row);
  });
  return show(db, id);
}

export async function deleteSystemEvent(db: Db, id: number) {
  const event = await show(db, id);
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(systemEvents).where(eq(systemEvents.id, id)).returning();
    if (!row) throw notFound();
    await notifySystemEvent(tx, 'deleted', row);
  });
  return event;
}

/**
 * A comment means the commenter has read the event; it is news for the assignee unless they wrote it.
 */
export async function addSystemEventComment(db: Db, actor: Actor, id: number, comment: string) {
  await db.transaction(async (tx) => {
    const e = await findSystemEventRecord(tx, id, true);
    if (!e) throw notFound();
    await insertComment(tx, id, actor.userId, comment);
    const [row] = await tx
      .update(systemEvents)
      .set({
        commentsCount: sql`${systemEvents.commentsCount} + 1`,
        readByAdmin: true,
        readByAssigned: e.assignedId === null ? e.readByAssigned : e.assignedId === actor.userId,
        updatedAt: new Date(),
      })
      .where(eq(systemEvents.id, id))
      .returning();
    await notifySystemEvent(tx, 'updated', row);
  });
  return show(db, id);
}
