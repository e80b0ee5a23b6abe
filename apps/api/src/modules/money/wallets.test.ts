import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { msg, type Transaction, type Wallet } from '@sportdesk/contract';
import { audits, systemEvents, transactions, users } from '../../db/schema/index';
import { body, createTestApp, signedInUser, type TestContext } from '../../test/app';

let ctx: TestContext;
let headers: { authorization: string };
let adminId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  const admin = await signedInUser(ctx.app, ['admin_role_users', 'admin_role_transactions']);
  headers = admin.headers;
  adminId = admin.user.id;
});
afterAll(() => ctx.close());

const newPlayer = async () => (await signedInUser(ctx.app, [])).user.id;
const op = (id: number, action: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: `/api/v2/admin/users/${id}/${action}`, headers, payload });
const ledger = async (userId: number) => {
  const [row] = await ctx.database.db
    .select({
      main: sql<string>`coalesce(sum(${transactions.mainAfter} - ${transactions.mainBefore}), 0)`,
      bonus: sql<string>`coalesce(sum(${transactions.bonusAfter} - ${transactions.bonusBefore}), 0)`,
      deposit: sql<string>`coalesce(sum(${transactions.depositAfter} - ${transactions.depositBefore}), 0)`,
      n: sql<string>`count(*)`,
    })
    .from(transactions)
    .where(eq(transactions.userId, userId));
  const [u] = await ctx.database.db.select().from(users).where(eq(users.id, userId));
  return {
    ledger: { main: Number(row.main), bonus: Number(row.bonus), deposit: Number(row.deposit) },
    user: u,
    count: Number(row.n),
  };
};

