/**
 * Reminders before an activity (docs/decisions.md "Reminders and promotion notices").
 * @clock-dependent: the job reads the clock (a fake `Date` here); the service takes its `now` as an argument.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { REMINDER_HOURS_SETTING } from '@sportdesk/contract';
import {
  activities,
  activityNotificationDeliveries,
  activityNotifications,
  activityParticipants,
  appSettings,
  outboxMessages,
  users,
} from '../../db/schema/index';
import { openPostgres, type Database } from '../../db/client';
import { createMailer } from '../../lib/mail';
import { OutboxSmsSender } from '../../lib/sms';
import type { AppDeps } from '../../lib/deps';
import { body, createTestApp, signedInUser, type TestContext } from '../../test/app';
import { insertTestActivity, seedCatalogue, type Catalogue } from '../activities/test-fixtures';
import { insertPlayer } from './test-fixtures';
import { sendReminders } from './reminders';
import { PARTICIPANT_JOBS } from './job-names';

let ctx: TestContext;
let cat: Catalogue;
/** A second worker: on PostgreSQL its own connection pool to the same database (another process would be). */
let second: Database | null = null;
beforeAll(async () => {
  ctx = await createTestApp();
  cat = await seedCatalogue(ctx.database.db);
  if (ctx.database.kind === 'postgres') second = await openPostgres(ctx.database.connectionString!);
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  await second?.close();
  await ctx.close();
});

const db = () => ctx.database.db;
const deps = () => ctx.app.deps;
const secondDeps = (): Pick<AppDeps, 'db' | 'mailer' | 'sms'> =>
  second
    ? { db: second.db, mailer: createMailer(second.db, undefined, 'x@sportdesk.test'), sms: new OutboxSmsSender(second.db) }
    : deps();

// 18:00 in Warsaw on a summer day is 16:00 UTC; the instants are fixed, far from the real clock. Each test's
// activities are days apart, so one test's window never reaches another's.
let day = 0;
const nextDay = () => `2031-06-${String(1 + 3 * ++day).padStart(2, '0')}`;
const startOf = (date: string) => new Date(`${date}T16:00:00.000Z`);
const hoursBefore = (date: string, hours: number) => new Date(startOf(date).getTime() - hours * 3_600_000);

let phone = 500_000_000;
async function player(opts: { phone?: boolean } = {}) {
  const p = await insertPlayer(db());
  const [row] = await db()
    .update(users)
    .set({ phone: opts.phone === false ? null : String(++phone), phonePrefix: opts.phone === false ? null : '+48' })
    .where(eq(users.id, p.id))
    .returning();
  return row;
}
async function activityOn(date: string) {
  return insertTestActivity(db(), cat, {
    date,
    start_at: '18:00',
    stop_at: '19:30',
    max_players: 10,
    min_players: 1,
    reserved_spots: 0,
    reserve_list: true,
  });
}
async function place(activityId: number, userId: number, reserve = false) {
  const [entry] = await db().insert(activityParticipants).values({ activityId, userId, reserve }).returning();
  return entry;
}
const mailsTo = (email: string) => db().select().from(outboxMessages).where(eq(outboxMessages.recipient, email));
const smsTo = (u: { phone: string | null; phonePrefix: string | null }) =>
  db()
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.channel, 'sms'), eq(outboxMessages.recipient, `${u.phonePrefix ?? ''}${u.phone}`)));
async function setHours(value: string | null) {
  await db().delete(appSettings).where(eq(appSettings.name, REMINDER_HOURS_SETTING));
  if (value !== null) await db().insert(appSettings).values({ name: REMINDER_HOURS_SETTING, value });
}

