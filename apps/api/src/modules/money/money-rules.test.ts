/**
 * Money rules no other test held (docs/decisions.md "Money"): card supplements, code rounding and floors, the gateway's
 * amount check and exactly-once, the bonus expiry day, refunds of discounted places, reserve-list promotion on edits,
 * and the per-kind group creation limit under concurrency. docs/decisions.md "Money", "Participants",
 * "Competition groups".
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import {
  GROUP_LIMIT_FIELDS,
  groupMsg,
  maxPlayersBelowParticipantsMessage,
  msg,
  type Basket,
  type CheckoutResult,
  type ListReply,
  type Participant,
  type PlayerWallet,
  type ResignResult,
} from '@sportdesk/contract';
import {
  activities,
  activityParticipants,
  competitionGroups,
  payments,
  promoCodes,
  promoCodeUsages,
  transactionItems,
  transactions,
  userLimitOverrides,
  users,
} from '../../db/schema/index';
import { body, createTestApp, signedInUser, type TestContext } from '../../test/app';
import { gatewayOf, signNotification, type GatewayNotification } from './gateway';
import { bonusSpendable } from './wallet';
import { promoCodesReport } from '../reports/definitions/promo-codes';
import { applyBulkPatch } from '../activities/bulk';
import { seedCatalogue, validActivity, type Catalogue } from '../activities/test-fixtures';
import { insertPlayer, insertRunActivity } from '../participants/test-fixtures';
import { insertUser } from '../users/service';
import { moneyFixtures } from '../baskets/test-fixtures';

let ctx: TestContext;
let admin: { authorization: string };
let fx: Awaited<ReturnType<typeof moneyFixtures>>;
let cat: Catalogue;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (
    await signedInUser(ctx.app, [
      'admin_role_users',
      'admin_role_transactions',
      'admin_role_promo_codes',
      'admin_role_activities',
      'admin_role_competition_groups',
    ])
  ).headers;
  fx = await moneyFixtures(ctx.app);
  cat = await seedCatalogue(ctx.database.db);
});
afterAll(() => ctx.close());

type H = { authorization: string };
const db = () => ctx.database.db;
const addItem = (h: H, item: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/v2/basket_items', headers: h, payload: { basket_item: item } });
const basket = async (h: H) => {
  const r = await ctx.app.inject({ method: 'GET', url: '/api/v2/transactions/basket_transactions', headers: h });
  expect(r.statusCode, r.body).toBe(200);
  return body<Basket>(r).data;
};
const checkout = (h: H) =>
  ctx.app.inject({ method: 'POST', url: '/api/v2/transactions/basket_transactions', headers: h, payload: {} });
const paid = async (h: H) => {
  const r = await checkout(h);
  expect(r.statusCode, r.body).toBe(201);
  return body<CheckoutResult>(r).data;
};
const adminAdd = (userId: number, account: 'balance' | 'bonus', value: number) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v2/admin/users/${userId}/${account}_add`,
    headers: admin,
    payload: { [account]: { value } },
  });
const userRow = async (id: number) => (await db().select().from(users).where(eq(users.id, id)))[0];
const transactionsOf = (userId: number) =>
  db().select().from(transactions).where(eq(transactions.userId, userId)).orderBy(transactions.id);

let codeSeq = 0;
/** A code straight in the database, valid for any day (so the test does not depend on the time of day). */
async function insertCode(extra: Partial<typeof promoCodes.$inferInsert>) {
  const [row] = await db()
    .insert(promoCodes)
    .values({
      name: 'Kod testowy',
      prefix: 'MR',
      code: `MR${Date.now().toString(36).toUpperCase()}${++codeSeq}`,
      activeFrom: '2000-01-01',
      activeTo: '2999-12-31',
      value: 1000,
      ...extra,
    })
    .returning();
  return row;
}
/** The discount of a percentage code (hundredths of a percent) on a price in grosze, half up, in integers. */
const halfUp = (price: number, hundredthsOfPercent: number) => Math.floor((price * hundredthsOfPercent + 5000) / 10_000);

const secret = () => (gatewayOf(ctx.app.deps) as unknown as { secret: string }).secret;
const notify = (n: Omit<GatewayNotification, 'signature'>) =>
  ctx.app.inject({ method: 'POST', url: '/api/v2/payments/notify', payload: { ...n, signature: signNotification(secret(), n) } });
