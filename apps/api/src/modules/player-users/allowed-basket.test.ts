import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  msg,
  type Basket,
  type CheckoutResult,
  type ListReply,
  type PlayerBooking,
  type ResignResult,
} from '@sportdesk/contract';
import { activityParticipants, users } from '../../db/schema/index';
import { body, createTestApp, type TestContext } from '../../test/app';
import { moneyFixtures } from '../baskets/test-fixtures';

/**
 * The effect of `allowed_to_register` (docs/decisions.md "Allowed to register: a friend signs you up"): the buyer
 * may put a player who allowed them in the basket and on a reserve list; the buyer pays; the entry is the player's.
 */
let ctx: TestContext;
let fx: Awaited<ReturnType<typeof moneyFixtures>>;
beforeAll(async () => {
  ctx = await createTestApp();
  fx = await moneyFixtures(ctx.app);
});
afterAll(() => ctx.close());

type H = { authorization: string };
type Player = Awaited<ReturnType<typeof fx.player>>;
const allow = async (who: Player, whom: Player, what: 'add' | 'remove' = 'add') => {
  const r = await ctx.app.inject({
    method: 'POST',
    url: `/api/v2/users/allowed_to_register_${what}`,
    headers: who.headers,
    payload: { user_id: whom.user.id },
  });
  expect(r.statusCode, r.body).toBe(200);
};
const addItem = (h: H, item: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/v2/basket_items', headers: h, payload: { basket_item: item } });
const basket = async (h: H) =>
  body<Basket>(await ctx.app.inject({ method: 'GET', url: '/api/v2/transactions/basket_transactions', headers: h })).data;
const checkout = (h: H) =>
  ctx.app.inject({ method: 'POST', url: '/api/v2/transactions/basket_transactions', headers: h, payload: {} });
const bookings = async (h: H) =>
  body<ListReply<PlayerBooking>>(await ctx.app.inject({ method: 'GET', url: '/api/v2/users/current/participations', headers: h }))
    .data.rows;
const join = (h: H, participation: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/v2/users/current/participations', headers: h, payload: { participation } });
const balanceOf = async (id: number) => (await ctx.database.db.select().from(users).where(eq(users.id, id)))[0].accountBalance;
const fund = (id: number, grosze: number) =>
  ctx.database.db.update(users).set({ accountBalance: grosze }).where(eq(users.id, id));
const onList = (activityId: number, userId: number) =>
  ctx.database.db
    .select()
    .from(activityParticipants)
    .where(and(eq(activityParticipants.activityId, activityId), eq(activityParticipants.userId, userId)));

describe('the basket and a player who allowed the buyer', () => {
  it('takes them, the buyer pays at checkout, and the entry is theirs in "Moje zapisy" (a resignation refunds the buyer)', async () => {
    const a = await fx.player({ firstName: 'Anna', lastName: 'Pozwalająca' });
    const b = await fx.player({ firstName: 'Bartek', lastName: 'Kupujący' });
    await fund(b.user.id, 4000);
    await allow(a, b);
    const activity = await fx.activity();

    const added = await addItem(b.headers, { activity_id: activity.id, participant_id: a.user.id, payment_method: 'prepaid' });
    expect(added.statusCode, added.body).toBe(201);
    const [item] = body<Basket>(added).data.items;
    expect(item).toMatchObject({
      participant: { id: a.user.id, label: 'Anna Pozwalająca' },
      not_allowed_error: false,
      errors: [],
    });

    const paid = await checkout(b.headers);
    expect(paid.statusCode, paid.body).toBe(201);
    expect(body<CheckoutResult>(paid).data).toBeTruthy();
    expect(await balanceOf(b.user.id)).toBe(0);
    expect(await balanceOf(a.user.id)).toBe(0);
    expect(await onList(activity.id, a.user.id)).toHaveLength(1);
    expect(await onList(activity.id, b.user.id)).toHaveLength(0);

    const [entry] = await bookings(a.headers);
    expect(entry).toMatchObject({ activity: { id: activity.id }, participant: { id: a.user.id, self: true }, can_resign: true });
    expect(await bookings(b.headers)).toEqual([]);
    const resigned = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v2/users/current/participations/${entry.id}`,
      headers: a.headers,
    });
    expect(body<ResignResult>(resigned).data.refund).toEqual({ amount: 40, account: 'main' });
    expect(await balanceOf(b.user.id)).toBe(4000);
    expect(await balanceOf(a.user.id)).toBe(0);
  });

  it('refuses (404) one who did not allow the buyer: allowing the other way, or someone else, does not count', async () => {
    const a = await fx.player({ firstName: 'Olga', lastName: 'Obca' });
    const b = await fx.player();
    const c = await fx.player();
    await allow(b, a); // a may sign b up, not the reverse
    await allow(a, c);
    const activity = await fx.activity();
    const r = await addItem(b.headers, { activity_id: activity.id, participant_id: a.user.id, payment_method: 'prepaid' });
    expect(r.statusCode).toBe(404);
    expect(r.body).not.toContain('Olga');
    expect((await basket(b.headers)).items).toEqual([]);
  });

  it('refuses one who allowed the buyer but was deactivated or deleted since', async () => {
    const b = await fx.player();
    const activity = await fx.activity();
    for (const change of [{ active: false }, { deletedAt: new Date() }]) {
      const a = await fx.player();
      await allow(a, b);
      await ctx.database.db.update(users).set(change).where(eq(users.id, a.user.id));
      const r = await addItem(b.headers, { activity_id: activity.id, participant_id: a.user.id, payment_method: 'prepaid' });
      expect(r.statusCode, JSON.stringify(change)).toBe(404);
    }
  });

  it('a withdrawal after the item was added marks it not allowed, hides the name and stops the checkout', async () => {
    const a = await fx.player({ firstName: 'Wanda', lastName: 'Wycofana' });
    const b = await fx.player();
    await fund(b.user.id, 4000);
    await allow(a, b);
    const activity = await fx.activity();
    expect(
      (await addItem(b.headers, { activity_id: activity.id, participant_id: a.user.id, payment_method: 'prepaid' })).statusCode,
    ).toBe(201);
    await allow(a, b, 'remove');
    const [item] = (await basket(b.headers)).items;
    expect(item).toMatchObject({ participant: { id: a.user.id, label: '' }, not_allowed_error: true });
    expect(item.errors).toContain(msg.basketNotAllowed);
    expect((await checkout(b.headers)).statusCode).toBe(422);
    expect(await balanceOf(b.user.id)).toBe(4000);
    expect(await onList(activity.id, a.user.id)).toEqual([]);
  });
});

describe('the reserve list and a player who allowed the buyer', () => {
  it('takes them on the reserve list; on promotion the buyer who put them there pays', async () => {
    const first = await fx.player();
    const a = await fx.player();
    const b = await fx.player();
    const stranger = await fx.player();
    await fund(first.user.id, 4000);
    await fund(a.user.id, 4000);
    await fund(b.user.id, 4000);
    await allow(a, b);
    const activity = await fx.activity({ maxPlayers: 1, reserveList: true });
    await addItem(first.headers, { activity_id: activity.id, payment_method: 'prepaid' });
    expect((await checkout(first.headers)).statusCode).toBe(201);

    const refused = await join(stranger.headers, { activity_id: activity.id, participant_id: a.user.id });
    expect(refused.statusCode).toBe(422);
    const joined = await join(b.headers, { activity_id: activity.id, participant_id: a.user.id });
    expect(joined.statusCode, joined.body).toBe(201);
    expect((await bookings(a.headers)).map((r) => [r.participant.id, r.reserve])).toEqual([[a.user.id, true]]);

    const [own] = await bookings(first.headers);
    await ctx.app.inject({ method: 'DELETE', url: `/api/v2/users/current/participations/${own.id}`, headers: first.headers });
    expect((await bookings(a.headers)).map((r) => r.reserve)).toEqual([false]);
    expect(await balanceOf(b.user.id)).toBe(0);
    expect(await balanceOf(a.user.id)).toBe(4000);
  });
});
