// The notice a player promoted from the reserve list gets (docs/decisions.md "Reminders and promotion notices").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { participantMsg, type ParticipantAddResult } from '@sportdesk/contract';
import {
  activities,
  activityNotificationDeliveries,
  activityNotifications,
  activityParticipants,
  outboxMessages,
  users,
} from '../../db/schema/index';
import { body, createTestApp, signedInUser, type TestContext } from '../../test/app';
import { seedCatalogue, type Catalogue } from '../activities/test-fixtures';
import { lockActivity } from '../enrolment/public';
import { insertPlayer, insertRunActivity } from './test-fixtures';
import { promoteFromReserve } from './service';

let ctx: TestContext;
let headers: { authorization: string };
let cat: Catalogue;
beforeAll(async () => {
  ctx = await createTestApp();
  headers = (await signedInUser(ctx.app, ['admin_role_activities'])).headers;
  cat = await seedCatalogue(ctx.database.db);
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const base = (id: number) => `/api/v2/admin/activities/${id}/participants`;
const added = async (activityId: number, participant: Record<string, unknown>) => {
  const r = await ctx.app.inject({ method: 'POST', url: base(activityId), headers, payload: { participant } });
  expect(r.statusCode, r.body).toBe(201);
  return body<ParticipantAddResult>(r).data;
};
let phone = 510_000_000;
async function player(balance = 0, withPhone = true) {
  const p = await insertPlayer(db(), { balance });
  const [row] = await db()
    .update(users)
    .set({ phone: withPhone ? String(++phone) : null, phonePrefix: withPhone ? '+48' : null })
    .where(eq(users.id, p.id))
    .returning();
  return row;
}
const outbox = (recipient: string) => db().select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient));
const phoneOf = (u: { phone: string | null; phonePrefix: string | null }) => `${u.phonePrefix ?? ''}${u.phone}`;

describe('the promotion notice', () => {
  it('tells the promoted player at once by e-mail and SMS, naming the price charged', async () => {
    const a = await insertRunActivity(db(), cat, { max_players: 1, reserve_list: true, price: 12.5 });
    const first = await player();
    const next = await player(5_000);
    const inList = await added(a.id, { user_id: first.id });
    expect((await added(a.id, { user_id: next.id, costs: true })).reserve).toBe(true);
    expect(await outbox(next.email!)).toHaveLength(0);

    const r = await ctx.app.inject({ method: 'DELETE', url: `${base(a.id)}/${inList.participant.id}?costs=false`, headers });
    expect(r.statusCode, r.body).toBe(200);
    const [mail] = await outbox(next.email!);
    expect(mail.subject).toContain(participantMsg.promoted);
    expect(mail.body).toContain('Pobrano opłatę 12,50 zł z konta głównego.');
    const sms = await outbox(phoneOf(next));
    expect(sms).toHaveLength(1);
    expect(sms[0].channel).toBe('sms');
    expect(sms[0].body).toContain(participantMsg.promoted);
    expect(sms[0].body).toContain('12,50 zł');
    // In the activity's delivery log, as a promotion.
    const [notice] = await db()
      .select()
      .from(activityNotifications)
      .where(and(eq(activityNotifications.activityId, a.id), eq(activityNotifications.kind, 'promotion')));
    const log = await db()
      .select()
      .from(activityNotificationDeliveries)
      .where(eq(activityNotificationDeliveries.notificationId, notice.id));
    expect(log.map((d) => [d.userId, d.channel, d.status]).sort()).toEqual([
      [next.id, 'email', 'sent'],
      [next.id, 'sms', 'sent'],
    ]);
  });

  it('names no price when the place is free, and sends no SMS to a player without a phone', async () => {
    const a = await insertRunActivity(db(), cat, { max_players: 1, reserve_list: true, price: 20 });
    const first = await player();
    const next = await player(0, false);
    const inList = await added(a.id, { user_id: first.id });
    await added(a.id, { user_id: next.id });
    const r = await ctx.app.inject({ method: 'DELETE', url: `${base(a.id)}/${inList.participant.id}?costs=false`, headers });
    expect(r.statusCode, r.body).toBe(200);
    const mails = await outbox(next.email!);
    expect(mails).toHaveLength(1);
    expect(mails[0].body).toContain(participantMsg.promoted);
    expect(mails[0].body).not.toContain('Pobrano');
    expect(mails[0].body).not.toContain('zł');
    const deliveries = await db()
      .select()
      .from(activityNotificationDeliveries)
      .where(eq(activityNotificationDeliveries.activityId, a.id));
    expect(deliveries.map((d) => d.channel)).toEqual(['email']);
  });

  it('sends nothing when the promotion rolls back', async () => {
    const a = await insertRunActivity(db(), cat, { max_players: 1, reserve_list: true, price: 10 });
    const first = await player();
    const next = await player(5_000);
    await added(a.id, { user_id: first.id });
    await added(a.id, { user_id: next.id, costs: true });
    await db().update(activities).set({ maxPlayers: 2 }).where(eq(activities.id, a.id));
    const failed = await db()
      .transaction(async (tx) => {
        const { activity } = await lockActivity(tx, a.id);
        const notices = await promoteFromReserve(tx, activity, null);
        expect(notices).toHaveLength(1);
        throw new Error('a later step of the same write fails');
      })
      .catch((error: Error) => error.message);
    expect(failed).toBe('a later step of the same write fails');
    const [entry] = await db()
      .select()
      .from(activityParticipants)
      .where(and(eq(activityParticipants.activityId, a.id), eq(activityParticipants.userId, next.id)));
    expect(entry.reserve).toBe(true);
    expect(
      await db()
        .select()
        .from(activityNotifications)
        .where(and(eq(activityNotifications.activityId, a.id), eq(activityNotifications.kind, 'promotion'))),
    ).toHaveLength(0);
    expect(await outbox(next.email!)).toHaveLength(0);
    expect(await outbox(phoneOf(next))).toHaveLength(0);
  });
});