const paymentOf = async (transactionId: number) =>
  (await db().select().from(payments).where(eq(payments.transactionId, transactionId)))[0];

describe('card payments (Benefit, OK System, FitProfit)', () => {
  it('a card entry pays only its supplement: basket, transaction and items; the wallet is not touched', async () => {
    const p = await fx.player({ benefitActive: true, okSystemActive: true, fitprofitActive: true });
    expect((await adminAdd(p.user.id, 'balance', 100)).statusCode).toBe(200);
    const cards = { payByBenefit: true, payByOkSystem: true, payByFitprofit: true, supplement: 1250, supplementFitprofit: 800 };
    const [benefit, ok, fit, prepaid] = [
      await fx.activity(cards),
      await fx.activity(cards),
      await fx.activity(cards),
      await fx.activity(cards),
    ];
    for (const [a, method] of [
      [benefit, 'benefit'],
      [ok, 'ok_system'],
      [fit, 'fitprofit'],
      [prepaid, 'prepaid'],
    ] as const)
      expect((await addItem(p.headers, { activity_id: a.id, payment_method: method })).statusCode).toBe(201);
    const b = await basket(p.headers);
    expect(b.items.map((i) => [i.payment_method, i.price, i.value, i.errors])).toEqual([
      ['benefit', 12.5, 12.5, []],
      ['ok_system', 12.5, 12.5, []],
      ['fitprofit', 8, 8, []],
      ['prepaid', 40, 40, []],
    ]);
    expect(b).toMatchObject({ value: 73, online_value: 0, can_checkout: true });

    const done = await paid(p.headers);
    expect(done).toMatchObject({ status: 'paid', value: 73, online_value: 0 });
    // Only the prepaid place leaves the main account: the supplements are settled at the venue.
    expect((await userRow(p.user.id)).accountBalance).toBe(10_000 - 4000);
    const items = await db()
      .select()
      .from(transactionItems)
      .where(eq(transactionItems.transactionId, done.transaction_id))
      .orderBy(transactionItems.id);
    expect(items.map((i) => [i.paymentMethod, i.value, i.supplement])).toEqual([
      ['benefit', 1250, 1250],
      ['ok_system', 1250, 1250],
      ['fitprofit', 800, 800],
      ['prepaid', 4000, 0],
    ]);
    const [t] = await db().select().from(transactions).where(eq(transactions.id, done.transaction_id));
    expect([t.value, t.mainBefore - t.mainAfter, t.bonusBefore - t.bonusAfter]).toEqual([7300, 4000, 0]);
    const entries = await db().select().from(activityParticipants).where(eq(activityParticipants.transactionId, t.id));
    expect(entries.filter((e) => e.paymentMethod !== 'prepaid').every((e) => !e.costs && e.price === 0)).toBe(true);
  });

  it('an inactive card is flagged (payment_method_error, method inactive) and refused at checkout: nothing is charged', async () => {
    const p = await fx.player({ benefitActive: false, okSystemActive: true, fitprofitActive: false });
    expect((await adminAdd(p.user.id, 'balance', 50)).statusCode).toBe(200);
    const cards = { payByBenefit: true, payByOkSystem: true, payByFitprofit: true, supplement: 1000, supplementFitprofit: 700 };
    const a = await fx.activity(cards);
    const f = await fx.activity(cards);
    await addItem(p.headers, { activity_id: a.id, payment_method: 'benefit' });
    await addItem(p.headers, { activity_id: f.id, payment_method: 'fitprofit' });
    let b = await basket(p.headers);
    for (const item of b.items) {
      expect(item.payment_method_error).toBe(true);
      expect(item.errors).toContain(msg.basketPaymentMethodError);
      const active = Object.fromEntries(item.available_payment_method.map((m) => [m.name, m.active]));
      expect(active).toMatchObject({ benefit: false, fitprofit: false, ok_system: true, prepaid: true });
    }
    expect(b.can_checkout).toBe(false);
    const refused = await checkout(p.headers);
    expect(refused.statusCode).toBe(422);
    expect(body(refused).error.message).toBe(msg.basketPaymentMethodError);
    expect((await userRow(p.user.id)).accountBalance).toBe(5000);
    expect((await transactionsOf(p.user.id)).map((t) => t.transactionType)).toEqual(['balance_add']);
    expect(await db().select().from(activityParticipants).where(eq(activityParticipants.userId, p.user.id))).toEqual([]);

    // The same item with the active card pays the supplement only.
    const item = b.items.find((i) => i.activity.id === a.id)!;
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v2/basket_items/${b.items.find((i) => i.activity.id === f.id)!.id}`,
      headers: p.headers,
    });
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v2/basket_items/${item.id}`,
      headers: p.headers,
      payload: { basket_item: { payment_method: 'ok_system' } },
    });
    b = await basket(p.headers);
    expect(b.items.map((i) => [i.payment_method, i.value, i.payment_method_error])).toEqual([['ok_system', 10, false]]);
    expect(await paid(p.headers)).toMatchObject({ status: 'paid', value: 10 });
    expect((await userRow(p.user.id)).accountBalance).toBe(5000);
  });
});

