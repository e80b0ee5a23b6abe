/**
 * Enrolment is written once (enrolment/enrol.ts): the basket checkout and the staff's add-participant put a player
 * on a list the same way — the counts (fa_count too), the audit row and the `registered_for_activity` system
 * event — and the same rules decide who may be enrolled (enrolment/rules.ts). docs/decisions.md "Participants".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { participantMsg, type Basket, type CheckoutResult } from '@sportdesk/contract';
import { activities, audits, systemEvents } from '../../db/schema/index';
import { body, createTestApp, signedInUser, type TestContext } from '../../test/app';
import { moneyFixtures } from '../baskets/test-fixtures';

let ctx: TestContext;
let fx: Awaited<ReturnType<typeof moneyFixtures>>;
let admin: { authorization: string };
beforeAll(async () => {
  ctx = await createTestApp();
  fx = await moneyFixtures(ctx.app);
  admin = (await signedInUser(ctx.app, ['admin_role_activities', 'admin_role_users'])).headers;
});
afterAll(() => ctx.close());

type H = { authorization: string };
const db = () => ctx.database.db;
const addItem = (h: H, item: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/v2/basket_items', headers: h, payload: { basket_item: item } });
const activityRow = async (id: number) => (await db().select().from(activities).where(eq(activities.id, id)))[0];
const eventsOf = (activityId: number) =>
  db()
    .select()
    .from(systemEvents)
    .where(
      and(
        eq(systemEvents.targetableType, 'Activity'),
        eq(systemEvents.targetableId, activityId),
        eq(systemEvents.eventType, 'registered_for_activity'),
      ),
    );
const auditsOf = (activityId: number) =>
  db()
    .select()
    .from(audits)
    .where(and(eq(audits.auditableType, 'Activity'), eq(audits.auditableId, activityId)));

describe('one way onto a list', () => {
  it('a checkout enrols as the staff do: fa_count, the audit row and the system event', async () => {
    const activity = await fx.activity();
    const p = await fx.player({ fa: true });
    expect((await addItem(p.headers, { activity_id: activity.id, payment_method: 'online_transfer' })).statusCode).toBe(201);
    const r = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/transactions/basket_transactions',
      headers: p.headers,
      payload: {},
    });
    expect(r.statusCode, r.body).toBe(201);
    expect(body<CheckoutResult>(r).data.status).toBe('unpaid');
    const after = await activityRow(activity.id);
    expect([after.participantsCount, after.faCount]).toEqual([1, 1]);
    expect((await eventsOf(activity.id)).map((e) => e.message)).toEqual([
      expect.stringContaining('Jan Gracz zapisany na zajęcia'),
    ]);
    expect((await auditsOf(activity.id)).map((a) => a.comment)).toContain('Dodano uczestnika Jan Gracz');
  });

  it('the staff add and the basket refuse a player outside the age range with the same message', async () => {
    const activity = await fx.activity({ minAge: 18, maxAge: 30 });
    const p = await fx.player({ birthDate: '1960-05-01' });
    const message = participantMsg.ageOutOfRange(18, 30);
    const staff = await ctx.app.inject({
      method: 'POST',
      url: `/api/v2/admin/activities/${activity.id}/participants`,
      headers: admin,
      payload: { participant: { user_id: p.user.id, costs: false } },
    });
    expect(staff.statusCode, staff.body).toBe(422);
    expect(body(staff).error.message).toBe(message);
    const added = await addItem(p.headers, { activity_id: activity.id, payment_method: 'prepaid' });
    const item = body<Basket>(added).data.items[0];
    expect(item.not_allowed_error).toBe(true);
    expect(item.errors).toContain(message);
  });
});
