// @clock-dependent: booking closes when the activity starts, measured from now.
import { activityParticipants } from '../../db/schema/participants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  basketLevelMessage,
  basketSpotsMessage,
  msg,
  type Basket,
  type CheckoutResult,
  type PromoCode,
  type PromoCodeUsage,
  type Transaction,
  warsawToday,
} from '@sportdesk/contract';
import { activities, basketItems, payments, promoCodes, transactions, users, userSportLevels } from '../../db/schema/index';
import { body, createTestApp, signedInUser, type TestContext } from '../../test/app';
import type { SandboxPaymentGateway } from '../money/gateway';
import { signNotification, gatewayOf } from '../money/gateway';
import { moneyFixtures } from './test-fixtures';

let ctx: TestContext;
let admin: { authorization: string };
let fx: Awaited<ReturnType<typeof moneyFixtures>>;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signedInUser(ctx.app, ['admin_role_users', 'admin_role_transactions', 'admin_role_promo_codes'])).headers;
  fx = await moneyFixtures(ctx.app);
});
afterAll(() => ctx.close());

type H = { authorization: string };
const add = (h: H, item: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/v2/basket_items', headers: h, payload: { basket_item: item } });
const basket = async (h: H) =>
  body<Basket>(await ctx.app.inject({ method: 'GET', url: '/api/v2/transactions/basket_transactions', headers: h })).data;
const pay = (h: H) =>
  ctx.app.inject({ method: 'POST', url: '/api/v2/transactions/basket_transactions', headers: h, payload: {} });
const topUp = (id: number, value: number) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v2/admin/users/${id}/balance_add`,
    headers: admin,
    payload: { balance: { value } },
  });
const userRow = async (id: number) => (await ctx.database.db.select().from(users).where(eq(users.id, id)))[0];
const today = () => warsawToday();
const code = async (extra: Record<string, unknown> = {}) =>
  body<PromoCode[]>(
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/admin/promo_codes',
      headers: admin,
      payload: { promo_code: { name: 'Test', prefix: 'T', active_from: today(), active_to: today(), value: 10, ...extra } },
    }),
  ).data[0];

describe('basket items and their error flags', () => {
  it('raises every flag of docs/spec/part-1.md §3 with its message', async () => {
    const p = await fx.player({ gender: 'female' });
    const past = await fx.activity({ date: '2020-01-01' });
    const full = await fx.activity({ maxPlayers: 2, reservedSpots: 2 });
    const males = await fx.activity({ gender: 'males' });
    const levelled = await fx.activity({ verifyLv: true, lv: 'advanced' });
    const noOnline = await fx.activity({ payByOnlineTransfer: false });
    const child = await fx.player({ parentId: p.user.id });
    await add(p.headers, { activity_id: past.id, payment_method: 'prepaid' });
    await add(p.headers, { activity_id: full.id, payment_method: 'prepaid' });
    await add(p.headers, { activity_id: males.id, payment_method: 'prepaid' });
    await add(p.headers, { activity_id: levelled.id, payment_method: 'prepaid' });
    await add(p.headers, { activity_id: noOnline.id, payment_method: 'online_transfer' });
    await add(p.headers, { activity_id: noOnline.id, participant_id: child.user.id, payment_method: 'prepaid' });
    // A child deleted after going into the basket is not allowed any more (someone else's id is a 404).
    await ctx.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, child.user.id));
    const b = await basket(p.headers);
    const [a, s, g, l, m, n] = b.items;
    expect(a).toMatchObject({ activity_error: true, errors: [msg.basketActivityError] });
    expect(s).toMatchObject({ spots_error: true, errors: [basketSpotsMessage(0)] });
    expect(g).toMatchObject({ gender_error: true, errors: [msg.basketGenderMales] });
    expect(l).toMatchObject({ user_lv_error: true, errors: [basketLevelMessage('Zaawansowany', null)] });
    expect(m).toMatchObject({ payment_method_error: true, errors: [msg.basketPaymentMethodError] });
    expect(n).toMatchObject({ not_allowed_error: true });
    expect(m.available_payment_method.find((x) => x.name === 'online_transfer')).toEqual({
      name: 'online_transfer',
      active: false,
    });
    expect(b).toMatchObject({ can_checkout: false, blockers: [msg.basketHasErrors] });

    await ctx.database.db.insert(userSportLevels).values({ userId: p.user.id, sportId: fx.sport.id, level: 'medium' });
    const again = await basket(p.headers);
    expect(again.items[3]).toMatchObject({
      lv_error: true,
      user_lv_error: false,
      errors: [basketLevelMessage('Zaawansowany', 'Średni')],
    });
    const r = await pay(p.headers);
    expect(r.statusCode).toBe(422);
    expect(await userRow(p.user.id)).toMatchObject({ accountBalance: 0 });
  });

  it('flags a missing payment method and an already enrolled participant', async () => {
    const p = await fx.player();
    await topUp(p.user.id, 100);
    const act = await fx.activity();
    await add(p.headers, { activity_id: act.id });
    expect((await basket(p.headers)).items[0]).toMatchObject({
      payment_method_error: true,
      errors: [msg.basketPaymentMethodError],
    });
    const item = (await basket(p.headers)).items[0];
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v2/basket_items/${item.id}`,
      headers: p.headers,
      payload: { basket_item: { payment_method: 'prepaid' } },
    });
    expect((await pay(p.headers)).statusCode).toBe(201);
    await add(p.headers, { activity_id: act.id, payment_method: 'prepaid' });
    expect((await basket(p.headers)).items[0]).toMatchObject({
      already_participant_error: true,
      errors: [msg.basketAlreadyParticipant],
    });
  });

  it('refuses an activity that does not exist with a field error, and one item per activity and participant', async () => {
    const p = await fx.player();
    const missing = await add(p.headers, { activity_id: 2_000_000_000, payment_method: 'prepaid' });
    expect(missing.statusCode).toBe(400);
    expect(body(missing).error).toMatchObject({
      message: msg.validationFailed,
      fields: { activity_id: msg.basketActivityError },
    });
    const act = await fx.activity();
    expect((await add(p.headers, { activity_id: act.id, payment_method: 'prepaid' })).statusCode).toBe(201);
    const twice = await add(p.headers, { activity_id: act.id, payment_method: 'prepaid' });
    expect(twice.statusCode).toBe(409);
    expect(body(twice).error.fields).toEqual({ activity_id: msg.basketItemTaken });
    expect((await basket(p.headers)).items).toHaveLength(1);
  });
});