describe('promo codes: rounding and the floor', () => {
  it('a percentage code rounds half up to the grosz, the same in the basket, the transaction and the reports', async () => {
    const cases = [
      { price: 4001, perc: 5000 }, // 2000.5 → 2001
      { price: 4003, perc: 1250 }, // 500.375 → 500
      { price: 5, perc: 1000 }, // 0.5 → 1
      { price: 1999, perc: 3333 }, // 666.2667 → 666
      { price: 4999, perc: 1500 }, // 749.85 → 750
    ];
    const p = await fx.player();
    await adminAdd(p.user.id, 'balance', 500);
    const expected: { activityId: number; discount: number; value: number }[] = [];
    for (const c of cases) {
      const a = await fx.activity({ price: c.price });
      const code = await insertCode({ valueType: 'perc', value: c.perc, unlimited: true });
      expect((await addItem(p.headers, { activity_id: a.id, payment_method: 'prepaid', promo_code: code.code })).statusCode).toBe(
        201,
      );
      const discount = halfUp(c.price, c.perc);
      expected.push({ activityId: a.id, discount, value: c.price - discount });
    }
    const b = await basket(p.headers);
    expect(b.items.map((i) => Math.round(i.value * 100))).toEqual(expected.map((e) => e.value));
    expect(b.items.every((i) => i.code_valid)).toBe(true);
    const total = expected.reduce((s, e) => s + e.value, 0);
    expect(Math.round(b.value * 100)).toBe(total);

    const done = await paid(p.headers);
    expect(Math.round(done.value * 100)).toBe(total);
    expect((await userRow(p.user.id)).accountBalance).toBe(50_000 - total);
    const items = await db()
      .select()
      .from(transactionItems)
      .where(eq(transactionItems.transactionId, done.transaction_id))
      .orderBy(transactionItems.id);
    expect(items.map((i) => ({ activityId: i.activityId, discount: i.discount, value: i.value }))).toEqual(expected);

    // The admin's transaction view and the promo code report carry the same grosze.
    const shown = await ctx.app.inject({
      method: 'GET',
      url: `/api/v2/admin/transactions/${done.transaction_id}`,
      headers: admin,
    });
    expect(shown.statusCode, shown.body).toBe(200);
    const t = body<{ value: number; items: { value: number; transaction_item_promo_code: { discount: number } | null }[] }>(
      shown,
    ).data;
    expect(Math.round(t.value * 100)).toBe(total);
    expect(t.items.map((i) => [Math.round(i.value * 100), Math.round(i.transaction_item_promo_code!.discount * 100)])).toEqual(
      expected.map((e) => [e.value, e.discount]),
    );
    const year = new Date().getUTCFullYear();
    const report = promoCodesReport.build({ date_from: `${year - 1}-01-01`, date_to: `${year + 1}-12-31` });
    const result = (await db().execute(sql.raw(report.query))) as unknown as {
      rows: { transaction_identifier: string; activity_id: number; discount: string | number; value: string | number }[];
    };
    const rows = result.rows.filter((r) => r.transaction_identifier === done.identifier);
    expect(
      rows.map((r) => ({ activityId: Number(r.activity_id), discount: Number(r.discount), value: Number(r.value) })),
    ).toEqual(expected);
  });

  it('a złoty code larger than the price floors the price at 0 (discount = price), never negative', async () => {
    const p = await fx.player();
    const a = await fx.activity({ price: 4000 });
    const o = await fx.activity({ price: 1500 });
    const big = await insertCode({ valueType: 'pln', value: 5000, unlimited: true, unlimitedUsageByUser: true });
    await addItem(p.headers, { activity_id: a.id, payment_method: 'prepaid', promo_code: big.code });
    await addItem(p.headers, { activity_id: o.id, payment_method: 'online_transfer', promo_code: big.code });
    const b = await basket(p.headers);
    expect(b.items.map((i) => [i.price, i.value, i.code_valid])).toEqual([
      [40, 0, true],
      [15, 0, true],
    ]);
    expect(b).toMatchObject({ value: 0, online_value: 0, can_checkout: true });
    // An empty main account buys it: nothing is due, nothing online, the transaction is paid at once.
    const done = await paid(p.headers);
    expect(done).toMatchObject({ status: 'paid', value: 0, online_value: 0 });
    expect(await paymentOf(done.transaction_id)).toBeUndefined();
    expect((await userRow(p.user.id)).accountBalance).toBe(0);
    const items = await db().select().from(transactionItems).where(eq(transactionItems.transactionId, done.transaction_id));
    expect(items.map((i) => [i.value, i.discount]).sort()).toEqual([
      [0, 1500],
      [0, 4000],
    ]);
  });
});

