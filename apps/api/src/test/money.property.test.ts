/**
 * The money property (docs/decisions.md "Money"): random short sequences of wallet operations (admin add / delete,
 * player top-ups), purchases with and without codes (prepaid, bonus, online, card, cash), the staff's adds and removals
 * (with and without costs), players' resignations, and gateway notifications (paid, cancelled, wrong amount, repeated,
 * in parallel). After every step:
 *
 * - no account (main, bonus, deposit) is below 0;
 * - each player's ledger holds: the sum of (after − before) over their transactions equals each wallet column;
 * - the money identity: Σ wallets + revenue − refunds = money put in, where
 *     revenue  = Σ value of the wallet-paid items (prepaid, bonus) of every `buy_activity` transaction (checkouts,
 *                staff charges, reserve promotions) — the wallet is debited when the transaction is written,
 *     refunds  = Σ value of `refund` (cancelled checkout) and `resign_activity` (resignation, removal with costs),
 *     put in   = Σ paid `balance_add` / `bonus_add` / `deposit_add` − Σ paid `…_delete` (admin operations and
 *                players' top-ups once the gateway says paid), and it equals what the test itself put in;
 * - nobody gets back more than they paid (refunds ≤ wallet-paid items + paid online parts, per player);
 * - each resignation refunds what the place was paid (with its code), never the list price;
 * - the gateway: a payment is paid / cancelled exactly when its transaction is, each paid once, for its amount;
 * - spots: `participants_count` equals the list and never exceeds max_players − reserved_spots; a code's
 *   usage_count equals its usages and a limit-1 code is used at most once.
 *
 * The seed is fresh on every run and printed (replay: FC_SEED=<seed>); bounded to a few hundred steps in all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Basket, BasketPaymentMethod, ResignResult } from '@sportdesk/contract';
import {
  activities,
  activityParticipants,
  basketItems,
  payments,
  promoCodes,
  promoCodeUsages,
  transactionItems,
  transactions,
  users,
} from '../db/schema/index';
import { body, createTestApp, signedInUser, type TestContext } from './app';
import { propertySeed } from './property-seed';
import { moneyFixtures } from '../modules/baskets/test-fixtures';
import { gatewayOf, signNotification } from '../modules/money/gateway';

const SEED = propertySeed('money');
/** 15 runs (well under a minute on PGlite); `FC_RUNS` raises it for a longer hunt. */
const RUNS = Number(process.env.FC_RUNS) || 15;

let ctx: TestContext;
let admin: { authorization: string };
let fx: Awaited<ReturnType<typeof moneyFixtures>>;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signedInUser(ctx.app, ['admin_role_users', 'admin_role_activities'])).headers;
  fx = await moneyFixtures(ctx.app);
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const num = (v: unknown) => Number(v ?? 0);
const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

type CodeKind = 'none' | 'perc' | 'pln' | 'limited';
type Op =
  | { k: 'admin'; user: number; account: 'balance' | 'bonus' | 'deposit'; dir: 'add' | 'delete'; amount: number }
  | { k: 'topup'; user: number; amount: number }
  | { k: 'buy'; user: number; items: { activity: number; method: BasketPaymentMethod; code: CodeKind }[] }
  | { k: 'notify'; pick: number; status: 'paid' | 'canceled'; wrong: boolean; copies: number }
  | { k: 'resign'; user: number; pick: number }
  | { k: 'staffAdd'; user: number; activity: number; costs: boolean }
  | { k: 'staffRemove'; pick: number; costs: boolean }
  /** Two operations of the two players at once (purchases, resignations, the staff's adds and removals, wallet). */
  | { k: 'together'; ops: [Op, Op] };