describe('checkout', () => {
  it('is blocked when the basket is empty or the account is not complete', async () => {
    const p = await fx.player();
    const empty = await pay(p.headers);
    expect(empty.statusCode).toBe(422);
    expect(body(empty).error.message).toBe(msg.basketEmpty);
    const incomplete = await fx.player({ phone: null });
    await add(incomplete.headers, { activity_id: (await fx.activity()).id, payment_method: 'prepaid' });
    const b = await basket(incomplete.headers);
    // The basket names exactly what is missing, by the profile field's label, and lists it in `fields`.
    expect(b.blockers).toContain('Aby się zapisać, uzupełnij w profilu: Telefon');
    expect(b.fields).toEqual({ phone: 'Uzupełnij pole „Telefon” w profilu' });
    expect(b.account_complete).toBe(false);
    expect(b.items[0]).toMatchObject({ not_allowed_error: true, errors: ['Aby się zapisać, uzupełnij w profilu: Telefon'] });
    const refused = await pay(incomplete.headers);
    expect(refused.statusCode).toBe(422);
    expect(body(refused).error).toMatchObject({
      message: 'Aby się zapisać, uzupełnij w profilu: Telefon',
      fields: { phone: 'Uzupełnij pole „Telefon” w profilu' },
    });
    expect((await basket(p.headers)).fields).toEqual({});
  });

  it('is blocked by an invalid code', async () => {
    const p = await fx.player();
    await add(p.headers, { activity_id: (await fx.activity()).id, payment_method: 'prepaid', promo_code: 'NIEMA' });
    expect((await basket(p.headers)).items[0]).toMatchObject({ code_valid: false, errors: [msg.basketCodeInvalid] });
    const r = await pay(p.headers);
    expect(r.statusCode).toBe(422);
    expect(body(r).error.message).toBe(msg.basketCodeInvalid);
  });

  it('with value 0 online pays from the main account at once and sends the player to the transactions page', async () => {
    const p = await fx.player();
    await topUp(p.user.id, 50);
    const act = await fx.activity();
    await add(p.headers, { activity_id: act.id, payment_method: 'prepaid' });
    const r = await pay(p.headers);
    expect(r.statusCode).toBe(201);
    const done = body<CheckoutResult>(r).data;
    expect(done).toMatchObject({ status: 'paid', value: 40, online_value: 0 });
    expect(done.redirect_url).toContain('/portal/zapisy');
    expect((await userRow(p.user.id)).accountBalance).toBe(1000);
    expect((await basket(p.headers)).items).toHaveLength(0);
    const [a] = await ctx.database.db.select().from(activities).where(eq(activities.id, act.id));
    expect(a.participantsCount).toBe(1);
    const enrolled = await ctx.database.db.select().from(activityParticipants).where(eq(activityParticipants.activityId, act.id));
    expect(enrolled).toMatchObject([
      {
        userId: p.user.id,
        paymentMethod: 'prepaid',
        costs: true,
        price: 4000,
        transactionId: done.transaction_id,
        reserve: false,
      },
    ]);
    const t = body<Transaction>(
      await ctx.app.inject({ method: 'GET', url: `/api/v2/admin/transactions/${done.transaction_id}`, headers: admin }),
    ).data;
    expect(t).toMatchObject({
      transaction_type: 'buy_activity',
      payment_method: 'prepaid',
      balances_before: { main: 50 },
      balances_after: { main: 10 },
      items: [{ item_type: 'activity', value: 40, payment_method: 'prepaid' }],
    });
    // Not enough money: nothing is written.
    await add(p.headers, { activity_id: (await fx.activity()).id, payment_method: 'prepaid' });
    const poor = await pay(p.headers);
    expect(body(poor).error.message).toBe(msg.insufficientBalance);
    expect((await userRow(p.user.id)).accountBalance).toBe(1000);
  });

  it('does not spend an expired bonus', async () => {
    const p = await fx.player();
    await ctx.app.inject({
      method: 'POST',
      url: `/api/v2/admin/users/${p.user.id}/bonus_add`,
      headers: admin,
      payload: { bonus: { value: 100 } },
    });
    await ctx.database.db.update(users).set({ bonusExpirationDate: '2020-01-01' }).where(eq(users.id, p.user.id));
    await add(p.headers, { activity_id: (await fx.activity()).id, payment_method: 'bonus_account' });
    expect((await basket(p.headers)).items[0].payment_method_error).toBe(true);
    expect((await pay(p.headers)).statusCode).toBe(422);
    await ctx.database.db.update(users).set({ bonusExpirationDate: null }).where(eq(users.id, p.user.id));
    expect((await pay(p.headers)).statusCode).toBe(201);
    expect((await userRow(p.user.id)).accountBonusValue).toBe(6000);
  });

  it('pays online with a promo code through the sandbox gateway exactly once', async () => {
    const p = await fx.player();
    const act = await fx.activity();
    const c = await code({ value: 25, value_type: 'perc' });
    await add(p.headers, { activity_id: act.id, payment_method: 'online_transfer', promo_code: c.code.toLowerCase() });
    const b = await basket(p.headers);
    expect(b.items[0]).toMatchObject({ code_valid: true, price: 40, value: 30 });
    expect(b).toMatchObject({ value: 30, online_value: 30, can_checkout: true });
    const done = body<CheckoutResult>(await pay(p.headers)).data;
    expect(done.status).toBe('unpaid');
    const url = new URL(done.redirect_url);
    expect(url.pathname).toMatch(/^\/portal\/bramka-testowa\/\d+$/);
    // The sandbox's page (in the portal) shows the signed-in owner's payment and pays it through the API.
    const api = `/api/v2/sandbox-gateway/payments/${url.pathname.split('/').pop()}`;
    const pagePay = await ctx.app.inject({ method: 'GET', url: api, headers: p.headers });
    expect(pagePay.statusCode).toBe(200);
    expect(body(pagePay).data).toMatchObject({ transaction_id: done.transaction_id, amount: 30, status: 'pending' });

    const paid = await ctx.app.inject({ method: 'POST', url: `${api}/paid${url.search}`, headers: p.headers });
    expect(body(paid).data).toMatchObject({
      status: 'paid',
      return_path: `/portal/zapisy?transaction_id=${done.transaction_id}`,
    });
    const t = body<Transaction>(
      await ctx.app.inject({ method: 'GET', url: `/api/v2/admin/transactions/${done.transaction_id}`, headers: admin }),
    ).data;
    expect(t).toMatchObject({ status: 'paid', value: 30, promo_codes: [{ code: c.code, discount: 10 }] });

    // The callback again (a duplicate) and a cancel after paying change nothing.
    const [payment] = await ctx.database.db.select().from(payments).where(eq(payments.transactionId, done.transaction_id));
    const gateway = gatewayOf(ctx.app.deps) as SandboxPaymentGateway;
    for (const status of ['paid', 'canceled'] as const) {
      const n = { payment_id: payment.id, external_id: payment.externalId!, status, amount: payment.amount };
      const again = await ctx.app.inject({
        method: 'POST',
        url: '/api/v2/payments/notify',
        payload: { ...n, signature: signNotification(gateway.secret, n) },
      });
      expect(body<{ outcome: string }>(again).data.outcome).toBe('duplicate');
    }
    const after = body<Transaction>(
      await ctx.app.inject({ method: 'GET', url: `/api/v2/admin/transactions/${done.transaction_id}`, headers: admin }),
    ).data;
    expect(after.status).toBe('paid');
    const shown = body<PromoCode & { usages: PromoCodeUsage[] }>(
      await ctx.app.inject({ method: 'GET', url: `/api/v2/admin/promo_codes/${c.id}`, headers: admin }),
    ).data;
    expect(shown.usage_count).toBe(1);
    expect(shown.usages).toMatchObject([
      { number: 1, transaction_id: done.transaction_id, user: { id: p.user.id }, activities: [{ id: act.id }] },
    ]);
  });

  it('rejects a notification with a bad signature', async () => {
    const r = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/payments/notify',
      payload: { payment_id: 1, external_id: 'x', status: 'paid', amount: 100, signature: 'deadbeef' },
    });
    expect(r.statusCode).toBe(403);
  });

  it('on a canceled payment refunds the wallet part, frees the code and spot, and puts the items back in the basket', async () => {
    const p = await fx.player();
    await topUp(p.user.id, 40);
    const a1 = await fx.activity();
    const a2 = await fx.activity();
    const c = await code({ value: 5 });
    await add(p.headers, { activity_id: a1.id, payment_method: 'prepaid' });
    await add(p.headers, { activity_id: a2.id, payment_method: 'online_transfer', promo_code: c.code });
    const done = body<CheckoutResult>(await pay(p.headers)).data;
    expect(done).toMatchObject({ status: 'unpaid', value: 75, online_value: 35 });
    expect((await userRow(p.user.id)).accountBalance).toBe(0);
    const url = new URL(done.redirect_url);
    const canceled = await ctx.app.inject({
      method: 'POST',
      url: `/api/v2/sandbox-gateway/payments/${url.pathname.split('/').pop()}/canceled${url.search}`,
      headers: p.headers,
    });
    expect(body(canceled).data).toMatchObject({ status: 'canceled', return_path: '/portal/koszyk' });
    expect((await userRow(p.user.id)).accountBalance).toBe(4000);
    const b = await basket(p.headers);
    expect(b.items.map((i) => [i.activity.id, i.payment_method, i.promo_code, i.code_valid])).toEqual([
      [a1.id, 'prepaid', null, null],
      [a2.id, 'online_transfer', c.code, true],
    ]);
    const [code2] = await ctx.database.db.select().from(promoCodes).where(eq(promoCodes.id, c.id));
    expect(code2.usageCount).toBe(0);
    const [act] = await ctx.database.db.select().from(activities).where(eq(activities.id, a1.id));
    expect(act.participantsCount).toBe(0);
    const left = await ctx.database.db.select().from(activityParticipants).where(eq(activityParticipants.userId, p.user.id));
    expect(left).toEqual([]);
    const t = body<Transaction>(
      await ctx.app.inject({ method: 'GET', url: `/api/v2/admin/transactions/${done.transaction_id}`, headers: admin }),
    ).data;
    expect(t.status).toBe('canceled');
  });

  it('lets the admin mark an unpaid online transfer as paid, and only that', async () => {
    const p = await fx.player();
    await add(p.headers, { activity_id: (await fx.activity()).id, payment_method: 'online_transfer' });
    const done = body<CheckoutResult>(await pay(p.headers)).data;
    const shown = body<Transaction>(
      await ctx.app.inject({ method: 'GET', url: `/api/v2/admin/transactions/${done.transaction_id}`, headers: admin }),
    ).data;
    expect(shown).toMatchObject({ status: 'unpaid', can_pay: true });
    const paid = await ctx.app.inject({
      method: 'POST',
      url: `/api/v2/admin/transactions/${done.transaction_id}/pay`,
      headers: admin,
      payload: {},
    });
    expect(body<Transaction>(paid).data).toMatchObject({ status: 'paid', can_pay: false });
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/v2/admin/transactions/${done.transaction_id}/pay`,
      headers: admin,
      payload: {},
    });
    expect(again.statusCode).toBe(422);
    expect(body(again).error.message).toBe(msg.transactionNotPayable);
  });
});

describe('promo code restrictions at checkout', () => {
  const check = async (
    codeExtra: Record<string, unknown>,
    activityExtra: Record<string, unknown> = {},
    playerExtra: Record<string, unknown> = {},
  ) => {
    const p = await fx.player(playerExtra);
    const act = await fx.activity(activityExtra);
    const c = await code(codeExtra);
    await add(p.headers, { activity_id: act.id, payment_method: 'online_transfer', promo_code: c.code });
    return { valid: (await basket(p.headers)).items[0].code_valid, p, c, act };
  };
  it('enforces active, code type, users, sports, locations and activities lists', async () => {
    expect((await check({ active: false })).valid).toBe(false);
    expect((await check({ code_type: 'organizer_activities' })).valid).toBe(false);
    expect((await check({ code_type: 'pnh_activities' })).valid).toBe(true);
    expect((await check({ user_ids: [1] })).valid).toBe(false);
    expect((await check({ sport_ids: [fx.sport.id] })).valid).toBe(true);
    expect((await check({ sport_ids: [fx.sport.id + 1000] })).valid).toBe(false);
    expect((await check({ localization_ids: [fx.location.id + 1000] })).valid).toBe(false);
    expect((await check({ activity_ids: [999999] })).valid).toBe(false);
  });

  it('accepts a code on its active_to day and refuses it once active_to has passed, also at checkout', async () => {
    const lastDay = await check({ active_from: today(), active_to: today() });
    expect(lastDay.valid).toBe(true);

    // The admin form refuses past dates, so the code expires in the database: put in the basket while
    // valid, active_to becomes yesterday (Warsaw), then the basket and the checkout both refuse it.
    const yesterday = warsawToday(new Date(Date.now() - 86_400_000));
    await ctx.database.db
      .update(promoCodes)
      .set({ activeFrom: warsawToday(new Date(Date.now() - 5 * 86_400_000)), activeTo: yesterday })
      .where(eq(promoCodes.id, lastDay.c.id));
    expect((await basket(lastDay.p.headers)).items[0].code_valid).toBe(false);
    const refused = await pay(lastDay.p.headers);
    expect(refused.statusCode).toBe(422);
    expect(body(refused).error.message).toBe(msg.basketCodeInvalid);
    expect(await ctx.database.db.select().from(transactions).where(eq(transactions.userId, lastDay.p.user.id))).toEqual([]);
    const [row] = await ctx.database.db.select().from(promoCodes).where(eq(promoCodes.id, lastDay.c.id));
    expect(row.usageCount).toBe(0);
  });

  it('enforces validity dates, limit of usage, one use per user and only for new players', async () => {
    const future = await check({
      active_from: warsawToday(new Date(Date.now() + 3 * 86_400_000)),
      active_to: warsawToday(new Date(Date.now() + 5 * 86_400_000)),
    });
    expect(future.valid).toBe(false);

    const once = await check({ limit_of_usage: 5 });
    expect((await pay(once.p.headers)).statusCode).toBe(201);
    await add(once.p.headers, {
      activity_id: (await fx.activity()).id,
      payment_method: 'online_transfer',
      promo_code: once.c.code,
    });
    expect((await basket(once.p.headers)).items[0].code_valid).toBe(false);
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v2/admin/promo_codes/${once.c.id}`,
      headers: admin,
      payload: {
        promo_code: {
          ...once.c,
          user_ids: [],
          sport_ids: [],
          localization_ids: [],
          activity_ids: [],
          unlimited_usage_by_user: true,
        },
      },
    });
    expect((await basket(once.p.headers)).items[0].code_valid).toBe(true);

    const newOnly = await check({ only_for_new_players: true });
    expect(newOnly.valid).toBe(true);
    await ctx.database.db.delete(basketItems).where(eq(basketItems.userId, newOnly.p.user.id));
    await add(newOnly.p.headers, { activity_id: (await fx.activity()).id, payment_method: 'online_transfer' });
    await pay(newOnly.p.headers);
    await add(newOnly.p.headers, { activity_id: newOnly.act.id, payment_method: 'online_transfer', promo_code: newOnly.c.code });
    expect((await basket(newOnly.p.headers)).items[0].code_valid).toBe(false);
  });

  it('uses a code with limit_of_usage N exactly N times under parallel checkouts', async () => {
    const c = await code({ limit_of_usage: 5, unlimited_usage_by_user: true });
    const act = await fx.activity({ maxPlayers: 100 });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => fx.player()));
    for (const b of buyers) await add(b.headers, { activity_id: act.id, payment_method: 'online_transfer', promo_code: c.code });
    const results = await Promise.all(buyers.map((b) => pay(b.headers)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(5);
    expect(results.filter((r) => r.statusCode === 422).every((r) => body(r).error.message === msg.basketCodeInvalid)).toBe(true);
    const [row] = await ctx.database.db.select().from(promoCodes).where(eq(promoCodes.id, c.id));
    expect(row.usageCount).toBe(5);
    const shown = body<PromoCode & { usages: PromoCodeUsage[] }>(
      await ctx.app.inject({ method: 'GET', url: `/api/v2/admin/promo_codes/${c.id}`, headers: admin }),
    ).data;
    expect(shown.usages).toHaveLength(5);
  });

  it('keeps the ledger equal to the balances with 200 parallel wallet operations and checkouts on one account', async () => {
    const p = await fx.player();
    // Enough that no order of the operations runs the account dry: 1000 + adds (≥ 100) − takes (≤ 250) − 50 × 10.
    await topUp(p.user.id, 1000);
    const acts = await Promise.all(Array.from({ length: 50 }, () => fx.activity({ price: 1000, maxPlayers: 50 })));
    const value = (i: number) => (i % 5) + 1;
    const kind = (i: number) => (i % 4 === 0 ? 'checkout' : i % 2 ? 'balance_add' : 'balance_delete');
    const ops = Array.from({ length: 200 }, async (_, i) => {
      if (kind(i) === 'checkout') {
        const added = await add(p.headers, { activity_id: acts[i / 4].id, payment_method: 'prepaid' });
        expect(added.statusCode, added.body).toBe(201);
        return pay(p.headers);
      }
      return ctx.app.inject({
        method: 'POST',
        url: `/api/v2/admin/users/${p.user.id}/${kind(i)}`,
        headers: admin,
        payload: { balance: { value: value(i) } },
      });
    });
    const results = await Promise.all(ops);
    const checkouts = results.filter((_, i) => kind(i) === 'checkout');
    // Every wallet operation succeeds; a checkout pays the items in the basket at that moment, so one
    // whose item a parallel checkout already paid finds the basket empty — and nothing else may fail.
    expect(results.filter((_, i) => kind(i) !== 'checkout').map((r) => r.statusCode)).toEqual(Array(150).fill(200));
    for (const r of checkouts)
      if (r.statusCode !== 201) expect([r.statusCode, body(r).error.message]).toEqual([422, msg.basketEmpty]);
    const paid = checkouts.filter((r) => r.statusCode === 201);
    expect(paid.length).toBeGreaterThan(0);
    // Every activity was paid exactly once: the player is on all 50, the basket is empty.
    const joined = await ctx.database.db
      .select({ activityId: activityParticipants.activityId })
      .from(activityParticipants)
      .where(eq(activityParticipants.userId, p.user.id));
    expect(joined.map((j) => j.activityId).sort((a, b) => a - b)).toEqual(acts.map((a) => a.id).sort((a, b) => a - b));
    expect((await basket(p.headers)).items).toEqual([]);
    const delta = Array.from({ length: 200 }, (_, i) =>
      kind(i) === 'balance_add' ? value(i) : kind(i) === 'balance_delete' ? -value(i) : 0,
    );
    const u = await userRow(p.user.id);
    expect(u.accountBalance).toBe((1000 + delta.reduce((sum, d) => sum + d, 0) - 50 * 10) * 100);
    const [sum] = await ctx.database.db
      .select({ main: sql<string>`coalesce(sum(${transactions.mainAfter} - ${transactions.mainBefore}), 0)` })
      .from(transactions)
      .where(eq(transactions.userId, p.user.id));
    expect(Number(sum.main)).toBe(u.accountBalance);
    expect(u.accountBalance).toBeGreaterThanOrEqual(0);
    // 200 requests through one account lock: ~20 s alone, more on a loaded 2-core machine.
  }, 120_000);
});
