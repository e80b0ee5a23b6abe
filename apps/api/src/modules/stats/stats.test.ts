// @clock-dependent: the dashboard counts periods that end now.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAT_NAMES, type StatReply } from '@sportdesk/contract';
import { body, createTestApp, signedInUser, type TestContext } from '../../test/app';
import { insertUser } from '../users/service';
import { lastDays, statsCache } from './service';

let ctx: TestContext;
let headers: { authorization: string };
beforeAll(async () => {
  ctx = await createTestApp();
  ({ headers } = await signedInUser(ctx.app, ['admin_role_terminal_logins']));
});
afterAll(() => ctx.close());

const stat = async (name: string) => {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/v2/admin/stats/${name}`, headers });
  return { status: response.statusCode, data: body<StatReply>(response).data };
};
const addUser = () =>
  ctx.app.deps.db.transaction((tx) => insertUser(tx, { firstName: 'Nowy', lastName: 'Gracz' }, { actorId: null }));

describe('admin/stats', () => {
  it('gives each chart seven zero-filled days (Warsaw calendar), today last', async () => {
    for (const name of STAT_NAMES) {
      const { status, data } = await stat(name);
      expect(status).toBe(200);
      expect(data.rows.map((r) => r.date)).toEqual(lastDays());
      expect(data.rows.every((r) => Number.isInteger(r.count) && r.count >= 0)).toBe(true);
      expect(data.total).toBe(data.rows.reduce((sum, r) => sum + r.count, 0));
      expect(Date.parse(data.generated_at)).not.toBeNaN();
    }
  });

  it('counts new users per day and keeps the answer for 15 minutes', async () => {
    const { data: first } = await stat('new_users');
    expect(first.rows.at(-1)!.count).toBeGreaterThanOrEqual(1); // the signed-in admin
    await addUser();
    const { data: cached } = await stat('new_users');
    expect(cached).toEqual(first);
  });

  it('recomputes after the cache time (own clock)', async () => {
    let now = new Date();
    const cached = statsCache(ctx.app.deps.db, 15 * 60_000, () => now);
    const before = await cached('new_users');
    await addUser();
    expect(await cached('new_users')).toBe(await cached('new_users'));
    expect((await cached('new_users')).total).toBe(before.total);
    now = new Date(now.getTime() + 15 * 60_000 + 1);
    expect((await cached('new_users')).total).toBe(before.total + 1);
  });

  it('lists the last seven days across a month end', () => {
    expect(lastDays(new Date('2026-03-02T10:00:00Z'))).toEqual([
      '2026-02-24',
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    // 23:30 UTC on 31 Dec is already 1 Jan in Warsaw.
    expect(lastDays(new Date('2026-12-31T23:30:00Z')).at(-1)).toBe('2027-01-01');
  });

  it('refuses unknown charts and users without any admin role', async () => {
    expect((await stat('revenue')).status).toBe(400);
    const player = await signedInUser(ctx.app, ['user_role_activity_registration']);
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v2/admin/stats/new_users', headers: player.headers });
    expect(response.statusCode).toBe(403);
  });
});