const user = fc.integer({ min: 0, max: 1 });
const activity = fc.integer({ min: 0, max: 1 });
const single: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      k: fc.constant('admin' as const),
      user,
      account: fc.constantFrom('balance' as const, 'bonus' as const, 'deposit' as const),
      dir: fc.constantFrom('add' as const, 'add' as const, 'delete' as const),
      amount: fc.integer({ min: 1, max: 6000 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('topup' as const), user, amount: fc.integer({ min: 100, max: 5000 }) }) },
  {
    weight: 5,
    arbitrary: fc.record({
      k: fc.constant('buy' as const),
      user,
      // One or two places in one basket (a mixed basket: part from the wallet, part online).
      items: fc.uniqueArray(
        fc.record({
          activity,
          method: fc.constantFrom<BasketPaymentMethod>(
            'prepaid',
            'prepaid',
            'bonus_account',
            'online_transfer',
            'benefit',
            'cash',
          ),
          code: fc.constantFrom<CodeKind>('none', 'perc', 'pln', 'limited'),
        }),
        { minLength: 1, maxLength: 2, selector: (i) => i.activity },
      ),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      k: fc.constant('notify' as const),
      pick: fc.nat(20),
      status: fc.constantFrom('paid' as const, 'paid' as const, 'canceled' as const),
      wrong: fc.boolean(),
      copies: fc.integer({ min: 1, max: 2 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('resign' as const), user, pick: fc.nat(5) }) },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('staffAdd' as const), user, activity, costs: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('staffRemove' as const), pick: fc.nat(5), costs: fc.boolean() }) },
);
const racing = single.filter((o) => o.k !== 'notify' && o.k !== 'topup');
const withUser = (o: Op, n: number): Op => ('user' in o ? { ...o, user: n } : o);
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 9, arbitrary: single },
  {
    weight: 1,
    arbitrary: fc.tuple(racing, racing).map(([a, b]): Op => ({ k: 'together', ops: [withUser(a, 0), withUser(b, 1)] })),
  },
);
const world = fc.record({
  prices: fc.tuple(fc.constantFrom(0, 5, 1999, 4001, 2550), fc.constantFrom(5, 1999, 4001, 2550)),
  spots: fc.tuple(fc.integer({ min: 1, max: 2 }), fc.integer({ min: 1, max: 2 })),
  perc: fc.integer({ min: 1, max: 10_000 }),
  pln: fc.integer({ min: 1, max: 6000 }),
  ops: fc.array(op, { minLength: 3, maxLength: 12 }),
});

let codeSeq = 0;
const SUPPLEMENT = 750;

/** What the basket must show for an item: price (or the card supplement) less the code, half up for a percentage. */
function expectedValue(price: number, method: BasketPaymentMethod, code: { valueType: string; value: number } | null) {
  const base = method === 'benefit' ? SUPPLEMENT : price;
  if (!code) return base;
  const discount =
    code.valueType === 'perc' ? Math.min(base, Math.floor((base * code.value + 5000) / 10_000)) : Math.min(base, code.value);
  return base - discount;
}

