// @clock-dependent: upcoming and past bookings are split at now.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  basketSpotsMessage,
  msg,
  playerBookingMsg,
  type CheckoutResult,
  type ListReply,
  type PlayerBooking,
  type ReserveJoinResult,
  type ResignResult,
  warsawDateTime,
} from '@sportdesk/contract';
import { activities, activityParticipants, transactions, users } from '../../db/schema/index';
import { body, createTestApp, signedInUser, type TestContext } from '../../test/app';
import { insertUser } from '../users/service';
import { moneyFixtures } from '../baskets/test-fixtures';

let ctx: TestContext;
let admin: { authorization: string };
let fx: Awaited<ReturnType<typeof moneyFixtures>>;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signedInUser(ctx.app, ['admin_role_users', 'admin_role_activities'])).headers;
  fx = await moneyFixtures(ctx.app);
});
afterAll(() => ctx.close());

type H = { authorization: string };
const URL_ = '/api/v2/users/current/participations';
const list = (h: H, query = '') => ctx.app.inject({ method: 'GET', url: `${URL_}${query}`, headers: h });
const rows = async (h: H, query = '') => body<ListReply<PlayerBooking>>(await list(h, query)).data;
const resign = (h: H, id: number) => ctx.app.inject({ method: 'DELETE', url: `${URL_}/${id}`, headers: h });
const join = (h: H, participation: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: URL_, headers: h, payload: { participation } });
const topUp = (id: number, value: number, account: 'balance' | 'bonus' = 'balance') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v2/admin/users/${id}/${account}_add`,
    headers: admin,
    payload: { [account]: { value } },
  });
const userRow = async (id: number) => (await ctx.database.db.select().from(users).where(eq(users.id, id)))[0];
const activityRow = async (id: number) => (await ctx.database.db.select().from(activities).where(eq(activities.id, id)))[0];

/** Puts one item in the player's basket and checks out. */
async function buy(h: H, item: Record<string, unknown>) {
  await ctx.app.inject({ method: 'POST', url: '/api/v2/basket_items', headers: h, payload: { basket_item: item } });
  const r = await ctx.app.inject({ method: 'POST', url: '/api/v2/transactions/basket_transactions', headers: h, payload: {} });
  expect(r.statusCode).toBe(201);
  return body<CheckoutResult>(r).data;
}

async function childOf(parentId: number, extra: Partial<typeof users.$inferInsert> = {}) {
  return ctx.database.db.transaction((tx) =>
    insertUser(tx, { firstName: 'Staś', lastName: 'Gracz', parentId, gender: 'male', ...extra }, { actorId: null }),
  );
}

describe('access', () => {
  it('answers 401 without a session on every route, before reading the body', async () => {
    for (const [method, url] of [
      ['GET', URL_],
      ['POST', URL_],
      ['DELETE', `${URL_}/1`],
    ] as const) {
      const r = await ctx.app.inject({ method, url, payload: method === 'POST' ? { junk: true } : undefined });
      expect(r.statusCode).toBe(401);
    }
  });

  it('never shows or resigns another player’s booking (a 404, nothing changes)', async () => {
    const owner = await fx.player();
    const stranger = await fx.player();
    await topUp(owner.user.id, 40);
    const act = await fx.activity();
    await buy(owner.headers, { activity_id: act.id, payment_method: 'prepaid' });
    const [booking] = (await rows(owner.headers)).rows;
    expect((await rows(stranger.headers)).total).toBe(0);
    const r = await resign(stranger.headers, booking.id);
    expect(r.statusCode).toBe(404);
    expect((await activityRow(act.id)).participantsCount).toBe(1);
    expect((await userRow(stranger.user.id)).accountBalance).toBe(0);
  });
});

describe('GET users/current/participations', () => {
  it('lists the player’s and their children’s entries, upcoming soonest first, with reserve positions and refunds', async () => {
    const p = await fx.player();
    const child = await childOf(p.user.id);
    await topUp(p.user.id, 200);
    const later = await fx.activity({ date: '2099-01-02' });
    const sooner = await fx.activity({ date: '2099-01-01', payByCash: true });
    const full = await fx.activity({ date: '2099-01-03', maxPlayers: 1, reservedSpots: 0, reserveList: true });
    const other = await fx.player();
    await topUp(other.user.id, 40);
    await buy(other.headers, { activity_id: full.id, payment_method: 'prepaid' });
    await buy(p.headers, { activity_id: later.id, payment_method: 'prepaid' });
    await buy(p.headers, { activity_id: sooner.id, participant_id: child.id, payment_method: 'cash' });
    expect((await join(p.headers, { activity_id: full.id })).statusCode).toBe(201);

    const page = await rows(p.headers);
    expect(page.total).toBe(3);
    expect(page.rows.map((r) => [r.activity.id, r.participant.id, r.participant.self, r.reserve, r.reserve_position])).toEqual([
      [sooner.id, child.id, false, false, null],
      [later.id, p.user.id, true, false, null],
      [full.id, p.user.id, true, true, 1],
    ]);
    expect(page.rows[0]).toMatchObject({ payment_method: 'cash', refund: { amount: 0, account: null }, can_resign: true });
    expect(page.rows[1]).toMatchObject({
      payment_method: 'prepaid',
      refund: { amount: 40, account: 'main' },
      can_resign: true,
      resign_blocker: null,
      transaction: { status: 'paid' },
      activity: { sport: 'Siatkówka', location: 'Hala Orbita', start_at: '19:00', stop_at: '20:30' },
    });
    expect(page.rows[2].refund).toEqual({ amount: 0, account: null });
    expect((await rows(p.headers, '?limit=1&page=1')).rows.map((r) => r.activity.id)).toEqual([later.id]);
  });

  it('splits past from upcoming; past entries cannot be resigned', async () => {
    const p = await fx.player();
    const act = await fx.activity();
    await ctx.database.db.insert(activityParticipants).values({ activityId: act.id, userId: p.user.id });
    await ctx.database.db.update(activities).set({ date: '2020-03-01' }).where(eq(activities.id, act.id));
    expect((await rows(p.headers)).total).toBe(0);
    const past = await rows(p.headers, '?scope=past');
    expect(past.rows).toMatchObject([{ activity: { id: act.id }, can_resign: false, resign_blocker: playerBookingMsg.started }]);
  });

  it('refuses bad paging and unknown parameters with fields', async () => {
    const p = await fx.player();
    for (const query of ['?limit=0', '?limit=101', '?page=-1', '?scope=wszystkie', '?user_id=1', '?limit=abc']) {
      const r = await list(p.headers, query);
      expect(r.statusCode, query).toBe(400);
      expect(Object.keys(body(r).error.fields ?? {}).length, query).toBeGreaterThan(0);
    }
  });
});

describe('DELETE users/current/participations/:id (resignation)', () => {
  it('refunds a main-account entry to the main account and frees the spot', async () => {
    const p = await fx.player();
    await topUp(p.user.id, 40);
    const act = await fx.activity();
    await buy(p.headers, { activity_id: act.id, payment_method: 'prepaid' });
    expect((await userRow(p.user.id)).accountBalance).toBe(0);
    const [b] = (await rows(p.headers)).rows;
    const r = await resign(p.headers, b.id);
    expect(r.statusCode).toBe(200);
    expect(body<ResignResult>(r).data).toEqual({
      id: b.id,
      refund: { amount: 40, account: 'main' },
      message: playerBookingMsg.resigned,
      wallet: { balance: 40, bonus: 0 },
    });
    expect((await userRow(p.user.id)).accountBalance).toBe(4000);
    expect((await activityRow(act.id)).participantsCount).toBe(0);
    const refunds = await ctx.database.db.select().from(transactions).where(eq(transactions.userId, p.user.id));
    expect(refunds.find((t) => t.transactionType === 'resign_activity')).toMatchObject({ value: 4000, status: 'paid' });
    // Once only: the entry is gone.
    expect((await resign(p.headers, b.id)).statusCode).toBe(404);
    expect((await userRow(p.user.id)).accountBalance).toBe(4000);
  });

  it('refunds once when two resignations of the same entry race', async () => {
    const p = await fx.player();
    await topUp(p.user.id, 40);
    const act = await fx.activity();
    await buy(p.headers, { activity_id: act.id, payment_method: 'prepaid' });
    const [b] = (await rows(p.headers)).rows;
    const answers = await Promise.all([resign(p.headers, b.id), resign(p.headers, b.id)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 404]);
    expect((await userRow(p.user.id)).accountBalance).toBe(4000);
    expect((await activityRow(act.id)).participantsCount).toBe(0);
  });

  it('refunds bonus money to the bonus account', async () => {
    const p = await fx.player();
    await topUp(p.user.id, 40, 'bonus');
    const act = await fx.activity();
    await buy(p.headers, { activity_id: act.id, payment_method: 'bonus_account' });
    const [b] = (await rows(p.headers)).rows;
    expect(b.refund).toEqual({ amount: 40, account: 'bonus' });
    const done = body<ResignResult>(await resign(p.headers, b.id)).data;
    expect(done.refund).toEqual({ amount: 40, account: 'bonus' });
    expect((await userRow(p.user.id)).accountBonusValue).toBe(4000);
  });

  it('refunds a paid online transfer to the main account; refuses while the payment is open', async () => {
    const p = await fx.player();
    const act = await fx.activity();
    const done = await buy(p.headers, { activity_id: act.id, payment_method: 'online_transfer' });
    const [open] = (await rows(p.headers)).rows;
    expect(open).toMatchObject({ can_resign: false, resign_blocker: playerBookingMsg.paymentPending });
    const refused = await resign(p.headers, open.id);
    expect(refused.statusCode).toBe(422);
    expect(body(refused).error.fields).toEqual({ id: playerBookingMsg.paymentPending });
    // The sandbox gateway's page pays as the signed-in owner of the payment.
    const paymentId = new URL(done.redirect_url).pathname.split('/').pop();
    const pay = await ctx.app.inject({
      method: 'POST',
      url: `/api/v2/sandbox-gateway/payments/${paymentId}/paid`,
      headers: p.headers,
    });
    expect(pay.statusCode, pay.body).toBe(200);
    const [paid] = (await rows(p.headers)).rows;
    expect(paid).toMatchObject({ can_resign: true, refund: { amount: 40, account: 'main' } });
    expect(body<ResignResult>(await resign(p.headers, paid.id)).data.wallet.balance).toBe(40);
  });

  it('gives nothing back for cash (paid at the venue)', async () => {
    const p = await fx.player();
    const act = await fx.activity({ payByCash: true });
    await buy(p.headers, { activity_id: act.id, payment_method: 'cash' });
    const [b] = (await rows(p.headers)).rows;
    const done = body<ResignResult>(await resign(p.headers, b.id)).data;
    expect(done.refund).toEqual({ amount: 0, account: null });
    expect((await userRow(p.user.id)).accountBalance).toBe(0);
  });

  it('lets the parent resign a child’s entry; the parent who paid gets the refund', async () => {
    const p = await fx.player();
    const child = await childOf(p.user.id);
    await topUp(p.user.id, 40);
    const act = await fx.activity();
    await buy(p.headers, { activity_id: act.id, participant_id: child.id, payment_method: 'prepaid' });
    const [b] = (await rows(p.headers)).rows;
    expect(b.participant).toMatchObject({ id: child.id, self: false });
    expect(body<ResignResult>(await resign(p.headers, b.id)).data.refund.amount).toBe(40);
    expect((await userRow(p.user.id)).accountBalance).toBe(4000);
  });

  it('is refused once the activity has started (the 15-minute window included)', async () => {
    const p = await fx.player();
    const act = await fx.activity();
    const [entry] = await ctx.database.db
      .insert(activityParticipants)
      .values({ activityId: act.id, userId: p.user.id })
      .returning();
    const now = warsawDateTime(new Date(Date.now() - 5 * 60_000));
    await ctx.database.db
      .update(activities)
      .set({ date: now.slice(0, 10), startAt: now.slice(11, 16) })
      .where(eq(activities.id, act.id));
    const r = await resign(p.headers, entry.id);
    expect(r.statusCode).toBe(422);
    expect(body(r).error.fields).toEqual({ id: playerBookingMsg.started });
  });

  it('promotes the first on the reserve list, charging their main account', async () => {
    const first = await fx.player();
    const waiting = await fx.player();
    await topUp(first.user.id, 40);
    await topUp(waiting.user.id, 40);
    const act = await fx.activity({ maxPlayers: 1, reserveList: true });
    await buy(first.headers, { activity_id: act.id, payment_method: 'prepaid' });
    const joined = body<ReserveJoinResult>(await join(waiting.headers, { activity_id: act.id })).data;
    expect(joined).toMatchObject({ reserve: true, reserve_position: 1, message: playerBookingMsg.joinedReserve });
    const [b] = (await rows(first.headers)).rows;
    await resign(first.headers, b.id);
    const [promoted] = (await rows(waiting.headers)).rows;
    expect(promoted).toMatchObject({ reserve: false, reserve_position: null, refund: { amount: 40, account: 'main' } });
    expect((await userRow(waiting.user.id)).accountBalance).toBe(0);
    expect((await activityRow(act.id)).participantsCount).toBe(1);
  });

  it('promotes a child the parent queued, charging and later refunding the parent', async () => {
    const first = await fx.player();
    const parent = await fx.player();
    const child = await childOf(parent.user.id);
    await topUp(first.user.id, 40);
    await topUp(parent.user.id, 40);
    const act = await fx.activity({ maxPlayers: 1, reserveList: true });
    await buy(first.headers, { activity_id: act.id, payment_method: 'prepaid' });
    expect((await join(parent.headers, { activity_id: act.id, participant_id: child.id })).statusCode).toBe(201);
    const [b] = (await rows(first.headers)).rows;
    await resign(first.headers, b.id);
    const [promoted] = (await rows(parent.headers)).rows;
    expect(promoted).toMatchObject({ participant: { id: child.id }, reserve: false, refund: { amount: 40, account: 'main' } });
    expect((await userRow(parent.user.id)).accountBalance).toBe(0);
    expect((await userRow(child.id)).accountBalance).toBe(0);
    expect(body<ResignResult>(await resign(parent.headers, promoted.id)).data.wallet.balance).toBe(40);
    expect((await userRow(parent.user.id)).accountBalance).toBe(4000);
  });

  it('leaving the reserve list refunds nothing and promotes nobody', async () => {
    const first = await fx.player();
    const waiting = await fx.player();
    await topUp(first.user.id, 40);
    const act = await fx.activity({ maxPlayers: 1, reserveList: true });
    await buy(first.headers, { activity_id: act.id, payment_method: 'prepaid' });
    const joined = body<ReserveJoinResult>(await join(waiting.headers, { activity_id: act.id })).data;
    const done = body<ResignResult>(await resign(waiting.headers, joined.id)).data;
    expect(done).toMatchObject({ refund: { amount: 0, account: null }, message: playerBookingMsg.leftReserve });
    expect((await rows(waiting.headers)).total).toBe(0);
    expect((await activityRow(act.id)).participantsCount).toBe(1);
  });

  it('refuses a bad id with fields', async () => {
    const p = await fx.player();
    const r = await resign(p.headers, 0);
    expect(r.statusCode).toBe(400);
    expect(body(r).error.fields).toHaveProperty('id');
  });
});

describe('POST users/current/participations (reserve list)', () => {
  it('queues players in order of joining, a child too', async () => {
    const owner = await fx.player();
    const a = await fx.player();
    const b = await fx.player();
    const kid = await childOf(b.user.id);
    const act = await fx.activity({ maxPlayers: 1, reserveList: true });
    await ctx.database.db.insert(activityParticipants).values({ activityId: act.id, userId: owner.user.id });
    await ctx.database.db.update(activities).set({ participantsCount: 1 }).where(eq(activities.id, act.id));
    expect(body<ReserveJoinResult>(await join(a.headers, { activity_id: act.id })).data.reserve_position).toBe(1);
    expect(
      body<ReserveJoinResult>(await join(b.headers, { activity_id: act.id, participant_id: kid.id })).data.reserve_position,
    ).toBe(2);
    const again = await join(a.headers, { activity_id: act.id });
    expect(again.statusCode).toBe(409);
    expect(body(again).error.fields).toEqual({ participant_id: msg.basketAlreadyParticipant });
  });

  it('sends to the basket while spots are free, and refuses a full activity without a reserve list', async () => {
    const p = await fx.player();
    const open = await fx.activity({ reserveList: true });
    const r = await join(p.headers, { activity_id: open.id });
    expect(r.statusCode).toBe(422);
    expect(body(r).error.fields).toEqual({ activity_id: playerBookingMsg.spotsFree });
    const closed = await fx.activity({ maxPlayers: 2, reservedSpots: 1, participantsCount: 1, reserveList: false });
    const r2 = await join(p.headers, { activity_id: closed.id });
    expect(r2.statusCode).toBe(422);
    expect(body(r2).error.fields).toEqual({ participant_id: basketSpotsMessage(0) });
  });

  it('refuses someone else’s account, an incomplete account, a hidden or past activity and the rules of adding', async () => {
    const p = await fx.player();
    const stranger = await fx.player();
    const full = { maxPlayers: 1, participantsCount: 1, reserveList: true };
    const act = await fx.activity(full);
    const r1 = await join(p.headers, { activity_id: act.id, participant_id: stranger.user.id });
    expect(r1.statusCode).toBe(422);
    expect(body(r1).error.fields).toEqual({ participant_id: msg.basketNotAllowed });
    const incomplete = await fx.player({ phone: null });
    expect(body(await join(incomplete.headers, { activity_id: act.id })).error.fields).toEqual({
      participant_id: msg.basketNotAllowed,
    });
    const hidden = await fx.activity({ ...full, hidden: true });
    const r2 = await join(p.headers, { activity_id: hidden.id });
    expect(r2.statusCode).toBe(422);
    expect(body(r2).error.fields).toEqual({ activity_id: msg.basketActivityError });
    const past = await fx.activity({ ...full, date: '2020-01-01' });
    expect(body(await join(p.headers, { activity_id: past.id })).error.fields).toHaveProperty('participant_id');
    const ladies = await fx.activity({ ...full, gender: 'females' });
    expect(body(await join(p.headers, { activity_id: ladies.id })).error.fields).toEqual({
      participant_id: msg.basketGenderFemales,
    });
    expect(
      (await ctx.database.db.select().from(activityParticipants).where(eq(activityParticipants.userId, p.user.id))).length,
    ).toBe(0);
  });

  it('refuses a malformed body with fields', async () => {
    const p = await fx.player();
    for (const participation of [{}, { activity_id: 'x' }, { activity_id: 1, participant_id: -3 }]) {
      const r = await join(p.headers, participation);
      expect(r.statusCode).toBe(400);
      expect(Object.keys(body(r).error.fields ?? {}).length).toBeGreaterThan(0);
    }
  });
});
