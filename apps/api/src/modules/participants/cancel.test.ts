/**
 * Cancelling an activity with refunds (docs/decisions.md "Cancelling an activity, messaging its participants"): every
 * paid entry refunded once to the account it came from, linked to its purchase; cards, cash and free entries left
 * alone; the reserve list cleared; every participant told; a second or parallel cancel refunds and sends nothing;
 * the form and the bulk edit cancel the same way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { activityNoticeMsg, type ActivityCancelResult, type CheckoutResult, type Participant } from '@sportdesk/contract';
import {
  activities,
  activityNotificationDeliveries,
  audits,
  activityParticipants,
  outboxMessages,
  payments,
  transactionItems,
  transactions,
  users,
} from '../../db/schema/index';
import { body, createTestApp, signedInUser, type TestContext } from '../../test/app';
import { gatewayOf, signNotification, type GatewayNotification } from '../money/gateway';
import { moneyFixtures } from '../baskets/test-fixtures';
import { applyBulkPatch } from '../activities/bulk';
import { seedCatalogue, validActivity } from '../activities/test-fixtures';
import { insertRunActivity } from './test-fixtures';

let ctx: TestContext;
let admin: { authorization: string };
let fx: Awaited<ReturnType<typeof moneyFixtures>>;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signedInUser(ctx.app, ['admin_role_users', 'admin_role_activities', 'admin_role_transactions'])).headers;
  fx = await moneyFixtures(ctx.app);
});
afterAll(() => ctx.close());

type H = { authorization: string };
type Player = Awaited<ReturnType<typeof fx.player>>;
const db = () => ctx.database.db;
const addItem = (h: H, item: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/v2/basket_items', headers: h, payload: { basket_item: item } });
async function buy(p: Player, activityId: number, method: string) {
  const added = await addItem(p.headers, { activity_id: activityId, payment_method: method });
  expect(added.statusCode, added.body).toBe(201);
  const r = await ctx.app.inject({
    method: 'POST',
    url: '/api/v2/transactions/basket_transactions',
    headers: p.headers,
    payload: {},
  });
  expect(r.statusCode, r.body).toBe(201);
  return body<CheckoutResult>(r).data;
}
const adminAdd = async (userId: number, account: 'balance' | 'bonus', value: number) =>
  expect(
    (
      await ctx.app.inject({
        method: 'POST',
        url: `/api/v2/admin/users/${userId}/${account}_add`,
        headers: admin,
        payload: { [account]: { value } },
      })
    ).statusCode,
  ).toBe(200);
const staffAdd = async (activityId: number, userId: number, costs: boolean) => {
  const r = await ctx.app.inject({
    method: 'POST',
    url: `/api/v2/admin/activities/${activityId}/participants`,
    headers: admin,
    payload: { participant: { user_id: userId, costs } },
  });
  expect(r.statusCode, r.body).toBe(201);
  return body<{ participant: Participant; reserve: boolean }>(r).data;
};
const cancel = (
  activityId: number,
  payload: Record<string, unknown> = { reason: 'Awaria oświetlenia hali' },
  headers: H = admin,
) => ctx.app.inject({ method: 'POST', url: `/api/v2/admin/activities/${activityId}/cancel`, headers, payload });
const wallet = async (id: number) => {
  const [u] = await db().select().from(users).where(eq(users.id, id));
  return { main: u.accountBalance, bonus: u.accountBonusValue, deposit: u.accountDepositValue };
};
const secret = () => (gatewayOf(ctx.app.deps) as unknown as { secret: string }).secret;
const notify = (n: Omit<GatewayNotification, 'signature'>) =>
  ctx.app.inject({ method: 'POST', url: '/api/v2/payments/notify', payload: { ...n, signature: signNotification(secret(), n) } });
const refundsOf = (activityId: number) =>
  db()
    .select({ t: transactions, item: transactionItems })
    .from(transactions)
    .innerJoin(transactionItems, eq(transactionItems.transactionId, transactions.id))
    .where(and(eq(transactionItems.activityId, activityId), eq(transactionItems.itemType, 'refund')))
    .orderBy(transactions.id);
const mailsTo = (address: string) => db().select().from(outboxMessages).where(eq(outboxMessages.recipient, address));

/** An activity with every kind of entry: prepaid, bonus, online paid, online pending, cash, card, staff with and without costs, reserve. */
async function busyActivity() {
  const a = await fx.activity({
    price: 4000,
    maxPlayers: 8,
    reserveList: true,
    payByCash: true,
    payByBenefit: true,
    supplement: 1000,
  });
  const prepaid = await fx.player();
  await adminAdd(prepaid.user.id, 'balance', 100);
  await buy(prepaid, a.id, 'prepaid');
  const bonus = await fx.player();
  await adminAdd(bonus.user.id, 'bonus', 50);
  await buy(bonus, a.id, 'bonus_account');
  const online = await fx.player();
  const onlineDone = await buy(online, a.id, 'online_transfer');
  const [payment] = await db().select().from(payments).where(eq(payments.transactionId, onlineDone.transaction_id));
  const paidNow = await notify({ payment_id: payment.id, external_id: payment.externalId!, status: 'paid', amount: 4000 });
  expect(body<{ outcome: string }>(paidNow).data.outcome).toBe('paid');
  const pending = await fx.player();
  const pendingDone = await buy(pending, a.id, 'online_transfer');
  const [pendingPayment] = await db().select().from(payments).where(eq(payments.transactionId, pendingDone.transaction_id));
  const cash = await fx.player();
  await buy(cash, a.id, 'cash');
  const card = await fx.player({ benefitActive: true });
  await buy(card, a.id, 'benefit');
  const staffCosts = await fx.player();
  await adminAdd(staffCosts.user.id, 'balance', 40);
  await staffAdd(a.id, staffCosts.user.id, true);
  const staffFree = await fx.player({ phone: null });
  await staffAdd(a.id, staffFree.user.id, false);
  const reserve = await fx.player();
  expect((await staffAdd(a.id, reserve.user.id, false)).reserve).toBe(true);
  return { a, prepaid, bonus, online, pending, pendingPayment, cash, card, staffCosts, staffFree, reserve };
}