describe('money: random sequences keep wallets ≥ 0 and the ledger balanced', () => {
  it('top-ups, purchases with and without codes, resignations, refunds and notifications', async () => {
    const secret = (gatewayOf(ctx.app.deps) as unknown as { secret: string }).secret;
    const started = Date.now();
    let steps = 0;
    await fc.assert(
      fc.asyncProperty(world, async (w) => {
        // A fresh little world per run: two players, two activities with a reserve list, three codes.
        const players = [await fx.player({ benefitActive: true }), await fx.player({ benefitActive: true })];
        const userIds = players.map((p) => p.user.id);
        const acts = [];
        for (let i = 0; i < 2; i++)
          acts.push(
            await fx.activity({
              price: w.prices[i],
              maxPlayers: w.spots[i],
              reserveList: true,
              payByBenefit: true,
              payByCash: true,
              supplement: SUPPLEMENT,
            }),
          );
        const activityIds = acts.map((a) => a.id);
        const code = async (extra: Partial<typeof promoCodes.$inferInsert>) =>
          (
            await db()
              .insert(promoCodes)
              .values({
                name: 'Kod właściwości',
                prefix: 'PW',
                code: `PW${Date.now().toString(36).toUpperCase()}X${++codeSeq}`,
                activeFrom: '2000-01-01',
                activeTo: '2999-12-31',
                value: 1000,
                ...extra,
              })
              .returning()
          )[0];
        const codes = {
          perc: await code({ valueType: 'perc', value: w.perc, unlimited: true, unlimitedUsageByUser: true }),
          pln: await code({ valueType: 'pln', value: w.pln, unlimited: true, unlimitedUsageByUser: true }),
          limited: await code({ valueType: 'perc', value: 1000, limitOfUsage: 1 }),
        };
        const codeIds = Object.values(codes).map((c) => c.id);

        let putIn = 0; // what the test put in (admin operations answered 200, top-ups the gateway paid)
        let paidOutcomes = 0;
        /** What each place bought at checkout was paid, by participant entry id (grosze, wallet or online). */
        const paidFor = new Map<number, number>();

        const step = async (o: Op, racing = false): Promise<void> => {
          steps++;
          if (o.k === 'together') {
            await Promise.all(o.ops.map((x) => step(x, true)));
          } else if (o.k === 'admin') {
            const r = await ctx.app.inject({
              method: 'POST',
              url: `/api/v2/admin/users/${userIds[o.user]}/${o.account}_${o.dir}`,
              headers: admin,
              payload: { [o.account]: { value: o.amount / 100 } },
            });
            expect([200, 422], r.body).toContain(r.statusCode);
            if (r.statusCode === 200) putIn += o.dir === 'add' ? o.amount : -o.amount;
          } else if (o.k === 'topup') {
            const r = await ctx.app.inject({
              method: 'POST',
              url: '/api/v2/users/current/wallet/top_up',
              headers: players[o.user].headers,
              payload: { top_up: { value: o.amount / 100 } },
            });
            // 429: the route's rate limit (20 a minute) on a long hunt; nothing is started then.
            expect([201, 429], r.body).toContain(r.statusCode);
          } else if (o.k === 'buy') {
            const h = players[o.user].headers;
            await db().delete(basketItems).where(eq(basketItems.userId, userIds[o.user]));
            let basket: Basket | undefined;
            for (const it of o.items) {
              const chosen = it.code === 'none' ? null : codes[it.code];
              const added = await ctx.app.inject({
                method: 'POST',
                url: '/api/v2/basket_items',
                headers: h,
                payload: {
                  basket_item: { activity_id: activityIds[it.activity], payment_method: it.method, promo_code: chosen?.code },
                },
              });
              expect(added.statusCode, added.body).toBe(201);
              basket = body<Basket>(added).data;
              const item = basket.items.find((x) => x.activity.id === activityIds[it.activity])!;
              // A second use of the limited code in the same basket is flagged; otherwise the value is the model's.
              if (item.errors.length === 0)
                expect(Math.round(item.value * 100), `basket value ${JSON.stringify(it)}`).toBe(
                  expectedValue(w.prices[it.activity], it.method, chosen),
                );
            }
            const r = await ctx.app.inject({
              method: 'POST',
              url: '/api/v2/transactions/basket_transactions',
              headers: h,
              payload: {},
            });
            expect([201, 422], r.body).toContain(r.statusCode);
            if (r.statusCode === 201)
              for (const it of o.items) {
                const item = basket!.items.find((x) => x.activity.id === activityIds[it.activity])!;
                const [entry] = await db()
                  .select()
                  .from(activityParticipants)
                  .where(
                    and(
                      eq(activityParticipants.activityId, activityIds[it.activity]),
                      eq(activityParticipants.userId, userIds[o.user]),
                    ),
                  );
                if (['prepaid', 'bonus_account', 'online_transfer'].includes(it.method))
                  paidFor.set(entry.id, Math.round(item.value * 100));
              }
          } else if (o.k === 'notify') {
            const all = await db()
              .select({ p: payments, t: transactions })
              .from(payments)
              .innerJoin(transactions, eq(transactions.id, payments.transactionId))
              .where(inArray(transactions.userId, userIds))
              .orderBy(asc(payments.id));
            if (!all.length) return;
            const { p, t } = all[o.pick % all.length];
            const n = {
              payment_id: p.id,
              external_id: p.externalId ?? '',
              status: o.status,
              amount: o.wrong ? p.amount + 1 : p.amount,
            };
            const replies = await Promise.all(
              Array.from({ length: o.copies }, () =>
                ctx.app.inject({
                  method: 'POST',
                  url: '/api/v2/payments/notify',
                  payload: { ...n, signature: signNotification(secret, n) },
                }),
              ),
            );
            const outcomes = replies.map((r) =>
              r.statusCode === 200 ? body<{ outcome: string }>(r).data.outcome : r.statusCode,
            );
            if (p.status !== 'pending') expect(outcomes.every((x) => x === 'duplicate')).toBe(true);
            else if (o.status === 'paid' && o.wrong) expect(outcomes.every((x) => x === 422)).toBe(true);
            else {
              expect(outcomes.filter((x) => x === o.status)).toHaveLength(1);
              expect(outcomes.filter((x) => x !== o.status).every((x) => x === 'duplicate')).toBe(true);
            }
            if (outcomes.includes('paid')) {
              paidOutcomes++;
              if (t.transactionType === 'balance_add') putIn += p.amount;
            }
          } else if (o.k === 'resign') {
            const entries = await db()
              .select()
              .from(activityParticipants)
              .where(and(eq(activityParticipants.userId, userIds[o.user]), inArray(activityParticipants.activityId, activityIds)))
              .orderBy(asc(activityParticipants.id));
            if (!entries.length) return;
            const entry = entries[o.pick % entries.length];
            const r = await ctx.app.inject({
              method: 'DELETE',
              url: `/api/v2/users/current/participations/${entry.id}`,
              headers: players[o.user].headers,
            });
            // Racing the staff's removal of the same entry, one of the two finds it gone (404).
            expect(racing ? [200, 404, 422] : [200, 422], r.body).toContain(r.statusCode);
            if (r.statusCode === 200 && paidFor.has(entry.id) && !entry.reserve)
              expect(Math.round(body<ResignResult>(r).data.refund.amount * 100), 'refund = what was paid').toBe(
                paidFor.get(entry.id),
              );
          } else if (o.k === 'staffAdd') {
            const r = await ctx.app.inject({
              method: 'POST',
              url: `/api/v2/admin/activities/${activityIds[o.activity]}/participants`,
              headers: admin,
              payload: { participant: { user_id: userIds[o.user], costs: o.costs } },
            });
            expect([201, 409, 422], r.body).toContain(r.statusCode);
          } else {
            const entries = await db()
              .select()
              .from(activityParticipants)
              .where(inArray(activityParticipants.activityId, activityIds))
              .orderBy(asc(activityParticipants.id));
            if (!entries.length) return;
            const entry = entries[o.pick % entries.length];
            const r = await ctx.app.inject({
              method: 'DELETE',
              url: `/api/v2/admin/activities/${entry.activityId}/participants/${entry.id}?costs=${o.costs}`,
              headers: admin,
            });
            expect(racing ? [200, 404] : [200], r.body).toContain(r.statusCode);
          }
        };

        const check = async (label: string) => {
          const wallets = await db().select().from(users).where(inArray(users.id, userIds));
          const txs = await db().select().from(transactions).where(inArray(transactions.userId, userIds));
          const items = await db()
            .select({ i: transactionItems, t: transactions })
            .from(transactionItems)
            .innerJoin(transactions, eq(transactions.id, transactionItems.transactionId))
            .where(inArray(transactions.userId, userIds));
          for (const u of wallets) {
            expect(
              Math.min(u.accountBalance, u.accountBonusValue, u.accountDepositValue),
              `${label}: wallet ≥ 0`,
            ).toBeGreaterThanOrEqual(0);
            const mine = txs.filter((t) => t.userId === u.id);
            expect(
              [
                sum(mine.map((t) => t.mainAfter - t.mainBefore)),
                sum(mine.map((t) => t.bonusAfter - t.bonusBefore)),
                sum(mine.map((t) => t.depositAfter - t.depositBefore)),
              ],
              `${label}: ledger of user ${u.id}`,
            ).toEqual([u.accountBalance, u.accountBonusValue, u.accountDepositValue]);
          }
          const walletFunded = (userId?: number) =>
            sum(
              items
                .filter(
                  ({ i, t }) =>
                    t.transactionType === 'buy_activity' &&
                    ['prepaid', 'bonus_account'].includes(i.paymentMethod) &&
                    (userId === undefined || t.userId === userId),
                )
                .map(({ i }) => i.value),
            );
          const refundsOf = (userId?: number) =>
            sum(
              txs
                .filter(
                  (t) =>
                    ['refund', 'resign_activity'].includes(t.transactionType) && (userId === undefined || t.userId === userId),
                )
                .map((t) => t.value),
            );
          const adds = sum(txs.filter((t) => /_add$/.test(t.transactionType) && t.status === 'paid').map((t) => t.value));
          const deletes = sum(txs.filter((t) => /_delete$/.test(t.transactionType) && t.status === 'paid').map((t) => t.value));
          const walletTotal = sum(wallets.map((u) => u.accountBalance + u.accountBonusValue + u.accountDepositValue));
          expect(adds - deletes, `${label}: money put in`).toBe(putIn);
          expect(walletTotal + walletFunded() - refundsOf(), `${label}: Σ wallets + revenue − refunds = put in`).toBe(putIn);
          for (const id of userIds) {
            const onlinePaid = sum(
              txs
                .filter((t) => t.userId === id && t.transactionType === 'buy_activity' && t.status === 'paid')
                .map((t) => t.onlineValue),
            );
            expect(refundsOf(id), `${label}: refunds of ${id} ≤ paid`).toBeLessThanOrEqual(walletFunded(id) + onlinePaid);
          }
          for (const t of txs.filter((x) => x.transactionType === 'buy_activity')) {
            const mine = items.filter(({ i }) => i.transactionId === t.id).map(({ i }) => i);
            expect(t.value, `${label}: transaction ${t.id} value`).toBe(sum(mine.map((i) => i.value)));
            const byMethod = (m: string) => sum(mine.filter((i) => i.paymentMethod === m).map((i) => i.value));
            expect([t.mainBefore - t.mainAfter, t.bonusBefore - t.bonusAfter], `${label}: transaction ${t.id} debit`).toEqual([
              byMethod('prepaid'),
              byMethod('bonus_account'),
            ]);
          }

          const pays = await db()
            .select({ p: payments, t: transactions })
            .from(payments)
            .innerJoin(transactions, eq(transactions.id, payments.transactionId))
            .where(inArray(transactions.userId, userIds));
          const statusOf = { pending: 'unpaid', paid: 'paid', canceled: 'canceled' } as Record<string, string>;
          for (const { p, t } of pays) {
            expect(t.status, `${label}: payment ${p.id}`).toBe(statusOf[p.status]);
            expect(p.amount).toBe(t.onlineValue);
          }
          expect(pays.filter(({ p }) => p.status === 'paid')).toHaveLength(paidOutcomes);

          const acts = await db().select().from(activities).where(inArray(activities.id, activityIds));
          const entries = await db()
            .select()
            .from(activityParticipants)
            .where(inArray(activityParticipants.activityId, activityIds));
          for (const a of acts) {
            const onList = entries.filter((e) => e.activityId === a.id && !e.reserve).length;
            expect(a.participantsCount, `${label}: count of activity ${a.id}`).toBe(onList);
            expect(onList, `${label}: activity ${a.id} overbooked`).toBeLessThanOrEqual(a.maxPlayers - a.reservedSpots);
          }
          const codeRows = await db().select().from(promoCodes).where(inArray(promoCodes.id, codeIds));
          const usages = await db()
            .select({ id: promoCodeUsages.promoCodeId, n: sql<number>`count(*)::int` })
            .from(promoCodeUsages)
            .where(inArray(promoCodeUsages.promoCodeId, codeIds))
            .groupBy(promoCodeUsages.promoCodeId);
          for (const c of codeRows)
            expect(c.usageCount, `${label}: code ${c.code}`).toBe(num(usages.find((u) => u.id === c.id)?.n));
          expect(codeRows.find((c) => c.id === codes.limited.id)!.usageCount).toBeLessThanOrEqual(1);
        };

        for (const [i, o] of w.ops.entries()) {
          await step(o);
          await check(`step ${i + 1} ${JSON.stringify(o)}`);
        }
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    console.log(`[fast-check] money: ${RUNS} runs, ${steps} steps in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }, 240_000);
});
