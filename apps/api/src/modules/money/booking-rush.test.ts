/**
 * The booking rush at CI size: many players with money in their main accounts press 'Zapisz się' on the last
 * places at once (each adds the activity to the basket and checks out from the wallet, all in parallel): exact on
 * both databases. The full-size run (1,000 players, live watchers, the back office's reply times) is a bench's job.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { basketSpotsMessage, msg } from '@sportdesk/contract';
import { activities, activityParticipants, transactionItems, transactions, users } from '../../db/schema/index';
import { body, createTestApp, type TestContext } from '../../test/app';
import { moneyFixtures } from '../baskets/test-fixtures';

let ctx: TestContext;
let fx: Awaited<ReturnType<typeof moneyFixtures>>;
beforeAll(async () => {
  ctx = await createTestApp();
  fx = await moneyFixtures(ctx.app);
});
afterAll(() => ctx.close());

const PLAYERS = 60;
const PLACES = 5;
const BALANCE = 10_000; // 100 zł each, in grosze
const PRICE = 4_000;

describe('booking rush (60 players, 5 places with a reserve list, all at once)', () => {
  it('puts exactly 5 on the main list, charges exactly them once, refuses the rest in Polish, and keeps the money whole', async () => {
    const activity = await fx.activity({ maxPlayers: PLACES, price: PRICE, reserveList: true });
    const players = await Promise.all(Array.from({ length: PLAYERS }, () => fx.player({ accountBalance: BALANCE })));
    const ids = players.map((p) => p.user.id);
    const inject = (h: { authorization: string }, method: 'POST', url: string, payload: unknown) =>
      ctx.app.inject({ method, url, headers: h, payload: payload as Record<string, unknown> });

    // Every player's own request: the basket, then the checkout — all players at the same time.
    const replies = await Promise.all(
      players.map(async (p) => {
        const added = await inject(p.headers, 'POST', '/api/v2/basket_items', {
          basket_item: { activity_id: activity.id, payment_method: 'prepaid' },
        });
        if (added.statusCode !== 201) return { step: 'basket', reply: added };
        return { step: 'checkout', reply: await inject(p.headers, 'POST', '/api/v2/transactions/basket_transactions', {}) };
      }),
    );

    // No 5xx; every refusal a 422 with one of the product's Polish messages.
    // The places are gone (the basket or the checkout says so, with the count it saw) — or a fixed message.
    const polish = new Set<string>([...Object.values(msg), basketSpotsMessage(0)]);
    for (const { reply } of replies) {
      expect(reply.statusCode, reply.body).toBeLessThan(500);
      if (reply.statusCode >= 400) {
        expect(reply.statusCode, reply.body).toBe(422);
        expect(polish.has(body(reply).error.message), body(reply).error.message).toBe(true);
      }
    }
    const booked = replies.filter((r) => r.step === 'checkout' && r.reply.statusCode === 201);
    expect(booked).toHaveLength(PLACES);

    // Exactly 5 on the main list, none twice; the activity's counter agrees.
    const db = ctx.database.db;
    const entries = await db.select().from(activityParticipants).where(eq(activityParticipants.activityId, activity.id));
    const main = entries.filter((e) => !e.reserve);
    expect(main).toHaveLength(PLACES);
    expect(new Set(main.map((e) => e.userId)).size).toBe(PLACES);
    const [after] = await db.select().from(activities).where(eq(activities.id, activity.id));
    expect(after.participantsCount).toBe(PLACES);

    // Money: exactly the main-list players charged, once each, one paid transaction each, for the price.
    const paid = await db
      .select({ userId: transactions.userId, value: transactions.value, n: sql<number>`count(*)::int` })
      .from(transactions)
      .innerJoin(transactionItems, eq(transactionItems.transactionId, transactions.id))
      .where(and(eq(transactionItems.activityId, activity.id), eq(transactions.status, 'paid')))
      .groupBy(transactions.userId, transactions.value);
    expect(paid.map((t) => t.userId).sort()).toEqual(main.map((e) => e.userId).sort());
    expect(paid.every((t) => t.n === 1 && t.value === PRICE)).toBe(true);
    const wallets = await db.select({ id: users.id, balance: users.accountBalance }).from(users).where(inArray(users.id, ids));
    const charged = new Set(main.map((e) => e.userId));
    for (const w of wallets) expect(w.balance, `gracz ${w.id}`).toBe(charged.has(w.id) ? BALANCE - PRICE : BALANCE);
    // The sum of the wallets plus the revenue is what the players had.
    const revenue = paid.reduce((s, t) => s + t.value, 0);
    expect(wallets.reduce((s, w) => s + w.balance, 0) + revenue).toBe(PLAYERS * BALANCE);
  });
});