describe('reminders before an activity', () => {
  it('reach each main-list player once, by e-mail and by SMS where they have a phone, even with two workers and a second run', async () => {
    await setHours(null); // default: 24 hours
    const date = nextDay();
    const a = await activityOn(date);
    const withPhone = await player();
    const noPhone = await player({ phone: false });
    const waiting = await player();
    await place(a.id, withPhone.id);
    await place(a.id, noPhone.id);
    await place(a.id, waiting.id, true);
    const later = await activityOn(nextDay());
    const laterPlayer = await player();
    await place(later.id, laterPlayer.id);

    // 25 hours before: too early.
    expect((await sendReminders(deps(), hoursBefore(date, 25))).reminded).toBe(0);
    expect(await mailsTo(withPhone.email!)).toHaveLength(0);

    // 23 hours before, two workers at once.
    const now = hoursBefore(date, 23);
    const runs = await Promise.all([sendReminders(deps(), now), sendReminders(secondDeps(), now)]);
    expect(runs.map((r) => r.reminded).sort()).toEqual([0, 2]);
    // A restart: the next run (5 minutes later) finds every place claimed.
    expect((await sendReminders(deps(), new Date(now.getTime() + 300_000))).reminded).toBe(0);

    const mails = await mailsTo(withPhone.email!);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`Przypomnienie: Piłka nożna ${date.slice(8, 10)}.06.2031 18:00`);
    expect(mails[0].body).toContain(`Kiedy: ${date.slice(8, 10)}.06.2031 18:00`);
    expect(mails[0].body).toContain('Gdzie: Orlik Mokotów, ul. Puławska 100, Warszawa');
    expect(mails[0].body).toContain(`Cześć ${withPhone.firstName},`);
    expect(await smsTo(withPhone)).toHaveLength(1);
    expect((await smsTo(withPhone))[0].body).toContain(`${date.slice(8, 10)}.06.2031 18:00, Orlik Mokotów`);
    expect(await mailsTo(noPhone.email!)).toHaveLength(1);
    expect(await mailsTo(waiting.email!)).toHaveLength(0);
    expect(await smsTo(waiting)).toHaveLength(0);
    // The later activity is not due yet.
    expect(await mailsTo(laterPlayer.email!)).toHaveLength(0);

    // Once is a fact in the database: the places carry the claim, the delivery log has one line per channel.
    const entries = await db().select().from(activityParticipants).where(eq(activityParticipants.activityId, a.id));
    expect(
      entries
        .filter((e) => e.reminderSentAt !== null)
        .map((e) => e.userId)
        .sort(),
    ).toEqual([withPhone.id, noPhone.id].sort());
    const log = await db()
      .select()
      .from(activityNotificationDeliveries)
      .where(eq(activityNotificationDeliveries.activityId, a.id));
    expect(log.map((d) => [d.userId, d.channel, d.status]).sort()).toEqual(
      [
        [withPhone.id, 'email', 'sent'],
        [withPhone.id, 'sms', 'sent'],
        [noPhone.id, 'email', 'sent'],
      ].sort(),
    );
  });

  it('skip a cancelled activity, a resigned place, a player who turned them off, and everything when the setting is 0', async () => {
    await setHours('24');
    const date = nextDay();
    const canceled = await activityOn(date);
    const canceledPlayer = await player();
    await place(canceled.id, canceledPlayer.id);
    await db().update(activities).set({ canceled: true }).where(eq(activities.id, canceled.id));

    const a = await activityOn(date);
    // The resigning player gives up the place through the portal.
    const resigning = await signedInUser(ctx.app);
    const entry = await place(a.id, resigning.user.id);
    const resign = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v2/users/current/participations/${entry.id}`,
      headers: resigning.headers,
    });
    expect(resign.statusCode, resign.body).toBe(200);
    // The opted-out player turns reminders off in the profile.
    const optedOut = await signedInUser(ctx.app);
    await place(a.id, optedOut.user.id);
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v2/users/${optedOut.user.id}`,
      headers: optedOut.headers,
      payload: { user: { reminders_enabled: false } },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    const profile = await ctx.app.inject({ method: 'GET', url: `/api/v2/users/${optedOut.user.id}`, headers: optedOut.headers });
    expect(body<{ reminders_enabled: boolean }>(profile).data.reminders_enabled).toBe(false);
    // A bad value is a 400 on the field, not a 500.
    const bad = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v2/users/${optedOut.user.id}`,
      headers: optedOut.headers,
      payload: { user: { reminders_enabled: 'nie' } },
    });
    expect(bad.statusCode).toBe(400);
    const stays = await player();
    await place(a.id, stays.id);

    // With the setting at 0 nobody is reminded.
    await setHours('0');
    const off = await sendReminders(deps(), hoursBefore(date, 2));
    expect(off).toMatchObject({ hours: 0, reminded: 0 });
    expect(await mailsTo(stays.email!)).toHaveLength(0);

    await setHours('24');
    const run = await sendReminders(deps(), hoursBefore(date, 2));
    expect(run.reminded).toBe(1);
    expect(await mailsTo(stays.email!)).toHaveLength(1);
    expect(await mailsTo(canceledPlayer.email!)).toHaveLength(0);
    expect(await smsTo(canceledPlayer)).toHaveLength(0);
    expect((await mailsTo(resigning.email)).filter((m) => m.subject?.startsWith('Przypomnienie'))).toHaveLength(0);
    expect((await mailsTo(optedOut.email)).filter((m) => m.subject?.startsWith('Przypomnienie'))).toHaveLength(0);
    // Once started, an activity gets no reminder.
    const started = await activityOn(nextDay());
    const late = await player();
    await place(started.id, late.id);
    await sendReminders(deps(), new Date(startOf(started.date).getTime() + 60_000));
    expect(await mailsTo(late.email!)).toHaveLength(0);
  });

  it('runs every 5 minutes as a scheduled job that reads the clock', async () => {
    await setHours('24');
    const job = deps().jobs.definition(PARTICIPANT_JOBS.remind);
    expect(job.cron).toBe('*/5 * * * *');
    const date = nextDay();
    const a = await activityOn(date);
    const p = await player();
    await place(a.id, p.id);
    const run = () =>
      job.handler({}, { asyncJobId: null, userId: null, attempt: 1, progress: async () => {} }) as Promise<{ reminded: number }>;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(hoursBefore(date, 30));
    expect((await run()).reminded).toBe(0);
    vi.setSystemTime(hoursBefore(date, 24));
    expect((await run()).reminded).toBe(1);
    vi.setSystemTime(hoursBefore(date, 23));
    expect((await run()).reminded).toBe(0);
    vi.useRealTimers();
    expect(await mailsTo(p.email!)).toHaveLength(1);
    const notices = await db()
      .select()
      .from(activityNotifications)
      .where(and(eq(activityNotifications.activityId, a.id), inArray(activityNotifications.kind, ['reminder'])));
    expect(notices).toHaveLength(1);
  });
});