describe('gateway notifications', () => {
  async function unpaidCheckout(price = 3000) {
    const p = await fx.player();
    const a = await fx.activity({ price });
    await addItem(p.headers, { activity_id: a.id, payment_method: 'online_transfer' });
    const done = await paid(p.headers);
    expect(done.status).toBe('unpaid');
    return { p, a, done, payment: await paymentOf(done.transaction_id) };
  }

  it('a correctly signed notification with the wrong amount is refused (422) and pays nothing', async () => {
    const { done, payment } = await unpaidCheckout(3000);
    for (const amount of [2999, 3001, 0, 300_000]) {
      const r = await notify({ payment_id: payment.id, external_id: payment.externalId!, status: 'paid', amount });
      expect(r.statusCode, r.body).toBe(422);
    }
    const after = await paymentOf(done.transaction_id);
    expect(after).toMatchObject({ status: 'pending', finishedAt: null });
    const [t] = await db().select().from(transactions).where(eq(transactions.id, done.transaction_id));
    expect([t.status, t.paidAt]).toEqual(['unpaid', null]);
    // The right amount still pays it afterwards.
    const ok = await notify({ payment_id: payment.id, external_id: payment.externalId!, status: 'paid', amount: 3000 });
    expect(body<{ outcome: string }>(ok).data.outcome).toBe('paid');
  });

  it('a repeated notification pays once, also when the copies arrive together', async () => {
    const { done, payment } = await unpaidCheckout(2500);
    const n = { payment_id: payment.id, external_id: payment.externalId!, status: 'paid' as const, amount: 2500 };
    const replies = await Promise.all([notify(n), notify(n), notify(n)]);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(replies.map((r) => body<{ outcome: string }>(r).data.outcome).sort()).toEqual(['duplicate', 'duplicate', 'paid']);
    const late = await notify({ ...n, status: 'canceled' });
    expect(body<{ outcome: string }>(late).data.outcome).toBe('duplicate');
    const [t] = await db().select().from(transactions).where(eq(transactions.id, done.transaction_id));
    expect(t.status).toBe('paid');
    expect(await paymentOf(done.transaction_id)).toMatchObject({ status: 'paid', notificationsCount: 4 });
    const audits = await db().execute(
      sql`select count(*)::int as n from audits where auditable_type = 'Transaction' and auditable_id = ${t.id} and action = 'update'`,
    );
    expect(Number((audits as unknown as { rows: { n: number }[] }).rows[0].n)).toBe(1);
  });

  it('a player top-up: a wrong amount credits nothing, repeated paid notifications credit once', async () => {
    const p = await fx.player();
    const start = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/users/current/wallet/top_up',
      headers: p.headers,
      payload: { top_up: { value: 25 } },
    });
    expect(start.statusCode, start.body).toBe(201);
    const transactionId = body<{ transaction_id: number }>(start).data.transaction_id;
    const payment = await paymentOf(transactionId);
    const n = { payment_id: payment.id, external_id: payment.externalId ?? '', status: 'paid' as const, amount: 2500 };
    expect((await notify({ ...n, amount: 25 })).statusCode).toBe(422);
    expect((await userRow(p.user.id)).accountBalance).toBe(0);
    const replies = await Promise.all([notify(n), notify(n)]);
    expect(replies.map((r) => body<{ outcome: string }>(r).data.outcome).sort()).toEqual(['duplicate', 'paid']);
    expect((await notify(n)).statusCode).toBe(200);
    expect((await userRow(p.user.id)).accountBalance).toBe(2500);
    const [t] = await transactionsOf(p.user.id);
    expect([t.status, t.mainBefore, t.mainAfter]).toEqual(['paid', 0, 2500]);
  });
});

