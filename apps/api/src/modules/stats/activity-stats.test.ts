// @clock-dependent: activity counts per day around today.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { warsawToday, type SessionUser, type StatReply } from '@sportdesk/contract';
import { activities, transactionItems, transactions } from '../../db/schema/index';
import { body, createTestApp, signedInUser, type TestContext } from '../../test/app';
import { insertTestActivity, plusDays, seedCatalogue } from '../activities/test-fixtures';
import { lastDays } from './service';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signedInUser>>;

/** An activity moved to `date` with the given flags (the service refuses past dates; these are fixtures). */
async function activityOn(date: string, flags: Partial<typeof activities.$inferInsert> = {}) {
  const catalogue = await seedCatalogue(ctx.app.deps.db);
  const created = await insertTestActivity(ctx.app.deps.db, catalogue);
  const id = (created as { id: number }).id;
  await ctx.app.deps.db
    .update(activities)
    .set({ date, ...flags })
    .where(eq(activities.id, id));
  return id;
}

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signedInUser(ctx.app, ['admin_role_activities', 'admin_role_system_events']);
});
afterAll(() => ctx.close());

const current = async (headers: { authorization: string }) =>
  body<SessionUser>(await ctx.app.inject({ method: 'GET', url: '/api/v2/users/current', headers })).data.system_event_count;
const stat = async (name: string) =>
  body<StatReply>(await ctx.app.inject({ method: 'GET', url: `/api/v2/admin/stats/${name}`, headers: admin.headers })).data;

describe('dashboard counters and charts over activities', () => {
  it('count what the Zajęcia tabs list with their docs/spec/part-1.md §9 defaults', async () => {
    const today = warsawToday();
    expect(await current(admin.headers)).toMatchObject({ listToVerify: 0, activitiesToVerifyCount: 0, activitiesTodayCount: 0 });
    await activityOn(plusDays(today, -2), { confirmed: true });
    await activityOn(plusDays(today, -7), { confirmed: true }); // older than 6 days
    await activityOn(plusDays(today, -1), { confirmed: true, listChecked: true });
    await activityOn(plusDays(today, 3), { confirmed: false, activityType: 'organizer' });
    await activityOn(plusDays(today, 3), { confirmed: false, activityType: 'pnh' });
    expect(await current(admin.headers)).toMatchObject({ listToVerify: 1, activitiesToVerifyCount: 1, activitiesTodayCount: 0 });

    const noActivitiesRole = await signedInUser(ctx.app, ['admin_role_system_events']);
    expect(await current(noActivitiesRole.headers)).toMatchObject({
      listToVerify: 0,
      activitiesToVerifyCount: 0,
      activitiesTodayCount: 0,
    });
  });

  it('chart activities per day (canceled left out) and bought activities (paid activity items)', async () => {
    const days = lastDays();
    const today = days.at(-1)!;
    const id = await activityOn(today);
    await activityOn(today, { canceled: true });
    const [paid, unpaid] = await ctx.app.deps.db
      .insert(transactions)
      .values(
        (['paid', 'unpaid'] as const).map((status, i) => ({
          identifier: `T-STAT-${i}`,
          userId: admin.user.id,
          transactionType: 'basket',
          paymentMethod: 'prepaid',
          status,
        })),
      )
      .returning();
    await ctx.app.deps.db.insert(transactionItems).values(
      [paid, paid, unpaid].map((t) => ({
        transactionId: t.id,
        userId: admin.user.id,
        itemType: 'activity',
        activityId: id,
        paymentMethod: 'prepaid',
      })),
    );

    const perDay = await stat('activities_per_days');
    expect(perDay.rows.at(-1)).toEqual({ date: today, count: 1 });
    const bought = await stat('bought_activities');
    expect(bought.rows.at(-1)).toEqual({ date: today, count: 2 });
  });

  it("count today's activities for the 'Zajęcia dziś' badge, as its list does", async () => {
    const today = warsawToday();
    const listed = async () =>
      body<{ total: number }>(
        await ctx.app.inject({
          method: 'GET',
          url: `/api/v2/admin/activities?with_date_greater=${today}&with_date_less=${today}`,
          headers: admin.headers,
        }),
      ).data.total;
    const before = (await current(admin.headers)).activitiesTodayCount;
    await activityOn(today);
    await activityOn(plusDays(today, 1));
    await activityOn(plusDays(today, -1));
    const after = (await current(admin.headers)).activitiesTodayCount;
    expect(after).toBe(before + 1);
    expect(after).toBe(await listed());
    const noActivitiesRole = await signedInUser(ctx.app, ['admin_role_system_events']);
    expect((await current(noActivitiesRole.headers)).activitiesTodayCount).toBe(0);
  });
});