describe('wallet operations', () => {
  it('adds and subtracts on each account, writing a transaction with balances before and after', async () => {
    const id = await newPlayer();
    const added = await op(id, 'balance_add', { balance: { value: 100.5, comment: 'Wpłata gotówką' } });
    expect(added.statusCode).toBe(200);
    expect(body<Wallet>(added).data).toMatchObject({ account_balance: 100.5, account_value: 100.5 });
    expect(body<Wallet>(await op(id, 'bonus_add', { bonus: { value: '20,25', comment: '' } })).data.account_bonus_value).toBe(
      20.25,
    );
    expect(body<Wallet>(await op(id, 'deposit_add', { deposit: { value: 50 } })).data.account_deposit_value).toBe(50);
    const subtracted = body<Wallet>(await op(id, 'balance_delete', { balance: { value: 0.5, comment: 'Korekta' } })).data;
    expect(subtracted).toMatchObject({ account_balance: 100, account_value: 170.25 });

    const detail = body<Transaction>(
      await ctx.app.inject({ method: 'GET', url: `/api/v2/admin/transactions/${subtracted.transaction_id}`, headers }),
    ).data;
    expect(detail).toMatchObject({
      transaction_type: 'balance_delete',
      payment_method: 'by_admin',
      status: 'paid',
      value: 0.5,
      balances_before: { main: 100.5, bonus: 20.25, deposit: 50 },
      balances_after: { main: 100, bonus: 20.25, deposit: 50 },
      comments: [{ comment: 'Korekta' }],
    });
    const state = await ledger(id);
    expect(state.ledger).toEqual({ main: 10000, bonus: 2025, deposit: 5000 });
    expect(state.count).toBe(4);
  });

  it('requires a numeric value with "Pole Wymagane" and writes nothing', async () => {
    const id = await newPlayer();
    for (const payload of [{ balance: {} }, { balance: { value: '' } }, { balance: { value: null, comment: 'x' } }]) {
      const r = await op(id, 'balance_add', payload);
      expect(r.statusCode).toBe(400);
      expect(body(r).error.fields).toEqual({ value: msg.required });
    }
    const text = await op(id, 'bonus_add', { bonus: { value: 'dziesięć' } });
    expect(body(text).error.fields).toEqual({ value: msg.mustBeNumber });
    expect(body(await op(id, 'deposit_add', { deposit: { value: -5 } })).error.fields).toEqual({ value: msg.walletPositive });
    expect(body(await op(id, 'deposit_add', { deposit: { value: 1.234 } })).error.fields).toEqual({
      value: msg.walletTwoDecimals,
    });
    // The body key must match the account.
    expect((await op(id, 'deposit_add', { balance: { value: 5 } })).statusCode).toBe(400);
    expect((await ledger(id)).count).toBe(0);
  });

  it('never lets an account go below 0 (422, nothing written)', async () => {
    const id = await newPlayer();
    await op(id, 'balance_add', { balance: { value: 10 } });
    const over = await op(id, 'balance_delete', { balance: { value: 10.01 } });
    expect(over.statusCode).toBe(422);
    expect(body(over).error).toMatchObject({ message: msg.insufficientBalance, fields: { value: msg.insufficientBalance } });
    expect(body(await op(id, 'bonus_delete', { bonus: { value: 1 } })).error.message).toBe(msg.insufficientBonus);
    expect(body(await op(id, 'deposit_delete', { deposit: { value: 1 } })).error.message).toBe(msg.insufficientDeposit);
    const state = await ledger(id);
    expect(state.count).toBe(1);
    expect(state.user.accountBalance).toBe(1000);
  });

  it('audits the user change with the comment, in the same database transaction', async () => {
    const id = await newPlayer();
    await op(id, 'balance_add', { balance: { value: 12, comment: 'Zwrot za zajęcia' } });
    const rows = await ctx.database.db
      .select()
      .from(audits)
      .where(and(eq(audits.auditableType, 'User'), eq(audits.auditableId, id), eq(audits.action, 'update')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: adminId, comment: 'Zwrot za zajęcia' });
    expect(rows[0].auditedChanges).toMatchObject({ account_balance: [0, 1200] });
    // … and the transaction it wrote has its own create row, by the same admin with the same comment.
    const [tx] = await ctx.database.db.select().from(transactions).where(eq(transactions.userId, id));
    const txAudits = await ctx.database.db
      .select()
      .from(audits)
      .where(and(eq(audits.auditableType, 'Transaction'), eq(audits.auditableId, tx.id)));
    expect(txAudits).toHaveLength(1);
    expect(txAudits[0]).toMatchObject({ action: 'create', userId: adminId, comment: 'Zwrot za zajęcia' });
    expect(txAudits[0].auditedChanges).toMatchObject({ user_id: [null, id], main_after: [null, 1200] });
  });

  it('shows the wallet with the expired bonus as not spendable', async () => {
    const id = await newPlayer();
    await op(id, 'bonus_add', { bonus: { value: 30 } });
    await ctx.database.db.update(users).set({ bonusExpirationDate: '2020-01-01' }).where(eq(users.id, id));
    const wallet = body<Wallet>(await ctx.app.inject({ method: 'GET', url: `/api/v2/admin/users/${id}/wallet`, headers })).data;
    expect(wallet).toMatchObject({ account_bonus_value: 30, spendable_bonus: 0, bonus_expiration_date: '2020-01-01' });
    await ctx.database.db.update(users).set({ bonusExpirationDate: '2999-01-01' }).where(eq(users.id, id));
    const later = body<Wallet>(await ctx.app.inject({ method: 'GET', url: `/api/v2/admin/users/${id}/wallet`, headers })).data;
    expect(later.spendable_bonus).toBe(30);
  });

  it('raises a deposit_drop system event when the deposit drops, in the same transaction', async () => {
    const id = await newPlayer();
    await op(id, 'deposit_add', { deposit: { value: 40 } });
    expect(
      await ctx.database.db
        .select()
        .from(systemEvents)
        .where(and(eq(systemEvents.targetableType, 'User'), eq(systemEvents.targetableId, id))),
    ).toHaveLength(0);
    await op(id, 'deposit_delete', { deposit: { value: 15, comment: 'Nieobecność' } });
    const events = await ctx.database.db
      .select()
      .from(systemEvents)
      .where(and(eq(systemEvents.targetableType, 'User'), eq(systemEvents.targetableId, id)));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ eventType: 'deposit_drop', creatorId: adminId });
    expect(events[0].message).toContain('15,00');
    // A refused drop (below 0) raises nothing.
    await op(id, 'deposit_delete', { deposit: { value: 100 } });
    expect(
      await ctx.database.db
        .select()
        .from(systemEvents)
        .where(and(eq(systemEvents.targetableType, 'User'), eq(systemEvents.targetableId, id))),
    ).toHaveLength(1);
  });

  it('answers 404 for an unknown user and 403 without admin_role_users', async () => {
    expect((await op(999999, 'balance_add', { balance: { value: 1 } })).statusCode).toBe(404);
    const other = await signedInUser(ctx.app, ['admin_role_transactions']);
    const r = await ctx.app.inject({
      method: 'POST',
      url: `/api/v2/admin/users/${other.user.id}/balance_add`,
      headers: other.headers,
      payload: { balance: { value: 1 } },
    });
    expect(r.statusCode).toBe(403);
  });

  it('keeps every balance equal to its ledger and never below 0 under 200 parallel operations', async () => {
    const id = await newPlayer();
    await op(id, 'balance_add', { balance: { value: 50 } });
    await op(id, 'bonus_add', { bonus: { value: 20 } });
    const actions = Array.from({ length: 200 }, (_, i) => {
      const account = (['balance', 'bonus', 'deposit'] as const)[i % 3];
      const direction = i % 2 === 0 ? 'delete' : 'add';
      return op(id, `${account}_${direction}`, { [account]: { value: (i % 7) + 1 } });
    });
    const results = await Promise.all(actions);
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 422)).toBe(true);
    const succeeded = results.filter((r) => r.statusCode === 200).length;
    const state = await ledger(id);
    expect(state.count).toBe(2 + succeeded);
    expect(state.ledger).toEqual({
      main: state.user.accountBalance,
      bonus: state.user.accountBonusValue,
      deposit: state.user.accountDepositValue,
    });
    expect(
      Math.min(state.user.accountBalance, state.user.accountBonusValue, state.user.accountDepositValue),
    ).toBeGreaterThanOrEqual(0);
    // Every transaction continues from the one before it: before(n) = after(n-1).
    const chain = await ctx.database.db.select().from(transactions).where(eq(transactions.userId, id)).orderBy(transactions.id);
    for (let i = 1; i < chain.length; i++) {
      expect([chain[i].mainBefore, chain[i].bonusBefore, chain[i].depositBefore]).toEqual([
        chain[i - 1].mainAfter,
        chain[i - 1].bonusAfter,
        chain[i - 1].depositAfter,
      ]);
    }
    // 200 requests through one account lock: ~20 s alone, more on a loaded 2-core machine.
  }, 120_000);
});