describe('bonus expiry: the whole expiration day in Warsaw, not a day early or late', () => {
  /** Instants of the last Saturdays before the DST changes of next year (Warsaw: UTC+1 in March, UTC+2 in October). */
  const nextYear = new Date().getUTCFullYear() + 1;
  const lastSunday = (month: number) => {
    const last = new Date(Date.UTC(nextYear, month + 1, 0));
    return new Date(last.getTime() - last.getUTCDay() * 86_400_000).toISOString().slice(0, 10);
  };
  const dayBefore = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  /** [expiration date, its last instant in Warsaw, the next day's first instant]: winter time, then summer time. */
  const days = [
    // The day before the spring change is on winter time: 23:59:59 CET = 22:59:59Z.
    [dayBefore(lastSunday(2)), 'T22:59:59.999Z', 'T23:00:00.000Z'],
    // The day of the spring change ends on summer time: 23:59:59 CEST = 21:59:59Z.
    [lastSunday(2), 'T21:59:59.999Z', 'T22:00:00.000Z'],
    // The day before the autumn change is on summer time.
    [dayBefore(lastSunday(9)), 'T21:59:59.999Z', 'T22:00:00.000Z'],
    // The day of the autumn change ends on winter time.
    [lastSunday(9), 'T22:59:59.999Z', 'T23:00:00.000Z'],
  ] as const;

  it('bonusSpendable: spendable through the expiration day, 0 from 00:00 of the next day (Europe/Warsaw)', () => {
    for (const [date, last, first] of days) {
      const u = { accountBonusValue: 1234, bonusExpirationDate: date };
      const start = new Date(Date.parse(`${dayBefore(date)}${first}`));
      expect(bonusSpendable(u, new Date(start.getTime() - 1)), `${date} day before`).toBe(1234);
      expect(bonusSpendable(u, start), `${date} 00:00`).toBe(1234);
      expect(bonusSpendable(u, new Date(`${date}${last}`)), `${date} 23:59:59.999`).toBe(1234);
      expect(bonusSpendable(u, new Date(`${date}${first}`)), `${date} next day 00:00`).toBe(0);
      expect(bonusSpendable({ ...u, bonusExpirationDate: null }, new Date(`${date}${first}`))).toBe(1234);
    }
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('wallet, basket and checkout agree at 23:59:59 of the day and at 00:00 of the next', async () => {
    const [date, last, first] = days[2];
    const at = (iso: string) => vi.setSystemTime(new Date(iso));
    vi.useFakeTimers({ toFake: ['Date'] });
    at(`${date}${last}`);
    const p = await fx.player();
    await db().update(users).set({ accountBonusValue: 5000, bonusExpirationDate: date }).where(eq(users.id, p.user.id));
    const a = await fx.activity({ date: '2999-01-01' });
    expect((await addItem(p.headers, { activity_id: a.id, payment_method: 'bonus_account' })).statusCode).toBe(201);
    const wallet = async () =>
      body<PlayerWallet>(await ctx.app.inject({ method: 'GET', url: '/api/v2/users/current/wallet', headers: p.headers })).data;

    expect(await wallet()).toMatchObject({ spendable_bonus: 50, bonus_expired: false, bonus_expiration_date: date });
    expect((await basket(p.headers)).items[0].payment_method_error).toBe(false);

    at(`${date}${first}`);
    expect(await wallet()).toMatchObject({ spendable_bonus: 0, bonus_expired: true });
    const flagged = (await basket(p.headers)).items[0];
    expect(flagged.payment_method_error).toBe(true);
    expect((await checkout(p.headers)).statusCode).toBe(422);
    expect((await userRow(p.user.id)).accountBonusValue).toBe(5000);

    at(`${date}${last}`);
    expect(await paid(p.headers)).toMatchObject({ status: 'paid', value: 40 });
    expect((await userRow(p.user.id)).accountBonusValue).toBe(1000);
  });
});

describe('resignation from a place bought with a promo code', () => {
  const resign = (h: H, id: number) =>
    ctx.app.inject({ method: 'DELETE', url: `/api/v2/users/current/participations/${id}`, headers: h });
  const entryOf = async (activityId: number, userId: number) =>
    (
      await db()
        .select()
        .from(activityParticipants)
        .where(and(eq(activityParticipants.activityId, activityId), eq(activityParticipants.userId, userId)))
    )[0];

  it('refunds what was paid (main, bonus, online), not the list price; the code stays used', async () => {
    const p = await fx.player();
    await adminAdd(p.user.id, 'balance', 100);
    await adminAdd(p.user.id, 'bonus', 100);
    const perc = await insertCode({ valueType: 'perc', value: 2500, unlimited: true, unlimitedUsageByUser: true });
    const pln = await insertCode({ valueType: 'pln', value: 700, limitOfUsage: 1 });
    const [main, bonus, online] = [await fx.activity(), await fx.activity(), await fx.activity()];
    await addItem(p.headers, { activity_id: main.id, payment_method: 'prepaid', promo_code: perc.code });
    await addItem(p.headers, { activity_id: bonus.id, payment_method: 'bonus_account', promo_code: perc.code });
    await addItem(p.headers, { activity_id: online.id, payment_method: 'online_transfer', promo_code: pln.code });
    const done = await paid(p.headers);
    expect(done).toMatchObject({ status: 'unpaid', value: 30 + 30 + 33, online_value: 33 });
    const payment = await paymentOf(done.transaction_id);
    const n = { payment_id: payment.id, external_id: payment.externalId!, status: 'paid' as const, amount: 3300 };
    expect(body<{ outcome: string }>(await notify(n)).data.outcome).toBe('paid');
    expect(await userRow(p.user.id)).toMatchObject({ accountBalance: 7000, accountBonusValue: 7000 });

    const r1 = await resign(p.headers, (await entryOf(main.id, p.user.id)).id);
    expect(r1.statusCode, r1.body).toBe(200);
    expect(body<ResignResult>(r1).data.refund).toEqual({ amount: 30, account: 'main' });
    const r2 = body<ResignResult>(await resign(p.headers, (await entryOf(bonus.id, p.user.id)).id)).data;
    expect(r2.refund).toEqual({ amount: 30, account: 'bonus' });
    const r3 = body<ResignResult>(await resign(p.headers, (await entryOf(online.id, p.user.id)).id)).data;
    expect(r3.refund).toEqual({ amount: 33, account: 'main' });
    expect(await userRow(p.user.id)).toMatchObject({ accountBalance: 10_000 + 3300, accountBonusValue: 10_000 });
    const refunds = (await transactionsOf(p.user.id)).filter((t) => t.transactionType === 'resign_activity');
    expect(refunds.map((t) => t.value)).toEqual([3000, 3000, 3300]);

    // docs/decisions.md "Money": the code's use is not given back by a resignation (the purchase stays paid).
    const [limited] = await db().select().from(promoCodes).where(eq(promoCodes.id, pln.id));
    expect(limited.usageCount).toBe(1);
    const [{ n: usages }] = await db()
      .select({ n: count() })
      .from(promoCodeUsages)
      .where(eq(promoCodeUsages.promoCodeId, pln.id));
    expect(usages).toBe(1);
    await addItem(p.headers, { activity_id: online.id, payment_method: 'online_transfer', promo_code: pln.code });
    expect((await basket(p.headers)).items[0].code_valid).toBe(false);
  });

  it('the staff removal "with costs" refunds the discounted price of a prepaid place, once', async () => {
    const p = await fx.player();
    await adminAdd(p.user.id, 'balance', 40);
    const a = await fx.activity({ price: 4000 });
    const code = await insertCode({ valueType: 'perc', value: 3333, unlimited: true });
    await addItem(p.headers, { activity_id: a.id, payment_method: 'prepaid', promo_code: code.code });
    await paid(p.headers);
    const charged = 4000 - halfUp(4000, 3333);
    expect((await userRow(p.user.id)).accountBalance).toBe(4000 - charged);
    const entry = await entryOf(a.id, p.user.id);
    expect([entry.costs, entry.price]).toEqual([true, charged]);
    const url = `/api/v2/admin/activities/${a.id}/participants/${entry.id}?costs=true`;
    expect((await ctx.app.inject({ method: 'DELETE', url, headers: admin })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'DELETE', url, headers: admin })).statusCode).toBe(404);
    expect((await userRow(p.user.id)).accountBalance).toBe(4000);
  });
});

