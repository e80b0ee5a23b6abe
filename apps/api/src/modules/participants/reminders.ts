import { and, asc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { REMINDER_HOURS_SETTING, plDateTime, reminderHours, warsawToday } from '@sportdesk/contract';
import {
  activities,
  activityNotificationDeliveries,
  activityNotifications,
  activityParticipants,
  localizations,
  sports,
  users,
} from '../../db/schema/index';
import type { Executor } from '../../db/client';
import type { AppDeps } from '../../lib/deps';
import { settingValue } from '../app-settings/public';
import { playerLabel } from '../enrolment/public';
import { createNotice, deliverNotice, phoneOf, type NoticeRecipient } from './notices';

type UserRecord = typeof users.$inferSelect;

/** An activity's start as an instant: its Europe/Warsaw wall clock read in its zone. */
const startSql = sql<Date>`((${activities.date} + ${activities.startAt}) at time zone 'Europe/Warsaw')`;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** What the reminder names: the activity, its sport, its Warsaw date and time, the venue's address. */
export interface ReminderActivity {
  name: string | null;
  sport: string;
  date: string;
  startAt: string;
  venue: string;
  street: string | null;
  city: string | null;
}

const whenOf = (a: ReminderActivity) => plDateTime(a.date, a.startAt);
const whereOf = (a: ReminderActivity) => [a.venue, a.street, a.city].filter(Boolean).join(', ');
const titleOf = (a: ReminderActivity) => (a.name && a.name !== a.sport ? `${a.name} (${a.sport})` : a.sport);

/** The reminder's Polish texts: the subject, and one player's e-mail and SMS. */
export const reminderTexts = {
  subject: (a: ReminderActivity) => `Przypomnienie: ${a.sport} ${whenOf(a)}`.slice(0, 200),
  email: (a: ReminderActivity, r: NoticeRecipient) => {
    const forChild = r.user.email ? '' : ` (${playerLabel(r.user)})`;
    return [
      `Cześć${r.readerName ? ` ${r.readerName}` : ''},`,
      '',
      `przypominamy o zajęciach${forChild}: ${titleOf(a)}`,
      `Kiedy: ${whenOf(a)}`,
      `Gdzie: ${whereOf(a)}`,
      '',
      'Jeśli nie możesz przyjść, zrezygnuj w portalu („Moje zapisy”), aby zwolnić miejsce innym.',
      'Przypomnień możesz nie dostawać: wyłącz je w swoim profilu („Moje konto”).',
      '',
      'SportDesk',
    ].join('\n');
  },
  sms: (a: ReminderActivity, r: NoticeRecipient) =>
    `SportDesk: przypomnienie${r.user.email ? '' : ` (${playerLabel(r.user)})`} — ${titleOf(a)}, ${whenOf(a)}, ${whereOf(a)}.`,
};

/**
 * The main-list places of one activity still waiting for their reminder, with who reads it: the player, or for a
 * child without an e-mail the parent. A reader who turned reminders off in the profile is left out (not claimed:
 * turning them back on before the start brings the reminder).
 */
async function waitingPlaces(tx: Executor, activityId: number) {
  const rows = await tx
    .select({ entryId: activityParticipants.id, user: users })
    .from(activityParticipants)
    .innerJoin(users, eq(users.id, activityParticipants.userId))
    .where(
      and(
        eq(activityParticipants.activityId, activityId),
        eq(activityParticipants.reserve, false),
        isNull(activityParticipants.reminderSentAt),
        isNull(users.deletedAt),
      ),
    )
    .orderBy(asc(activityParticipants.id));
  const parentIds = [...new Set(rows.flatMap((r) => (r.user.parentId !== null && !r.user.email ? [r.user.parentId] : [])))];
  const parents: UserRecord[] = parentIds.length ? await tx.select().from(users).where(inArray(users.id, parentIds)) : [];
  return rows.flatMap(({ entryId, user }) => {
    const parent = user.email ? undefined : parents.find((p) => p.id === user.parentId);
    const reader = parent ?? user;
    if (!reader.remindersEnabled || !user.remindersEnabled) return [];
    const recipient: NoticeRecipient = {
      user,
      reserve: false,
      email: user.email ?? parent?.email ?? null,
      phone: phoneOf(user) ?? phoneOf(parent),
      readerName: reader.firstName,
    };
    return [{ entryId, recipient }];
  });
}

/**
 * One activity's reminders, in one transaction: the activity is read under a share lock and only while it is not
 * cancelled (a cancellation holds its row lock, so the two run one after the other), the waiting places are
 * claimed with `UPDATE … SET reminder_sent_at … WHERE reminder_sent_at IS NULL … RETURNING`, and the notice with
 * one delivery per claimed player and channel is written beside the claim. A second worker or a later run finds the
 * places claimed and writes nothing; a rolled-back claim leaves nothing queued. Returns the notice and how many
 * players it reminds, or null.
 */
async function remindActivity(tx: Executor, activityId: number, now: Date, until: Date) {
  const [activity] = await tx
    .select({
      id: activities.id,
      name: activities.name,
      date: activities.date,
      startAt: activities.startAt,
      sport: sports.name,
      venue: localizations.name,
      street: localizations.street,
      city: localizations.city,
    })
    .from(activities)
    .innerJoin(sports, eq(sports.id, activities.sportId))
    .innerJoin(localizations, eq(localizations.id, activities.localizationId))
    .where(and(eq(activities.id, activityId), eq(activities.canceled, false), gt(startSql, now), lte(startSql, until)))
    .for('share', { of: activities });
  if (!activity) return null;
  const waiting = await waitingPlaces(tx, activityId);
  if (!waiting.length) return null;
  const claimed = await tx
    .update(activityParticipants)
    .set({ reminderSentAt: now })
    .where(
      and(
        inArray(
          activityParticipants.id,
          waiting.map((w) => w.entryId),
        ),
        eq(activityParticipants.reserve, false),
        isNull(activityParticipants.reminderSentAt),
      ),
    )
    .returning({ id: activityParticipants.id });
  const ids = new Set(claimed.map((c) => c.id));
  const recipients = waiting.filter((w) => ids.has(w.entryId)).map((w) => w.recipient);
  if (!recipients.length) return null;
  const a: ReminderActivity = { ...activity, startAt: activity.startAt.slice(0, 5) };
  const { notice } = await createNotice(tx, {
    activityId,
    kind: 'reminder',
    subject: reminderTexts.subject(a),
    text: reminderTexts.sms(a, recipients[0]),
    channel: 'both',
    withReserve: false,
    actorId: null,
    recipients,
    smsOnlyWithPhone: true,
    textFor: (r) => ({ email: reminderTexts.email(a, r), sms: reminderTexts.sms(a, r) }),
  });
  return { noticeId: notice.id, players: recipients.length };
}

export interface ReminderRun {
  hours: number;
  /** The notices written by this run (one per activity with places claimed). */
  notice_ids: number[];
  /** The players reminded by this run. */
  reminded: number;
}

/**
 * The scheduled job `participants.send_reminders` (docs/decisions.md "Reminders and promotion notices"): every
 * main-list place of an activity starting within the next `reminder_hours_before` hours (0 switches reminders off)
 * gets one reminder, e-mail and SMS to a player with a phone. Each activity is its own transaction
 * (`remindActivity`); the deliveries go out after the commit, each claimed before it is sent (`deliverNotice`), and
 * deliveries left pending by a worker that died after a commit are sent by the next run.
 */
export async function sendReminders(deps: Pick<AppDeps, 'db' | 'mailer' | 'sms'>, now: Date = new Date()): Promise<ReminderRun> {
  const hours = reminderHours(await settingValue(deps.db, REMINDER_HOURS_SETTING));
  if (hours <= 0) return { hours, notice_ids: [], reminded: 0 };
  const until = new Date(now.getTime() + hours * HOUR);
  // The date bounds let the date index narrow the search; the instants decide.
  const due = await deps.db
    .selectDistinct({ id: activities.id, start: startSql })
    .from(activities)
    .innerJoin(activityParticipants, eq(activityParticipants.activityId, activities.id))
    .where(
      and(
        sql`${activities.date} >= ${warsawToday(new Date(now.getTime() - DAY))}`,
        sql`${activities.date} <= ${warsawToday(new Date(until.getTime() + DAY))}`,
        eq(activities.canceled, false),
        gt(startSql, now),
        lte(startSql, until),
        eq(activityParticipants.reserve, false),
        isNull(activityParticipants.reminderSentAt),
      ),
    )
    .orderBy(startSql, activities.id);
  const noticeIds: number[] = [];
  let reminded = 0;
  for (const { id } of due) {
    const done = await deps.db.transaction((tx) => remindActivity(tx, id, now, until));
    if (done === null) continue;
    noticeIds.push(done.noticeId);
    reminded += done.players;
    await deliverNotice(deps, done.noticeId).catch(() => undefined);
  }
  await deliverLeftovers(deps);
  return { hours, notice_ids: noticeIds, reminded };
}

/** Reminders and promotion notices whose deliveries are still pending (their sender died after the commit). */
async function deliverLeftovers(deps: Pick<AppDeps, 'db' | 'mailer' | 'sms'>) {
  const left = await deps.db
    .selectDistinct({ id: activityNotifications.id })
    .from(activityNotificationDeliveries)
    .innerJoin(activityNotifications, eq(activityNotifications.id, activityNotificationDeliveries.notificationId))
    .where(
      and(eq(activityNotificationDeliveries.status, 'pending'), inArray(activityNotifications.kind, ['reminder', 'promotion'])),
    )
    .limit(100);
  for (const { id } of left) await deliverNotice(deps, id).catch(() => undefined);
}
