import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { msg, type Basket } from '@sportdesk/contract';
import { activityParticipants, basketItems, users } from '../../db/schema/index';
import { body, createTestApp, signedInUser, type TestContext } from '../../test/app';
import { moneyFixtures } from './test-fixtures';

/**
 * Whose name a basket shows (docs/decisions.md "Money"): a player could put anyone's id as `participant_id` and read
 * that account's name back from the basket. A participant is the player or the player's own live child, checked before
 * anything is stored or returned.
 */
let ctx: TestContext;
let fx: Awaited<ReturnType<typeof moneyFixtures>>;
beforeAll(async () => {
  ctx = await createTestApp();
  fx = await moneyFixtures(ctx.app);
});
afterAll(() => ctx.close());

type H = { authorization: string };
const add = (h: H, item: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/v2/basket_items', headers: h, payload: { basket_item: item } });
const basketRowsOf = (userId: number) => ctx.database.db.select().from(basketItems).where(eq(basketItems.userId, userId));
const rename = (id: number, firstName: string, lastName: string) =>
  ctx.database.db.update(users).set({ firstName, lastName }).where(eq(users.id, id));

describe("a basket item's participant", () => {
  it("refuses another player, an admin, another parent's child, a deleted child and a missing id with 404, storing and naming nothing", async () => {
    const p = await fx.player();
    const other = await fx.player({ firstName: 'Olga', lastName: 'Obca' });
    const admin = await signedInUser(ctx.app, ['admin_role_users']);
    await rename(admin.user.id, 'Anna', 'Administratorka');
    const othersChild = await fx.player({ firstName: 'Kasia', lastName: 'Cudza', parentId: other.user.id });
    const deletedChild = await fx.player({ firstName: 'Zenek', lastName: 'Usunięty', parentId: p.user.id });
    await ctx.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deletedChild.user.id));
    const activity = await fx.activity();

    for (const id of [other.user.id, admin.user.id, othersChild.user.id, deletedChild.user.id, 2_000_000_000]) {
      const response = await add(p.headers, { activity_id: activity.id, participant_id: id, payment_method: 'prepaid' });
      expect(response.statusCode, `participant ${id}`).toBe(404);
      expect(body(response).error.code).toBe('NOT_FOUND');
      for (const name of ['Olga', 'Obca', 'Anna', 'Administratorka', 'Kasia', 'Cudza', 'Zenek', 'Usunięty'])
        expect(response.body).not.toContain(name);
    }
    // The refusal comes before the activity is even looked at: a missing activity gives the same 404.
    expect((await add(p.headers, { activity_id: 2_000_000_000, participant_id: admin.user.id })).statusCode).toBe(404);
    expect(await basketRowsOf(p.user.id)).toEqual([]);
  });

  it('adds the player themself and their own child (201, with the name)', async () => {
    const p = await fx.player({ firstName: 'Jan', lastName: 'Rodzic' });
    const child = await fx.player({ firstName: 'Ola', lastName: 'Dziecko', parentId: p.user.id });
    const activity = await fx.activity();

    const own = await add(p.headers, { activity_id: activity.id, payment_method: 'prepaid' });
    expect(own.statusCode, own.body).toBe(201);
    const forChild = await add(p.headers, { activity_id: activity.id, participant_id: child.user.id, payment_method: 'prepaid' });
    expect(forChild.statusCode, forChild.body).toBe(201);
    const items = body<Basket>(forChild).data.items;
    expect(items.map((i) => i.participant)).toEqual([
      { id: p.user.id, label: 'Jan Rodzic' },
      { id: child.user.id, label: 'Ola Dziecko' },
    ]);
    expect(items.every((i) => !i.not_allowed_error)).toBe(true);
    expect((await basketRowsOf(p.user.id)).map((r) => r.participantId)).toEqual([p.user.id, child.user.id]);
  });

  it("never shows the name of a participant already stored who is not the player's (an item from before the check)", async () => {
    const p = await fx.player();
    const other = await fx.player({ firstName: 'Olga', lastName: 'Obca', benefitActive: true });
    const activity = await fx.activity();
    await ctx.database.db
      .insert(basketItems)
      .values({ userId: p.user.id, participantId: other.user.id, activityId: activity.id, paymentMethod: 'prepaid' });

    const response = await ctx.app.inject({ method: 'GET', url: '/api/v2/transactions/basket_transactions', headers: p.headers });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('Olga');
    expect(response.body).not.toContain('Obca');
    const [item] = body<Basket>(response).data.items;
    expect(item).toMatchObject({
      participant: { id: other.user.id, label: '' },
      not_allowed_error: true,
      available_payment_method: [],
    });
    expect(item.errors).toContain(msg.basketNotAllowed);
    const paid = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/transactions/basket_transactions',
      headers: p.headers,
      payload: {},
    });
    expect(paid.statusCode).toBe(422);
    expect(paid.body).not.toContain('Olga');
  });

  it("the reserve list's join (participant_id too) refuses someone else's id without naming them or storing anything", async () => {
    const p = await fx.player();
    const other = await fx.player({ firstName: 'Olga', lastName: 'Obca' });
    const activity = await fx.activity({ maxPlayers: 1, participantsCount: 1 });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/users/current/participations',
      headers: p.headers,
      payload: { participation: { activity_id: activity.id, participant_id: other.user.id } },
    });
    expect(response.statusCode).toBe(422);
    expect(body(response).error.fields).toEqual({ participant_id: msg.basketNotAllowed });
    expect(response.body).not.toContain('Olga');
    const rows = await ctx.database.db
      .select()
      .from(activityParticipants)
      .where(and(eq(activityParticipants.activityId, activity.id), eq(activityParticipants.userId, other.user.id)));
    expect(rows).toEqual([]);
  });
});