describe('a place removed by the staff while its online payment is pending', () => {
  it('a later cancelled payment neither refunds it again nor frees its spot twice', async () => {
    const p = await fx.player();
    await adminAdd(p.user.id, 'balance', 40);
    const a = await fx.activity({ price: 4000, maxPlayers: 3 });
    const o = await fx.activity({ price: 1500 });
    const other = await fx.player();
    await adminAdd(other.user.id, 'balance', 40);
    await addItem(p.headers, { activity_id: a.id, payment_method: 'prepaid' });
    await addItem(p.headers, { activity_id: o.id, payment_method: 'online_transfer' });
    const done = await paid(p.headers);
    expect(done).toMatchObject({ status: 'unpaid', online_value: 15 });
    expect((await userRow(p.user.id)).accountBalance).toBe(0);
    await addItem(other.headers, { activity_id: a.id, payment_method: 'prepaid' });
    await paid(other.headers);

    const [entry] = await db()
      .select()
      .from(activityParticipants)
      .where(and(eq(activityParticipants.activityId, a.id), eq(activityParticipants.userId, p.user.id)));
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v2/admin/activities/${a.id}/participants/${entry.id}?costs=true`,
      headers: admin,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await userRow(p.user.id)).accountBalance).toBe(4000);

    const payment = await paymentOf(done.transaction_id);
    const n = { payment_id: payment.id, external_id: payment.externalId!, status: 'canceled' as const, amount: 1500 };
    expect(body<{ outcome: string }>(await notify(n)).data.outcome).toBe('canceled');
    // The removal gave the 40 zł back already; the cancel has nothing more to return for that place.
    expect((await userRow(p.user.id)).accountBalance).toBe(4000);
    const [row] = await db().select().from(activities).where(eq(activities.id, a.id));
    const onList = await db().select().from(activityParticipants).where(eq(activityParticipants.activityId, a.id));
    expect(row.participantsCount).toBe(onList.length);
    expect(onList.map((e) => e.userId)).toEqual([other.user.id]);
    // Only the place still held goes back to the basket.
    expect((await basket(p.headers)).items.map((i) => i.activity.id)).toEqual([o.id]);
  });
});

describe('edits that free spots promote from the reserve list', () => {
  const base = (id: number) => `/api/v2/admin/activities/${id}/participants`;
  const addP = async (activityId: number, participant: Record<string, unknown>) => {
    const r = await ctx.app.inject({ method: 'POST', url: base(activityId), headers: admin, payload: { participant } });
    expect(r.statusCode, r.body).toBe(201);
  };
  const rows = async (activityId: number) =>
    body<ListReply<Participant>>(await ctx.app.inject({ method: 'GET', url: base(activityId), headers: admin })).data.rows;
  const edit = (id: number, extra: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'PATCH',
      url: `/api/v2/admin/activities/${id}`,
      headers: admin,
      payload: { activity: validActivity(cat, { min_players: 1, reserve_list: true, price: 10, ...extra }) },
    });

  it('lowering reserved_spots promotes in joining order, charging costs entries and skipping an uncovered one', async () => {
    const a = await insertRunActivity(db(), cat, { max_players: 5, reserved_spots: 3, reserve_list: true, price: 10 });
    for (let i = 0; i < 2; i++) await addP(a.id, { user_id: (await insertPlayer(db())).id });
    const poor = await insertPlayer(db(), { balance: 500 });
    const payer = await insertPlayer(db(), { balance: 2500 });
    const free = await insertPlayer(db());
    const last = await insertPlayer(db(), { balance: 1000 });
    await addP(a.id, { user_id: poor.id, costs: true });
    await addP(a.id, { user_id: payer.id, costs: true });
    await addP(a.id, { user_id: free.id });
    await addP(a.id, { user_id: last.id, costs: true });
    const waiting = async () => (await rows(a.id)).filter((r) => r.reserve).map((r) => r.user.id);
    expect(await waiting()).toEqual([poor.id, payer.id, free.id, last.id]);

    // Same free spots (max_players and reserved_spots both down by one): nobody moves.
    let r = await edit(a.id, { max_players: 4, reserved_spots: 2 });
    expect(r.statusCode, r.body).toBe(200);
    expect(await waiting()).toEqual([poor.id, payer.id, free.id, last.id]);

    // Two spots freed: the first waiting player cannot pay and stays; the next two get in.
    r = await edit(a.id, { max_players: 4, reserved_spots: 0 });
    expect(r.statusCode, r.body).toBe(200);
    expect(await waiting()).toEqual([poor.id, last.id]);
    const a1 = (await db().select().from(activities).where(eq(activities.id, a.id)))[0];
    expect([a1.participantsCount, a1.reservedSpots]).toEqual([4, 0]);
    expect((await userRow(payer.id)).accountBalance).toBe(1500);
    expect((await userRow(free.id)).accountBalance).toBe(0);
    expect((await userRow(poor.id)).accountBalance).toBe(500);

    // max_players may not go below the players on the list (the reserve list does not count).
    r = await edit(a.id, { max_players: 3, reserved_spots: 0 });
    expect(r.statusCode).toBe(422);
    expect(body(r).error.fields?.max_players).toBe(maxPlayersBelowParticipantsMessage(4));

    // Raising reserved_spots demotes nobody; lowering it again in a bulk edit promotes the next who can pay.
    await applyBulkPatch(ctx.app.deps, a.id, { max_players: 6, reserved_spots: 2 }, null);
    expect(await waiting()).toEqual([poor.id, last.id]);
    await applyBulkPatch(ctx.app.deps, a.id, { reserved_spots: 1 }, null);
    expect(await waiting()).toEqual([poor.id]);
    expect((await userRow(last.id)).accountBalance).toBe(0);
    const a2 = (await db().select().from(activities).where(eq(activities.id, a.id)))[0];
    expect([a2.participantsCount, a2.maxPlayers - a2.reservedSpots - a2.participantsCount]).toEqual([5, 0]);
    // Everyone promoted with costs was charged exactly once.
    const charges = await db()
      .select()
      .from(transactions)
      .where(and(eq(transactions.transactionType, 'buy_activity'), sql`${transactions.userId} in (${payer.id}, ${last.id})`));
    expect(charges.map((t) => t.value)).toEqual([1000, 1000]);
  });
});

describe('competition groups: the per-kind creation limit under concurrency', () => {
  it('two admins creating (and re-kinding) groups in parallel for one player never pass the limit', async () => {
    const second = (await signedInUser(ctx.app, ['admin_role_competition_groups'])).headers;
    const owner = await db().transaction((tx) =>
      insertUser(
        tx,
        { email: `wlasciciel.${Date.now()}@example.pl`, firstName: 'Ola', lastName: 'Właścicielka' },
        { actorId: null },
      ),
    );
    await db()
      .insert(userLimitOverrides)
      .values({
        userId: owner.id,
        overrides: { [GROUP_LIMIT_FIELDS.create('local_group')]: 2, [GROUP_LIMIT_FIELDS.create('club')]: 2 },
      });
    const create = (h: H, i: number, kind = 'local_group') =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v2/admin/competition_groups',
        headers: h,
        payload: {
          competition_group: { name: `Grupa ${i}`, description: 'Opis', creator_id: owner.id, competition_group_type: kind },
        },
      });
    const club = await create(admin, 0, 'club');
    expect(club.statusCode, club.body).toBe(201);
    const clubId = body<{ id: number }>(club).data.id;

    const replies = await Promise.all([
      ...Array.from({ length: 12 }, (_, i) => create(i % 2 ? admin : second, i + 1)),
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/v2/admin/competition_groups/${clubId}`,
        headers: second,
        payload: { competition_group: { competition_group_type: 'local_group' } },
      }),
    ]);
    const codes = replies.map((r) => r.statusCode);
    expect(codes.filter((c) => c >= 500)).toEqual([]);
    expect(codes.filter((c) => c === 201 || c === 200)).toHaveLength(2);
    for (const r of replies.filter((x) => x.statusCode === 422))
      expect(body(r).error.message).toBe(groupMsg.createLimit('Grupa lokalna', 2));
    const owned = await db()
      .select({ n: count() })
      .from(competitionGroups)
      .where(and(eq(competitionGroups.creatorId, owner.id), eq(competitionGroups.competitionGroupType, 'local_group')));
    expect(owned[0].n).toBe(2);
  }, 60_000);
});
