import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  ACTIVE_SYSTEM_EVENT_STATUSES,
  SYSTEM_EVENT_READ_COMMENT,
  userLabel,
  type SystemEvent,
  type SystemEventRow,
  type SystemEventStatus,
  type SystemEventTargetType,
  type SystemEventType,
  type systemEventListQuery,
} from '@sportdesk/contract';
import { systemEventComments, systemEvents, users } from '../../db/schema/index';
import type { Executor } from '../../db/client';
import { idInSearch, likePattern } from '../../lib/paging';
import { iso } from '../../lib/reply';
import { targetLabels } from './targets';

export type SystemEventRecord = typeof systemEvents.$inferSelect;
type ListQuery = z.output<typeof systemEventListQuery>;

export const activeEvent = inArray(systemEvents.eventStatus, [...ACTIVE_SYSTEM_EVENT_STATUSES]);

const assigned = alias(users, 'assigned');
const personColumns = (u: typeof users | typeof assigned) => ({
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
  identifier: u.identifier,
});
type Person = {
  id: number | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  identifier: string | null;
};
const personRef = (p: Person | null) =>
  p?.id == null
    ? null
    : {
        id: p.id,
        label: userLabel({ first_name: p.firstName, last_name: p.lastName, email: p.email, identifier: p.identifier }),
      };

export function listConditions(q: ListQuery): SQL[] {
  const c: SQL[] = [];
  if (q.search) {
    const text = sql`sd_norm(concat_ws(' ', ${systemEvents.message}, ${systemEvents.customTags})) like sd_norm(${likePattern(q.search)})`;
    const id = idInSearch(q.search);
    c.push(id !== undefined ? sql`(${text} or ${systemEvents.id} = ${id})` : text);
  }
  if (q.with_event_type) c.push(eq(systemEvents.eventType, q.with_event_type));
  // An explicit status wins over "only active".
  if (q.with_event_status) c.push(eq(systemEvents.eventStatus, q.with_event_status));
  else if (q.only_active) c.push(activeEvent);
  if (q.with_assigned_id !== undefined) c.push(eq(systemEvents.assignedId, q.with_assigned_id));
  if (q.with_targetable_type) c.push(eq(systemEvents.targetableType, q.with_targetable_type));
  if (q.with_targetable_id !== undefined) c.push(eq(systemEvents.targetableId, q.with_targetable_id));
  if (q.unread_by_admin) c.push(eq(systemEvents.readByAdmin, false));
  return c;
}

const toRow = (r: SystemEventRecord, assignee: Person | null, target: string | null): SystemEventRow => ({
  id: r.id,
  message: r.message,
  event_type: r.eventType as SystemEventType,
  event_status: r.eventStatus as SystemEventStatus,
  assigned_id: r.assignedId,
  assigned: personRef(assignee),
  custom_tags: r.customTags,
  targetable_type: r.targetableType as SystemEventTargetType | null,
  targetable_id: r.targetableId,
  targetable: r.targetableId == null || target == null ? null : { id: r.targetableId, label: target },
  read_by_admin: r.readByAdmin,
  read_by_assigned: r.readByAssigned,
  comments_count: r.commentsCount,
  created_at: iso(r.createdAt)!,
  updated_at: iso(r.updatedAt)!,
});

async function withLabels(db: Executor, rows: { e: SystemEventRecord; a: Person | null }[]) {
  const label = await targetLabels(
    db,
    rows.map(({ e }) => ({ type: e.targetableType as SystemEventTargetType | null, id: e.targetableId })),
  );
  return rows.map(({ e, a }) => toRow(e, a, label(e.targetableType as SystemEventTargetType | null, e.targetableId)));
}

export async function listSystemEvents(db: Executor, q: ListQuery) {
  const conditions = listConditions(q);
  const where = conditions.length ? and(...conditions) : undefined;
  const dir = q.order_dir === 'asc' ? asc : desc;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ e: systemEvents, a: personColumns(assigned) })
      .from(systemEvents)
      .leftJoin(assigned, eq(assigned.id, systemEvents.assignedId))
      .where(where)
      .orderBy(dir(systemEvents.createdAt), dir(systemEvents.id))
      .limit(q.limit)
      .offset(q.page * q.limit),
    db.select({ total: count() }).from(systemEvents).where(where),
  ]);
  return { rows: await withLabels(db, rows), total };
}

export async function findSystemEventRecord(db: Executor, id: number, forUpdate = false) {
  const query = db.select().from(systemEvents).where(eq(systemEvents.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** The event as `show` returns it: labels and the comments timeline, oldest first. */
export async function findSystemEvent(db: Executor, id: number): Promise<SystemEvent | undefined> {
  const [found] = await db
    .select({ e: systemEvents, a: personColumns(assigned) })
    .from(systemEvents)
    .leftJoin(assigned, eq(assigned.id, systemEvents.assignedId))
    .where(eq(systemEvents.id, id));
  if (!found) return undefined;
  const [row] = await withLabels(db, [found]);
  const comments = await db
    .select({ c: systemEventComments, u: personColumns(users) })
    .from(systemEventComments)
    .leftJoin(users, eq(users.id, systemEventComments.userId))
    .where(eq(systemEventComments.systemEventId, id))
    .orderBy(asc(systemEventComments.createdAt), asc(systemEventComments.id));
  return {
    ...row,
    comments: comments.map(({ c, u }) => ({
      id: c.id,
      user: personRef(u),
      comment: c.comment,
      info: c.kind === 'read',
      created_at: iso(c.createdAt)!,
    })),
  };
}

export async function insertComment(
  tx: Executor,
  eventId: number,
  userId: number,
  comment: string,
  kind: 'comment' | 'read' = 'comment',
) {
  await tx
    .insert(systemEventComments)
    .values({ systemEventId: eventId, userId, comment: kind === 'read' ? SYSTEM_EVENT_READ_COMMENT : comment, kind });
}
