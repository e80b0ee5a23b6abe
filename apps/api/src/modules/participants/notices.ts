import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import {
  ErrorCode,
  activityNoticeMsg,
  type ActivityDelivery,
  type ActivityNoticeQueued,
  type DeliveryChannel,
  type ListReply,
  type NoticeChannel,
  type NoticeKind,
  type activityNoticeInput,
} from '@sportdesk/contract';
import type { z } from 'zod';
import { activityNotificationDeliveries, activityNotifications, activityParticipants, users } from '../../db/schema/index';
import type { Executor } from '../../db/client';
import type { AppDeps } from '../../lib/deps';
import { AppError } from '../../lib/errors';
import { iso } from '../../lib/reply';
import { findActivityWithStart, playerLabel } from '../enrolment/public';
import { PARTICIPANT_JOBS } from './job-names';

type UserRecord = typeof users.$inferSelect;

/** A participant as a notice reaches them: a child's account without an address is reached through the parent. */
export interface NoticeRecipient {
  user: UserRecord;
  reserve: boolean;
  email: string | null;
  phone: string | null;
  /** The first name a message greets (the parent's, for a child reached through them); reminders set it. */
  readerName?: string | null;
}

export const phoneOf = (u: UserRecord | undefined) => (u?.phone ? `${u.phonePrefix ?? ''}${u.phone}` : null);

/** The activity's participants (main list, and the reserve list when asked) with their addresses, in list order. */
export async function noticeRecipients(tx: Executor, activityId: number, withReserve: boolean): Promise<NoticeRecipient[]> {
  const rows = await tx
    .select({ entry: activityParticipants, user: users })
    .from(activityParticipants)
    .innerJoin(users, eq(users.id, activityParticipants.userId))
    .where(
      withReserve
        ? eq(activityParticipants.activityId, activityId)
        : and(eq(activityParticipants.activityId, activityId), eq(activityParticipants.reserve, false)),
    )
    .orderBy(asc(activityParticipants.reserve), asc(activityParticipants.id));
  const parentIds = [...new Set(rows.flatMap((r) => (r.user.parentId !== null ? [r.user.parentId] : [])))];
  const parents = parentIds.length ? await tx.select().from(users).where(inArray(users.id, parentIds)) : [];
  const parentOf = (u: UserRecord) => parents.find((p) => p.id === u.parentId);
  return rows.map(({ entry, user }) => ({
    user,
    reserve: entry.reserve,
    email: user.email ?? parentOf(user)?.email ?? null,
    phone: phoneOf(user) ?? phoneOf(parentOf(user)),
  }));
}

export interface NewNotice {
  activityId: number;
  kind: NoticeKind;
  subject: string;
  text: string;
  channel: NoticeChannel;
  withReserve: boolean;
  actorId: number | null;
  recipients: NoticeRecipient[];
  /** A recipient's own e-mail and SMS texts (a cancellation names their refund); default the notice's text. */
  textFor?: (r: NoticeRecipient) => { email: string; sms: string };
  /** Only recipients with a phone get an SMS (a cancellation's SMS is extra); otherwise a missing phone is logged. */
  smsOnlyWithPhone?: boolean;
}

/**
 * Writes a notice and one `pending` delivery per recipient and channel, in the caller's transaction; a recipient
 * without an address is logged `failed` with why at once. The deliveries go out after the commit (`deliverNotice`).
 */
export async function createNotice(tx: Executor, n: NewNotice) {
  const [notice] = await tx
    .insert(activityNotifications)
    .values({
      activityId: n.activityId,
      kind: n.kind,
      subject: n.subject,
      body: n.text,
      channel: n.channel,
      withReserve: n.withReserve,
      createdById: n.actorId,
    })
    .returning();
  const channels: DeliveryChannel[] = n.channel === 'both' ? ['email', 'sms'] : [n.channel];
  const rows: (typeof activityNotificationDeliveries.$inferInsert)[] = [];
  for (const r of n.recipients)
    for (const channel of channels) {
      const recipient = channel === 'email' ? r.email : r.phone;
      if (channel === 'sms' && !recipient && n.smsOnlyWithPhone) continue;
      const own = n.textFor?.(r);
      rows.push({
        notificationId: notice.id,
        activityId: n.activityId,
        userId: r.user.id,
        userLabel: playerLabel(r.user).slice(0, 255),
        reserve: r.reserve,
        channel,
        recipient,
        body: own ? (channel === 'email' ? own.email : own.sms) : null,
        status: recipient ? 'pending' : 'failed',
        error: recipient ? null : channel === 'email' ? activityNoticeMsg.noEmail : activityNoticeMsg.noPhone,
      });
    }
  if (rows.length) await tx.insert(activityNotificationDeliveries).values(rows);
  return { notice, deliveries: rows.length };
}

