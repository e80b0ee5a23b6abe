import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  warsawToday,
  type AdminUserRow,
  type ListReply,
  type NoShowsByKind,
  type Participant,
  type UserNoShows,
} from '@sportdesk/contract';
import { activities, activityParticipants, appSettings } from '../../db/schema/index';
import { body, createTestApp, signedInAdmin, signedInUser, type TestContext } from '../../test/app';
import { insertTestActivity, plusDays, seedCatalogue, type Catalogue } from '../activities/test-fixtures';
import { insertPlayer } from '../participants/test-fixtures';

let ctx: TestContext;
let cat: Catalogue;
let admin: string;
beforeAll(async () => {
  ctx = await createTestApp();
  cat = await seedCatalogue(ctx.database.db);
  admin = (await signedInAdmin(ctx.app)).authorization;
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const get = <T>(url: string, authorization = admin) =>
  ctx.app
    .inject({ method: 'GET', url: `/api/v2${url}`, headers: { authorization } })
    .then((r) => ({ status: r.statusCode, data: body<T>(r).data }));

/** A past activity `daysAgo` days back; `checked`: attendance taken; `canceled` too. */
async function pastActivity(daysAgo: number, opts: { checked?: boolean; canceled?: boolean } = {}) {
  const a = await insertTestActivity(db(), cat, { min_players: 1 });
  await db()
    .update(activities)
    .set({ date: plusDays(warsawToday(), -daysAgo), listChecked: opts.checked ?? true, canceled: opts.canceled ?? false })
    .where(eq(activities.id, a.id));
  return a.id;
}
async function entry(
  activityId: number,
  userId: number,
  present: boolean,
  extra: { reserve?: boolean; paymentMethod?: string } = {},
) {
  await db()
    .insert(activityParticipants)
    .values({
      activityId,
      userId,
      presenceCheck: present,
      reserve: extra.reserve ?? false,
      paymentMethod: extra.paymentMethod ?? 'prepaid',
    });
}

describe('no-shows', () => {
  it('count main-list absences of checked, not cancelled activities in the last 90 days — nothing else', async () => {
    const player = await insertPlayer(db());
    const a1 = await pastActivity(5);
    const a2 = await pastActivity(20);
    const a3 = await pastActivity(40);
    const a4 = await pastActivity(60);
    await entry(a1, player.id, false); // no-show
    await entry(a2, player.id, false); // no-show
    await entry(a3, player.id, true); // present
    await entry(a4, player.id, true); // present
    // Not counted: attendance not taken, cancelled, older than 90 days, on the reserve list.
    await entry(await pastActivity(3, { checked: false }), player.id, false);
    await entry(await pastActivity(3, { canceled: true }), player.id, false);
    await entry(await pastActivity(91), player.id, false);
    await entry(await pastActivity(2), player.id, false, { reserve: true });

    const mine = await get<UserNoShows>(`/admin/users/${player.id}/no_shows`);
    expect(mine.status).toBe(200);
    expect(mine.data).toEqual({ checked: 4, no_shows: 2, rate: 50, window_days: 90, warning_rate: 30 });

    // The users list: the column and the filter.
    const list = await get<ListReply<AdminUserRow>>(`/admin/users?with_id=${player.id}`);
    expect(list.status, JSON.stringify(list)).toBe(200);
    expect(list.data.rows[0].no_shows).toBe(2);
    const atLeast2 = await get<ListReply<AdminUserRow>>(`/admin/users?with_no_show_min=2&limit=1000`);
    expect(atLeast2.data.rows.map((r) => r.id)).toContain(player.id);
    const atLeast3 = await get<ListReply<AdminUserRow>>(`/admin/users?with_no_show_min=3&limit=1000`);
    expect(atLeast3.data.rows.map((r) => r.id)).not.toContain(player.id);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/v2/admin/users?with_no_show_min=abc',
      headers: { authorization: admin },
    });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).error.fields).toHaveProperty('with_no_show_min');

    // The participants list marks the player at 50 % (the setting's 30 % default) and not a reliable one.
    const reliable = await insertPlayer(db());
    await entry(a3, reliable.id, true);
    const upcoming = await insertTestActivity(db(), cat, { min_players: 1 });
    await entry(upcoming.id, player.id, false);
    await entry(upcoming.id, reliable.id, false);
    const participants = await get<{ rows: Participant[] }>(`/admin/activities/${upcoming.id}/participants`);
    const byUser = new Map(participants.data.rows.map((p) => [p.user.id, p]));
    expect(byUser.get(player.id)).toMatchObject({ no_show_rate: 50, no_show_warning: true });
    expect(byUser.get(reliable.id)).toMatchObject({ no_show_rate: 0, no_show_warning: false });
    // A higher threshold in the settings: no mark at 50 %.
    await db().insert(appSettings).values({ name: 'no_show_warning_rate', value: '60' });
    const relaxed = await get<{ rows: Participant[] }>(`/admin/activities/${upcoming.id}/participants`);
    expect(relaxed.data.rows.find((p) => p.user.id === player.id)).toMatchObject({ no_show_rate: 50, no_show_warning: false });
    await db().delete(appSettings).where(eq(appSettings.name, 'no_show_warning_rate'));
  });

  it('the dashboard panel gives the last 30 days by payment kind', async () => {
    const before = (await get<NoShowsByKind>('/admin/stats/no_shows')).data;
    const sum = (kind: string) => before.rows.find((r) => r.kind === kind)!;
    const a = await pastActivity(10);
    const old = await pastActivity(45);
    const players = await Promise.all([1, 2, 3, 4, 5].map(() => insertPlayer(db())));
    await entry(a, players[0].id, false, { paymentMethod: 'benefit' });
    await entry(a, players[1].id, true, { paymentMethod: 'benefit' });
    await entry(a, players[2].id, false, { paymentMethod: 'online_transfer' });
    await entry(a, players[3].id, true, { paymentMethod: 'bonus_account' });
    await entry(old, players[4].id, false, { paymentMethod: 'benefit' }); // older than 30 days
    const after = (await get<NoShowsByKind>('/admin/stats/no_shows')).data;
    expect(after.window_days).toBe(30);
    expect(after.rows.map((r) => r.kind)).toEqual(['wallet', 'online', 'benefit', 'fitprofit', 'ok_system', 'other']);
    const row = (kind: string) => after.rows.find((r) => r.kind === kind)!;
    expect(row('benefit')).toMatchObject({ checked: sum('benefit').checked + 2, no_shows: sum('benefit').no_shows + 1 });
    expect(row('online')).toMatchObject({ checked: sum('online').checked + 1, no_shows: sum('online').no_shows + 1 });
    expect(row('wallet')).toMatchObject({ checked: sum('wallet').checked + 1, no_shows: sum('wallet').no_shows });
    expect(row('fitprofit').label).toBe('FitProfit');
  });

  it('a user’s no-shows need admin_role_users (401 without a session), and an unknown user is a 404', async () => {
    const player = await insertPlayer(db());
    const other = await signedInUser(ctx.app, ['admin_role_activities']);
    expect((await get(`/admin/users/${player.id}/no_shows`, other.authorization)).status).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v2/admin/users/${player.id}/no_shows` })).statusCode).toBe(401);
    expect((await get('/admin/users/99999999/no_shows')).status).toBe(404);
    expect((await get('/admin/users/abc/no_shows')).status).toBe(400);
  });
});