describe('POST admin/activities/{id}/cancel', () => {
  it('refunds every paid entry once to its account, links each refund, clears the reserve list and tells everyone', async () => {
    const w = await busyActivity();
    const all = [w.prepaid, w.bonus, w.online, w.pending, w.cash, w.card, w.staffCosts, w.staffFree, w.reserve];
    expect(await wallet(w.prepaid.user.id)).toEqual({ main: 6000, bonus: 0, deposit: 0 });
    expect(await wallet(w.bonus.user.id)).toEqual({ main: 0, bonus: 1000, deposit: 0 });
    const outboxBefore = (await db().select().from(outboxMessages)).length;

    const r = await cancel(w.a.id);
    expect(r.statusCode, r.body).toBe(200);
    const result = body<ActivityCancelResult>(r).data;
    expect(result).toMatchObject({
      canceled: true,
      refunded_total: 160,
      reserve_cleared: 1,
      pending_payments: 1,
      notified: 9,
      message: activityNoticeMsg.canceled,
    });
    expect(result.refunds.map((x) => [x.user_id, x.amount, x.account])).toEqual([
      [w.prepaid.user.id, 40, 'main'],
      [w.bonus.user.id, 40, 'bonus'],
      [w.online.user.id, 40, 'main'],
      [w.staffCosts.user.id, 40, 'main'],
    ]);
    // Exact wallets: back to what each put in; cash, card and free entries untouched.
    expect(await wallet(w.prepaid.user.id)).toEqual({ main: 10_000, bonus: 0, deposit: 0 });
    expect(await wallet(w.bonus.user.id)).toEqual({ main: 0, bonus: 5000, deposit: 0 });
    expect(await wallet(w.online.user.id)).toEqual({ main: 4000, bonus: 0, deposit: 0 });
    expect(await wallet(w.staffCosts.user.id)).toEqual({ main: 4000, bonus: 0, deposit: 0 });
    for (const p of [w.cash, w.card, w.staffFree, w.pending])
      expect(await wallet(p.user.id)).toEqual({ main: 0, bonus: 0, deposit: 0 });

    // Each refund a paid `refund` transaction linked to the purchase, with its before/after balances.
    const refunds = await refundsOf(w.a.id);
    expect(refunds).toHaveLength(4);
    for (const { t, item } of refunds) {
      expect(t).toMatchObject({ transactionType: 'refund', status: 'paid', value: 4000 });
      expect(t.originalTransactionId).not.toBeNull();
      const [original] = await db().select().from(transactions).where(eq(transactions.id, t.originalTransactionId!));
      expect(original).toMatchObject({ transactionType: 'buy_activity', userId: t.userId, status: 'paid' });
      expect(item.userId).toBe(t.userId);
      expect(t.mainAfter - t.mainBefore + t.bonusAfter - t.bonusBefore).toBe(4000);
    }
    // The refund's detail names its purchase.
    const detail = await ctx.app.inject({ method: 'GET', url: `/api/v2/admin/transactions/${refunds[0].t.id}`, headers: admin });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(body<{ original_transaction: { id: number } | null }>(detail).data.original_transaction?.id).toBe(
      refunds[0].t.originalTransactionId,
    );
    // The activity's transactions list shows them.
    const listed = await ctx.app.inject({
      method: 'GET',
      url: `/api/v2/admin/transactions?with_activity_id=${w.a.id}&search=true&limit=100`,
      headers: admin,
    });
    expect(
      body<{ rows: { transaction_type: string }[] }>(listed).data.rows.filter((t) => t.transaction_type === 'refund'),
    ).toHaveLength(4);

    // The activity is cancelled, the main list stays (cards, history), the reserve list is gone.
    const [row] = await db().select().from(activities).where(eq(activities.id, w.a.id));
    expect(row.canceled).toBe(true);
    const entries = await db().select().from(activityParticipants).where(eq(activityParticipants.activityId, w.a.id));
    expect(entries.filter((e) => e.reserve)).toEqual([]);
    expect(entries).toHaveLength(8);

    // Everyone (the reserve list too) gets an e-mail naming the activity, the reason and their refund; an SMS where a phone is known.
    for (const p of all) {
      const mails = (await mailsTo(p.user.email!)).filter((m) => m.subject?.startsWith('Odwołano zajęcia'));
      expect(mails, p.user.email!).toHaveLength(1);
      expect(mails[0].body).toContain('Siatkówka wieczorna');
      expect(mails[0].body).toContain('Powód: Awaria oświetlenia hali');
    }
    expect((await mailsTo(w.prepaid.user.email!)).find((m) => m.subject?.startsWith('Odwołano'))!.body).toContain(
      'Zwrot 40,00 zł na konto główne.',
    );
    expect((await mailsTo(w.bonus.user.email!)).find((m) => m.subject?.startsWith('Odwołano'))!.body).toContain(
      'Zwrot 40,00 zł na konto bonusowe.',
    );
    expect((await mailsTo(w.cash.user.email!)).find((m) => m.subject?.startsWith('Odwołano'))!.body).toContain('Bez zwrotu');
    const newOutbox = (await db().select().from(outboxMessages)).slice(outboxBefore);
    expect(newOutbox.filter((m) => m.channel === 'email')).toHaveLength(9);
    expect(newOutbox.filter((m) => m.channel === 'sms')).toHaveLength(8); // staffFree has no phone
    const log = await ctx.app.inject({ method: 'GET', url: `/api/v2/admin/activities/${w.a.id}/notifications`, headers: admin });
    const logRows = body<{ rows: { kind: string; status: string }[]; total: number }>(log).data;
    expect(logRows.total).toBe(17);
    expect(logRows.rows.every((x) => x.kind === 'cancel' && x.status === 'sent')).toBe(true);

    // Audited: the cancellation with its reason and who did it, the reserve list cleared, each refund transaction.
    const activityAudits = await db()
      .select()
      .from(audits)
      .where(and(eq(audits.auditableType, 'Activity'), eq(audits.auditableId, w.a.id)));
    expect(activityAudits.map((x) => x.comment)).toEqual(
      expect.arrayContaining(['Odwołano zajęcia. Powód: Awaria oświetlenia hali', 'Wyczyszczono listę rezerwową (1)']),
    );
    const refundAudits = await db()
      .select()
      .from(audits)
      .where(
        and(
          eq(audits.auditableType, 'Transaction'),
          inArray(
            audits.auditableId,
            refunds.map((x) => x.t.id),
          ),
        ),
      );
    expect(refundAudits.filter((x) => x.action === 'create')).toHaveLength(4);

    // A second cancel refunds nothing and sends nothing.
    const again = await cancel(w.a.id);
    expect(again.statusCode).toBe(200);
    expect(body<ActivityCancelResult>(again).data).toMatchObject({ canceled: false, refunds: [], notified: 0 });
    expect(await refundsOf(w.a.id)).toHaveLength(4);
    expect((await db().select().from(outboxMessages)).length).toBe(outboxBefore + 17);

    // The payment still open at the cancel is refunded when it is confirmed.
    const late = await notify({
      payment_id: w.pendingPayment.id,
      external_id: w.pendingPayment.externalId!,
      status: 'paid',
      amount: 4000,
    });
    expect(body<{ outcome: string }>(late).data.outcome).toBe('paid');
    expect(await wallet(w.pending.user.id)).toEqual({ main: 4000, bonus: 0, deposit: 0 });
    expect(await refundsOf(w.a.id)).toHaveLength(5);

    // Removing a refunded entry "with costs" afterwards gives nothing back a second time.
    const staffEntry = entries.find((e) => e.userId === w.staffCosts.user.id)!;
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v2/admin/activities/${w.a.id}/participants/${staffEntry.id}?costs=true`,
      headers: admin,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await wallet(w.staffCosts.user.id)).toEqual({ main: 4000, bonus: 0, deposit: 0 });
    // Nor does the player's own resignation.
    const prepaidEntry = entries.find((e) => e.userId === w.prepaid.user.id)!;
    const resigned = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v2/users/current/participations/${prepaidEntry.id}`,
      headers: w.prepaid.headers,
    });
    expect(resigned.statusCode, resigned.body).toBe(200);
    expect(await wallet(w.prepaid.user.id)).toEqual({ main: 10_000, bonus: 0, deposit: 0 });
  }, 60_000);

  it('10 parallel cancels refund once: one set of refund transactions, one notice', async () => {
    const a = await fx.activity({ price: 2500, maxPlayers: 10 });
    const players: Player[] = [];
    for (let i = 0; i < 4; i++) {
      const p = await fx.player();
      await adminAdd(p.user.id, 'balance', 25);
      await buy(p, a.id, 'prepaid');
      players.push(p);
    }
    const replies = await Promise.all(Array.from({ length: 10 }, () => cancel(a.id)));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const results = replies.map((r) => body<ActivityCancelResult>(r).data);
    expect(results.filter((x) => x.canceled)).toHaveLength(1);
    expect(results.find((x) => x.canceled)!.refunded_total).toBe(100);
    const refunds = await refundsOf(a.id);
    expect(refunds).toHaveLength(4);
    expect(refunds.reduce((s, x) => s + x.t.value, 0)).toBe(10_000);
    for (const p of players) expect(await wallet(p.user.id)).toEqual({ main: 2500, bonus: 0, deposit: 0 });
    const ids = players.map((p) => p.user.id);
    const all = await db().select().from(transactions).where(inArray(transactions.userId, ids));
    expect(all.filter((t) => t.transactionType === 'refund')).toHaveLength(4);
    // The ledger holds for each player: Σ (after − before) = the wallet.
    for (const p of players) {
      const own = all.filter((t) => t.userId === p.user.id);
      expect(own.reduce((s, t) => s + t.mainAfter - t.mainBefore, 0)).toBe((await wallet(p.user.id)).main);
    }
    const deliveries = await db()
      .select()
      .from(activityNotificationDeliveries)
      .where(eq(activityNotificationDeliveries.activityId, a.id));
    expect(deliveries).toHaveLength(8); // 4 players × e-mail and SMS, once
  }, 60_000);

  it('the form and the bulk edit cancel through the same path: refunds, reserve list, notices', async () => {
    const cat = await seedCatalogue(db());
    const form = { max_players: 1, min_players: 1, reserved_spots: 0, reserve_list: true, price: 30 };
    const viaForm = await insertRunActivity(db(), cat, form);
    const p1 = await fx.player();
    await adminAdd(p1.user.id, 'balance', 30);
    await staffAdd(viaForm.id, p1.user.id, true);
    const waiting = await fx.player();
    expect((await staffAdd(viaForm.id, waiting.user.id, false)).reserve).toBe(true);
    const save = () =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/v2/admin/activities/${viaForm.id}`,
        headers: admin,
        payload: { activity: validActivity(cat, { ...form, canceled: true }) },
      });
    const patched = await save();
    expect(patched.statusCode, patched.body).toBe(200);
    expect(await wallet(p1.user.id)).toEqual({ main: 3000, bonus: 0, deposit: 0 });
    expect(await refundsOf(viaForm.id)).toHaveLength(1);
    expect(
      (await db().select().from(activityParticipants).where(eq(activityParticipants.activityId, viaForm.id))).map(
        (e) => e.userId,
      ),
    ).toEqual([p1.user.id]);
    for (const p of [p1, waiting])
      expect((await mailsTo(p.user.email!)).filter((m) => m.subject?.startsWith('Odwołano'))).toHaveLength(1);
    // Saving the cancelled activity again changes nothing.
    expect((await save()).statusCode).toBe(200);
    expect(await refundsOf(viaForm.id)).toHaveLength(1);
    expect(await wallet(p1.user.id)).toEqual({ main: 3000, bonus: 0, deposit: 0 });

    const viaBulk = await fx.activity({ price: 2000 });
    const p2 = await fx.player();
    await adminAdd(p2.user.id, 'bonus', 20);
    await buy(p2, viaBulk.id, 'bonus_account');
    await applyBulkPatch(ctx.app.deps, viaBulk.id, { canceled: true }, null);
    await applyBulkPatch(ctx.app.deps, viaBulk.id, { canceled: true }, null);
    expect(await wallet(p2.user.id)).toEqual({ main: 0, bonus: 2000, deposit: 0 });
    expect(await refundsOf(viaBulk.id)).toHaveLength(1);
    expect((await mailsTo(p2.user.email!)).filter((m) => m.subject?.startsWith('Odwołano'))).toHaveLength(1);
  }, 60_000);

  it('checks the role before the body, bounds the reason, 404 for a missing activity', async () => {
    const a = await fx.activity();
    const outsider = (await signedInUser(ctx.app, ['admin_role_users'])).headers;
    const forbidden = await cancel(a.id, { reason: 'x'.repeat(10_000) }, outsider);
    expect(forbidden.statusCode).toBe(403);
    const anonymous = await ctx.app.inject({ method: 'POST', url: `/api/v2/admin/activities/${a.id}/cancel`, payload: {} });
    expect(anonymous.statusCode).toBe(401);
    const long = await cancel(a.id, { reason: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(body(long).error.fields).toEqual({ reason: 'Za długi tekst' });
    const nul = await cancel(a.id, { reason: 'a\u0000b' });
    expect(nul.statusCode).toBe(400);
    expect(Object.keys(body(nul).error.fields ?? {})).toEqual(['reason']);
    expect((await cancel(2_000_000_000)).statusCode).toBe(404);
    const [row] = await db().select().from(activities).where(eq(activities.id, a.id));
    expect(row.canceled).toBe(false);
    const noBody = await ctx.app.inject({ method: 'POST', url: `/api/v2/admin/activities/${a.id}/cancel`, headers: admin });
    expect(noBody.statusCode, noBody.body).toBe(200);
    expect(body<ActivityCancelResult>(noBody).data).toMatchObject({ canceled: true, refunds: [], notified: 0 });
    const noReason = await cancel(a.id, {});
    expect(noReason.statusCode, noReason.body).toBe(200);
    expect(body<ActivityCancelResult>(noReason).data).toMatchObject({ canceled: false, refunds: [], notified: 0 });
  });
});
