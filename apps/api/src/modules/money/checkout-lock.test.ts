/**
 * The checkout's lock on the activity (PostgreSQL, where checkouts run side by side): a basket without codes takes
 * it at the end of its transaction, around the place count, after the money is written; a place taken while it
 * waited is refused with the basket's message, and an activity edited meanwhile is checked out again with the
 * lock first (the new price charged). On PGlite transactions run one at a time, so there is nothing to wait for.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { basketSpotsMessage } from '@sportdesk/contract';
import { transactions, users } from '../../db/schema/index';
import { body, createTestApp, type TestContext } from '../../test/app';
import { usePostgres } from '../../test/db-target';
import { moneyFixtures } from '../baskets/test-fixtures';

let ctx: TestContext;
let fx: Awaited<ReturnType<typeof moneyFixtures>>;
beforeAll(async () => {
  ctx = await createTestApp();
  fx = await moneyFixtures(ctx.app);
});
afterAll(() => ctx.close());

const BALANCE = 10_000;
const PRICE = 4_000;

/** Another session holding the activity's row lock until `release` (`run` runs in its transaction). */
async function holdActivity(activityId: number) {
  const client = new pg.Client({ connectionString: ctx.database.connectionString });
  await client.connect();
  await client.query('BEGIN');
  // As another checkout holds it.
  await client.query('SELECT id FROM activities WHERE id = $1 FOR NO KEY UPDATE', [activityId]);
  return {
    run: (text: string, values: unknown[]) => client.query(text, values),
    release: async () => {
      await client.query('COMMIT');
      await client.end();
    },
  };
}

/** A statement on a connection of its own (to watch the others). */
async function watch<R extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: ctx.database.connectionString });
  await client.connect();
  try {
    return (await client.query<R>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** The backend of the checkout waiting for a lock, once it waits (the holder's own backend aside). */
async function waitingCheckout() {
  for (let i = 0; i < 200; i++) {
    const rows = await watch<{ pid: number; query: string }>(
      `SELECT pid, query FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    if (rows.length) return rows[0];
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('no checkout waited for the lock');
}

describe.skipIf(!usePostgres())('the checkout locks the activity last (PostgreSQL)', () => {
  /** A player with the activity in the basket (before the lock: the basket's row keys the activity's row). */
  const playerWith = async (activityId: number) => {
    const p = await fx.player({ accountBalance: BALANCE });
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/basket_items',
      headers: p.headers,
      payload: { basket_item: { activity_id: activityId, payment_method: 'prepaid' } },
    });
    expect(added.statusCode, added.body).toBe(201);
    return p;
  };
  const checkout = (p: { headers: Record<string, string> }) =>
    ctx.app.inject({ method: 'POST', url: '/api/v2/transactions/basket_transactions', headers: p.headers, payload: {} });

  it('waits for the activity with the money already written, and books once it has it', async () => {
    const activity = await fx.activity({ maxPlayers: 2, price: PRICE, reserveList: true });
    const player = await playerWith(activity.id);
    const holder = await holdActivity(activity.id);
    const reply = checkout(player);
    const waiting = await waitingCheckout();
    // The activities' read under their lock (the statement's text as pg_stat_activity keeps it, cut at 1 KiB).
    expect(waiting.query).toMatch(/^select "activities"\."id"/);
    // While it waits for the activity, its transaction has already written the transaction row.
    const held = await watch<{ relname: string; mode: string }>(
      `SELECT c.relname, l.mode FROM pg_locks l JOIN pg_class c ON c.oid = l.relation WHERE l.pid = $1 AND l.granted`,
      [waiting.pid],
    );
    expect(held).toContainEqual({ relname: 'transactions', mode: 'RowExclusiveLock' });
    await holder.release();
    const done = await reply;
    expect(done.statusCode, done.body).toBe(201);
    const [wallet] = await ctx.database.db.select().from(users).where(eq(users.id, player.user.id));
    expect(wallet.accountBalance).toBe(BALANCE - PRICE);
  });

  it('refuses with the basket message when the last place went while it waited, and charges nothing', async () => {
    const activity = await fx.activity({ maxPlayers: 1, price: PRICE, reserveList: true });
    const player = await playerWith(activity.id);
    const holder = await holdActivity(activity.id);
    const reply = checkout(player);
    await waitingCheckout();
    await holder.run('UPDATE activities SET participants_count = max_players WHERE id = $1', [activity.id]);
    await holder.release();
    const done = await reply;
    expect(done.statusCode, done.body).toBe(422);
    expect(body(done).error.message).toBe(basketSpotsMessage(0));
    const [wallet] = await ctx.database.db.select().from(users).where(eq(users.id, player.user.id));
    expect(wallet.accountBalance).toBe(BALANCE);
    expect(await ctx.database.db.select().from(transactions).where(eq(transactions.userId, player.user.id))).toEqual([]);
  });

  it('checks out again with the lock first when the activity was edited while it waited (the new price)', async () => {
    const activity = await fx.activity({ maxPlayers: 3, price: PRICE, reserveList: true });
    const player = await playerWith(activity.id);
    const holder = await holdActivity(activity.id);
    const reply = checkout(player);
    await waitingCheckout();
    await holder.run('UPDATE activities SET price = $2 WHERE id = $1', [activity.id, 5_000]);
    await holder.release();
    const done = await reply;
    expect(done.statusCode, done.body).toBe(201);
    const [wallet] = await ctx.database.db.select().from(users).where(eq(users.id, player.user.id));
    expect(wallet.accountBalance).toBe(BALANCE - 5_000);
    const paid = await ctx.database.db.select().from(transactions).where(eq(transactions.userId, player.user.id));
    expect(paid.map((t) => t.value)).toEqual([5_000]);
  });
});
