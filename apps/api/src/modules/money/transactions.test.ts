import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ListReply, TransactionRow } from '@sportdesk/contract';
import { transactions } from '../../db/schema/index';
import { body, createTestApp, signedInUser, type TestContext } from '../../test/app';
import { moneyFixtures } from '../baskets/test-fixtures';

let ctx: TestContext;
let headers: { authorization: string };
let fx: Awaited<ReturnType<typeof moneyFixtures>>;
let playerId: number;
let otherId: number;
let activityId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  ({ headers } = await signedInUser(ctx.app, ['admin_role_users', 'admin_role_transactions']));
  fx = await moneyFixtures(ctx.app);
  const p = await fx.player();
  playerId = p.user.id;
  otherId = (await fx.player()).user.id;
  for (let i = 0; i < 30; i++)
    await ctx.app.inject({
      method: 'POST',
      url: `/api/v2/admin/users/${playerId}/balance_add`,
      headers,
      payload: { balance: { value: i + 1 } },
    });
  await ctx.app.inject({
    method: 'POST',
    url: `/api/v2/admin/users/${otherId}/bonus_add`,
    headers,
    payload: { bonus: { value: 5 } },
  });
  const act = await fx.activity();
  activityId = act.id;
  await ctx.app.inject({
    method: 'POST',
    url: '/api/v2/basket_items',
    headers: p.headers,
    payload: { basket_item: { activity_id: act.id, payment_method: 'prepaid' } },
  });
  await ctx.app.inject({ method: 'POST', url: '/api/v2/transactions/basket_transactions', headers: p.headers, payload: {} });
});
afterAll(() => ctx.close());

const list = async (query: string) =>
  body<ListReply<TransactionRow>>(
    await ctx.app.inject({ method: 'GET', url: `/api/v2/admin/transactions?search=true&${query}`, headers }),
  ).data;

describe('admin/transactions', () => {
  it('pages 25 at a time, ordered by transactions.date ascending by default', async () => {
    const first = await list('');
    expect(first.total).toBe(32);
    expect(first.rows).toHaveLength(25);
    const dates = first.rows.map((r) => r.date);
    expect(dates).toEqual([...dates].sort());
    expect((await list('page=1')).rows).toHaveLength(7);
  });

  it('orders by created_at ascending and descending', async () => {
    const desc = await list('order=created_at&order_dir=desc&limit=100');
    const asc = await list('order=created_at&order_dir=asc&limit=100');
    expect(desc.rows.map((r) => r.id)).toEqual(asc.rows.map((r) => r.id).reverse());
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/v2/admin/transactions?order=value', headers });
    expect(bad.statusCode).toBe(400);
  });

  it('filters by id, identifier, user, activity and created-at bounds', async () => {
    const all = await list('limit=100');
    const one = all.rows[3];
    expect((await list(`with_id=${one.id}`)).rows).toEqual([one]);
    expect((await list(`with_identifier=${one.identifier.slice(-4).toLowerCase()}`)).rows.map((r) => r.id)).toContain(one.id);
    expect((await list(`with_user_id=${otherId}`)).rows.map((r) => r.transaction_type)).toEqual(['bonus_add']);
    const byActivity = await list(`with_activity_id=${activityId}`);
    expect(byActivity.rows).toHaveLength(1);
    expect(byActivity.rows[0]).toMatchObject({ transaction_type: 'buy_activity', status: 'paid', payment_method: 'prepaid' });

    // Move one transaction to an old date: the bounds are Europe/Warsaw days, both inclusive (23:30 UTC is 00:30 on the 11th in Warsaw).
    await ctx.database.db
      .update(transactions)
      .set({ createdAt: new Date('2024-03-10T23:30:00Z') })
      .where(eq(transactions.id, one.id));
    expect((await list('with_created_at_greater=2024-03-11&with_created_at_less=2024-03-11')).rows.map((r) => r.id)).toEqual([
      one.id,
    ]);
    expect((await list('with_created_at_less=2024-03-10')).total).toBe(0);
    const badDate = await ctx.app.inject({
      method: 'GET',
      url: '/api/v2/admin/transactions?with_created_at_greater=2024-3-1',
      headers,
    });
    expect(badDate.statusCode).toBe(400);
  });

  it('is closed without admin_role_transactions; 404 for an unknown id', async () => {
    const other = await signedInUser(ctx.app, ['admin_role_users']);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v2/admin/transactions', headers: other.headers })).statusCode).toBe(
      403,
    );
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v2/admin/transactions/999999', headers })).statusCode).toBe(404);
  });

  it('refuses the manual pay action for a paid wallet transaction', async () => {
    const paid = (await list('limit=1')).rows[0];
    const r = await ctx.app.inject({ method: 'POST', url: `/api/v2/admin/transactions/${paid.id}/pay`, headers, payload: {} });
    expect(r.statusCode).toBe(422);
  });
});
