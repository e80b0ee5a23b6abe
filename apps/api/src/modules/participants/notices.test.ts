/**
 * Messaging an activity's participants (docs/decisions.md "Cancelling an activity, messaging its participants"):
 * `POST admin/activities/{id}/notifications` writes the notice and its deliveries, the job `participants.notify`
 * sends them, `GET …/notifications` is the delivery log (who, channel, sent or failed and why).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { activityNoticeMsg, type ActivityDelivery, type ActivityNoticeQueued, type ListReply } from '@sportdesk/contract';
import { asyncJobs, outboxMessages, users } from '../../db/schema/index';
import { body, createTestApp, signedInUser, type TestContext } from '../../test/app';
import { seedCatalogue, type Catalogue } from '../activities/test-fixtures';
import { insertPlayer, insertRunActivity } from './test-fixtures';

let ctx: TestContext;
let admin: { authorization: string };
let cat: Catalogue;
beforeAll(async () => {
  ctx = await createTestApp({ jobs: 'in-process' });
  await ctx.app.deps.jobs.start({ work: true });
  admin = (await signedInUser(ctx.app, ['admin_role_activities'])).headers;
  cat = await seedCatalogue(ctx.database.db);
});
afterAll(async () => {
  await ctx.app.deps.jobs.stop();
  await ctx.close();
});

const db = () => ctx.database.db;
const send = (activityId: number, payload: Record<string, unknown>, headers = admin) =>
  ctx.app.inject({ method: 'POST', url: `/api/v2/admin/activities/${activityId}/notifications`, headers, payload });
const log = async (activityId: number) => {
  const r = await ctx.app.inject({ method: 'GET', url: `/api/v2/admin/activities/${activityId}/notifications`, headers: admin });
  expect(r.statusCode, r.body).toBe(200);
  return body<ListReply<ActivityDelivery>>(r).data;
};
const add = async (activityId: number, userId: number) => {
  const r = await ctx.app.inject({
    method: 'POST',
    url: `/api/v2/admin/activities/${activityId}/participants`,
    headers: admin,
    payload: { participant: { user_id: userId, costs: false } },
  });
  expect(r.statusCode, r.body).toBe(201);
};
async function jobDone(asyncJobId: number | null) {
  let status = '';
  for (let i = 0; i < 150 && status !== 'done' && status !== 'failed'; i++) {
    await new Promise((res) => setTimeout(res, 200));
    status = (await db().select().from(asyncJobs).where(eq(asyncJobs.id, asyncJobId!)))[0].jobStatus;
  }
  return status;
}

describe('POST admin/activities/{id}/notifications', () => {
  it('the job sends by e-mail and SMS, with or without the reserve list, and the log names who, how and why it failed', async () => {
    const a = await insertRunActivity(db(), cat, { max_players: 2, reserve_list: true });
    const main = await insertPlayer(db());
    const failing = await insertPlayer(db());
    const waiting = await insertPlayer(db());
    for (const p of [main, failing, waiting]) await add(a.id, p.id);
    await db().update(users).set({ phone: null }).where(eq(users.id, failing.id));

    // E-mail to the main list only; one address fails at the mail server.
    const realSend = ctx.app.deps.mailer.send.bind(ctx.app.deps.mailer);
    const spy = vi.spyOn(ctx.app.deps.mailer, 'send').mockImplementation(async (m) => {
      if (m.to === failing.email) throw new Error('Skrzynka odbiorcy jest pełna');
      return realSend(m);
    });
    const r = await send(a.id, { subject: 'Zmiana hali', text: 'Gramy w hali obok.', channel: 'email', with_reserve: false });
    expect(r.statusCode, r.body).toBe(202);
    const queued = body<ActivityNoticeQueued>(r).data;
    expect(queued).toMatchObject({ recipients: 2, message: activityNoticeMsg.queued });
    expect(await jobDone(queued.async_job_id)).toBe('done');
    spy.mockRestore();
    const mails = await db().select().from(outboxMessages).where(eq(outboxMessages.recipient, main.email!));
    expect(mails.map((m) => [m.subject, m.body])).toEqual([['Zmiana hali', 'Gramy w hali obok.']]);
    expect(await db().select().from(outboxMessages).where(eq(outboxMessages.recipient, waiting.email!))).toEqual([]);
    let rows = (await log(a.id)).rows;
    expect(rows.map((d) => [d.user.id, d.channel, d.status, d.error])).toEqual([
      [main.id, 'email', 'sent', null],
      [failing.id, 'email', 'failed', `${activityNoticeMsg.sendFailed}: Skrzynka odbiorcy jest pełna`],
    ]);

    // Both channels with the reserve list: a player without a phone is logged failed with why.
    const both = await send(a.id, { subject: 'Przypomnienie', text: 'Jutro o 19:00', channel: 'both', with_reserve: true });
    expect(both.statusCode, both.body).toBe(202);
    expect(await jobDone(body<ActivityNoticeQueued>(both).data.async_job_id)).toBe('done');
    const logged = await log(a.id);
    expect(logged.total).toBe(8);
    rows = logged.rows.filter((d) => d.subject === 'Przypomnienie');
    expect(rows).toHaveLength(6);
    expect(rows.find((d) => d.user.id === failing.id && d.channel === 'sms')).toMatchObject({
      status: 'failed',
      error: activityNoticeMsg.noPhone,
      recipient: null,
    });
    expect(rows.find((d) => d.user.id === waiting.id && d.channel === 'sms')).toMatchObject({ status: 'sent', reserve: true });
    const sms = await db().select().from(outboxMessages).where(eq(outboxMessages.channel, 'sms'));
    expect(sms.filter((m) => m.body === 'Jutro o 19:00')).toHaveLength(2);
  }, 60_000);

  it('checks the role before the body; bounded subject and text, a known channel, 422 with nobody to tell', async () => {
    const a = await insertRunActivity(db(), cat);
    const outsider = (await signedInUser(ctx.app, ['admin_role_users'])).headers;
    expect((await send(a.id, { subject: 'x'.repeat(5000) }, outsider)).statusCode).toBe(403);
    const bad = await send(a.id, { subject: 'x'.repeat(201), text: '', channel: 'fax' });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).error.fields).toEqual({ subject: 'Za długi tekst', text: 'Pole Wymagane', channel: 'Pole Wymagane' });
    const long = await send(a.id, { subject: 'Temat', text: 'x'.repeat(2001), channel: 'sms' });
    expect(body(long).error.fields).toEqual({ text: 'Za długi tekst' });
    const empty = await send(a.id, { subject: 'Temat', text: 'Treść', channel: 'email' });
    expect(empty.statusCode).toBe(422);
    expect(body(empty).error.fields).toEqual({ with_reserve: activityNoticeMsg.noRecipients });
    expect((await send(2_000_000_000, { subject: 'Temat', text: 'Treść', channel: 'email' })).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/v2/admin/activities/${a.id}/notifications`, headers: outsider }))
        .statusCode,
    ).toBe(403);
  });
});