/**
 * Sends a notice's pending deliveries: each is claimed (`pending` → `sent`) before it is sent, so a retried job or
 * a second worker never sends one twice; a failed send is logged `failed` with the reason. Returns the counts.
 */
export async function deliverNotice(deps: Pick<AppDeps, 'db' | 'mailer' | 'sms'>, notificationId: number) {
  const [notice] = await deps.db.select().from(activityNotifications).where(eq(activityNotifications.id, notificationId));
  if (!notice) return { sent: 0, failed: 0 };
  const pending = await deps.db
    .select()
    .from(activityNotificationDeliveries)
    .where(
      and(
        eq(activityNotificationDeliveries.notificationId, notificationId),
        eq(activityNotificationDeliveries.status, 'pending'),
      ),
    )
    .orderBy(asc(activityNotificationDeliveries.id));
  let sent = 0;
  let failed = 0;
  for (const d of pending) {
    const [claimed] = await deps.db
      .update(activityNotificationDeliveries)
      .set({ status: 'sent', sentAt: new Date() })
      .where(and(eq(activityNotificationDeliveries.id, d.id), eq(activityNotificationDeliveries.status, 'pending')))
      .returning({ id: activityNotificationDeliveries.id });
    if (!claimed || !d.recipient) continue;
    const text = d.body ?? notice.body;
    try {
      if (d.channel === 'email') await deps.mailer.send({ to: d.recipient, subject: notice.subject, text });
      else await deps.sms.send(d.recipient, text);
      sent++;
    } catch (error) {
      failed++;
      const reason = error instanceof Error && error.message ? error.message : activityNoticeMsg.sendFailed;
      await deps.db
        .update(activityNotificationDeliveries)
        .set({ status: 'failed', error: `${activityNoticeMsg.sendFailed}: ${reason}`.slice(0, 500), sentAt: null })
        .where(eq(activityNotificationDeliveries.id, d.id));
    }
  }
  return { sent, failed };
}

/**
 * `POST admin/activities/{id}/notifications`: the notice and its deliveries in one transaction, then the job
 * `participants.notify` sends them. Refused (422) when nobody is on the chosen lists.
 */
export async function queueNotice(
  deps: AppDeps,
  activityId: number,
  input: z.output<typeof activityNoticeInput>,
  actorId: number,
): Promise<ActivityNoticeQueued> {
  await findActivityWithStart(deps.db, activityId);
  const { notice, recipients } = await deps.db.transaction(async (tx) => {
    const recipients = await noticeRecipients(tx, activityId, input.with_reserve);
    if (!recipients.length)
      throw new AppError(ErrorCode.BUSINESS_RULE, activityNoticeMsg.noRecipients, {
        with_reserve: activityNoticeMsg.noRecipients,
      });
    const { notice } = await createNotice(tx, {
      activityId,
      kind: 'message',
      subject: input.subject,
      text: input.text,
      channel: input.channel,
      withReserve: input.with_reserve,
      actorId,
      recipients,
    });
    return { notice, recipients: recipients.length };
  });
  const asyncJobId = await deps.jobs.enqueue(
    PARTICIPANT_JOBS.notify,
    { notification_id: notice.id },
    { userId: actorId, params: { activity_id: activityId, notification_id: notice.id, channel: input.channel } },
  );
  return { notification_id: notice.id, async_job_id: asyncJobId, recipients, message: activityNoticeMsg.queued };
}

/** `GET admin/activities/{id}/notifications`: the delivery log, newest first. */
export async function listDeliveries(
  db: Executor,
  activityId: number,
  q: { page: number; limit: number },
): Promise<ListReply<ActivityDelivery>> {
  await findActivityWithStart(db, activityId);
  const where = eq(activityNotificationDeliveries.activityId, activityId);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ d: activityNotificationDeliveries, n: activityNotifications })
      .from(activityNotificationDeliveries)
      .innerJoin(activityNotifications, eq(activityNotifications.id, activityNotificationDeliveries.notificationId))
      .where(where)
      .orderBy(desc(activityNotificationDeliveries.notificationId), asc(activityNotificationDeliveries.id))
      .limit(q.limit)
      .offset(q.page * q.limit),
    db.select({ total: count() }).from(activityNotificationDeliveries).where(where),
  ]);
  return {
    total,
    rows: rows.map(({ d, n }) => ({
      id: d.id,
      notification_id: n.id,
      kind: n.kind as NoticeKind,
      subject: n.subject,
      user: { id: d.userId, label: d.userLabel },
      reserve: d.reserve,
      channel: d.channel as DeliveryChannel,
      recipient: d.recipient,
      status: d.status as ActivityDelivery['status'],
      error: d.error,
      sent_at: iso(d.sentAt),
      created_at: iso(n.createdAt)!,
    })),
  };
}
