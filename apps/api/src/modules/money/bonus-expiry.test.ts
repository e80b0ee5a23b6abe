// @clock-dependent: "today or later" is checked against today's Europe/Warsaw date; the expiry itself takes its day as an argument.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { msg, warsawToday, type Wallet } from '@sportdesk/contract';
import { audits, systemEvents, transactions, users } from '../../db/schema/index';
import { body, createTestApp, signedInUser, type TestContext } from '../../test/app';
import { plusDays } from '../activities/test-fixtures';
import { BONUS_EXPIRY_COMMENT, expireBonuses } from './bonus-expiry';

let ctx: TestContext;
let headers: { authorization: string };
let adminId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  const admin = await signedInUser(ctx.app, ['admin_role_users']);
  headers = admin.headers;
  adminId = admin.user.id;
});
afterAll(() => ctx.close());

const newPlayer = async () => (await signedInUser(ctx.app, [])).user.id;
const setExpiry = (id: number, date: unknown, as = headers) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/v2/admin/users/${id}/bonus_expiration`,
    headers: as,
    payload: { user: { bonus_expiration_date: date } },
  });
const userRow = async (id: number) => (await ctx.database.db.select().from(users).where(eq(users.id, id)))[0];
const userAudits = (id: number) =>
  ctx.database.db
    .select()
    .from(audits)
    .where(and(eq(audits.auditableType, 'User'), eq(audits.auditableId, id)));
/** A player with `bonus` grosze and the given last day, written directly (a past day cannot be set through the API). */
async function playerWithBonus(bonus: number, lastDay: string | null) {
  const id = await newPlayer();
  await ctx.database.db.update(users).set({ accountBonusValue: bonus, bonusExpirationDate: lastDay }).where(eq(users.id, id));
  return id;
}

describe('PATCH admin/users/{id}/bonus_expiration', () => {
  it('sets and clears the last day, each change audited with the admin', async () => {
    const id = await newPlayer();
    const day = plusDays(warsawToday(), 30);
    const set = await setExpiry(id, day);
    expect(set.statusCode, set.body).toBe(200);
    expect(body<Wallet>(set).data).toMatchObject({ user_id: id, bonus_expiration_date: day });
    expect((await userRow(id)).bonusExpirationDate).toBe(day);
    expect(body<Wallet>(await setExpiry(id, warsawToday())).data.bonus_expiration_date).toBe(warsawToday());

    const cleared = await setExpiry(id, null);
    expect(body<Wallet>(cleared).data.bonus_expiration_date).toBeNull();
    expect(body<Wallet>(await setExpiry(id, '')).data.bonus_expiration_date).toBeNull();

    const rows = (await userAudits(id)).filter((a) => 'bonus_expiration_date' in (a.auditedChanges as object));
    expect(rows.map((a) => (a.auditedChanges as Record<string, unknown>).bonus_expiration_date)).toEqual([
      [null, day],
      [day, warsawToday()],
      [warsawToday(), null],
    ]);
    expect(rows.every((a) => a.userId === adminId && a.action === 'update')).toBe(true);
  });

  it('refuses a bad or past date with 400 and fields, and leaves the user as it was', async () => {
    const id = await newPlayer();
    const cases: [unknown, string][] = [
      ['31.12.2030', msg.dateFormat],
      ['2030-02-30', msg.invalidDate],
      [plusDays(warsawToday(), -1), msg.dateInPast],
      [12, msg.dateFormat],
    ];
    for (const [value, message] of cases) {
      const response = await setExpiry(id, value);
      expect(response.statusCode, String(value)).toBe(400);
      expect(body(response).error.fields).toEqual({ bonus_expiration_date: message });
    }
    expect((await userRow(id)).bonusExpirationDate).toBeNull();
    expect((await setExpiry(987654, null)).statusCode).toBe(404);
  });

  it('needs admin_role_users, checked before the body', async () => {
    const id = await newPlayer();
    const other = await signedInUser(ctx.app, ['admin_role_activities']);
    expect((await setExpiry(id, 'zła data', other.headers)).statusCode).toBe(403);
    expect((await setExpiry(id, null, other.headers)).statusCode).toBe(403);
  });
});

describe('the bonus expiry job', () => {
  const today = '2031-03-10';

  it('takes the bonus away the day after its last day: one transaction, one audit row, one system event', async () => {
    const expiring = await playerWithBonus(2550, '2031-03-09');
    const lastDayToday = await playerWithBonus(1000, today);
    const noDate = await playerWithBonus(1000, null);
    const emptyBonus = await playerWithBonus(0, '2031-03-01');

    const expired = await expireBonuses(ctx.app.deps.db, today);
    expect(expired).toContain(expiring);
    expect(expired).not.toContain(lastDayToday);
    expect(expired).not.toContain(noDate);
    expect(expired).not.toContain(emptyBonus);

    const row = await userRow(expiring);
    expect(row).toMatchObject({ accountBonusValue: 0, bonusExpirationDate: null });
    expect((await userRow(lastDayToday)).accountBonusValue).toBe(1000);

    const moves = await ctx.database.db.select().from(transactions).where(eq(transactions.userId, expiring));
    expect(moves).toHaveLength(1);
    expect(moves[0]).toMatchObject({
      transactionType: 'bonus_delete',
      status: 'paid',
      value: 2550,
      bonusBefore: 2550,
      bonusAfter: 0,
      comment: BONUS_EXPIRY_COMMENT,
      createdById: null,
    });
    const [audit] = (await userAudits(expiring)).filter((a) => a.comment === BONUS_EXPIRY_COMMENT);
    expect(audit.auditedChanges).toEqual({ account_bonus_value: [2550, 0], bonus_expiration_date: ['2031-03-09', null] });
    const events = await ctx.database.db
      .select()
      .from(systemEvents)
      .where(and(eq(systemEvents.eventType, 'bonus_expired'), eq(systemEvents.targetableId, expiring)));
    expect(events).toHaveLength(1);
    expect(events[0].message).toContain('25,50');
  });

  it('is idempotent: a second run (or the next hour) writes nothing more', async () => {
    const id = await playerWithBonus(500, '2031-03-01');
    expect(await expireBonuses(ctx.app.deps.db, today)).toContain(id);
    expect(await expireBonuses(ctx.app.deps.db, today)).not.toContain(id);
    expect(await expireBonuses(ctx.app.deps.db, plusDays(today, 1))).not.toContain(id);
    expect(await ctx.database.db.select().from(transactions).where(eq(transactions.userId, id))).toHaveLength(1);
    expect(
      await ctx.database.db
        .select()
        .from(systemEvents)
        .where(and(eq(systemEvents.eventType, 'bonus_expired'), eq(systemEvents.targetableId, id))),
    ).toHaveLength(1);
  });

  it('runs hourly as a scheduled job, through the same code', async () => {
    const job = ctx.app.deps.jobs.definition('wallets.expire_bonuses');
    expect(job.cron).toBe('5 * * * *');
    // Run by hand with the real clock: a bonus whose last day was long ago goes.
    const id = await playerWithBonus(300, '2020-01-01');
    const result = (await job.handler({}, { asyncJobId: null, userId: null, attempt: 1, progress: async () => {} })) as {
      expired_user_ids: number[];
    };
    expect(result.expired_user_ids).toContain(id);
  });
});
