import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { CalendarReply } from '@sportdesk/contract';
import { activities, locationObjects } from '../../db/schema/index';
import { body, createTestApp, signedInAdmin, signedInUser, type TestContext } from '../../test/app';
import { insertTestActivity, plusDays, seedCatalogue, today, type Catalogue } from '../activities/test-fixtures';

let ctx: TestContext;
let cat: Catalogue;
let authorization: string;
beforeAll(async () => {
  ctx = await createTestApp();
  cat = await seedCatalogue(ctx.database.db);
  authorization = (await signedInAdmin(ctx.app)).authorization;
});
afterAll(() => ctx.close());

const get = (url: string, auth = authorization) =>
  ctx.app.inject({ method: 'GET', url: `/api/v2/admin/calendar${url}`, headers: { authorization: auth } });

describe('GET admin/calendar (the venue week)', () => {
  it("answers one venue's activities of the days asked for, in time order, with sport, object, places and state", async () => {
    const monday = plusDays(today(), 14);
    const [court2] = await ctx.database.db
      .insert(locationObjects)
      .values({ localizationId: cat.localizationId, objectType: 'court', description: 'Kort 2', orderValue: 1 })
      .returning();
    const evening = await insertTestActivity(ctx.database.db, cat, {
      date: monday,
      start_at: '18:00',
      stop_at: '19:30',
      max_players: 10,
    });
    const morning = await insertTestActivity(ctx.database.db, cat, {
      date: monday,
      start_at: '08:00',
      stop_at: '09:00',
      max_players: 10,
      location_object_id: court2.id,
    });
    await ctx.database.db.update(activities).set({ reservedSpots: 2, participantsCount: 6 }).where(eq(activities.id, morning.id));
    const full = await insertTestActivity(ctx.database.db, cat, {
      date: plusDays(monday, 6),
      max_players: 4,
      min_players: 1,
      hidden: true,
    });
    await ctx.database.db.update(activities).set({ participantsCount: 4 }).where(eq(activities.id, full.id));
    const canceled = await insertTestActivity(ctx.database.db, cat, { date: plusDays(monday, 2) });
    await ctx.database.db.update(activities).set({ canceled: true }).where(eq(activities.id, canceled.id));
    // Not asked for: another venue, and the day after the range.
    await insertTestActivity(ctx.database.db, cat, {
      date: monday,
      localization_id: cat.otherLocalizationId,
      location_object_id: cat.otherObjectId,
    });
    await insertTestActivity(ctx.database.db, cat, { date: plusDays(monday, 7) });

    const response = await get(`?localization_id=${cat.localizationId}&date_from=${monday}&date_to=${plusDays(monday, 6)}`);
    expect(response.statusCode).toBe(200);
    const reply = body<{ data: CalendarReply }>(response).data;
    expect(reply.localization).toEqual({ id: cat.localizationId, name: 'Orlik Mokotów' });
    // Objects in their order: 'Kort 2' (order 1) before the catalogue's court (order 1000).
    expect(reply.location_objects).toEqual([
      { id: court2.id, name: 'Kort — Kort 2' },
      { id: cat.objectId, name: 'Kort' },
    ]);
    expect(reply.blocks.map((b) => b.id)).toEqual([morning.id, evening.id, canceled.id, full.id]);
    expect(reply.blocks[0]).toMatchObject({
      date: monday,
      start_at: '08:00',
      stop_at: '09:00',
      location_object_id: court2.id,
      taken: 8,
      max_players: 10,
      occupancy: 'nearly_full',
      sport: { id: cat.sportId, name: 'Piłka nożna' },
      hidden: false,
      canceled: false,
    });
    expect(reply.blocks[1]).toMatchObject({ taken: 0, occupancy: 'free' });
    expect(reply.blocks[2]).toMatchObject({ canceled: true });
    expect(reply.blocks[3]).toMatchObject({ taken: 4, max_players: 4, occupancy: 'full', hidden: true });
  });

  it('refuses a range over 31 days, a reversed or impossible one and a missing venue with 400 and fields', async () => {
    const cases: [string, string][] = [
      [`?localization_id=${cat.localizationId}&date_from=2026-12-01&date_to=2027-01-01`, 'date_to'],
      [`?localization_id=${cat.localizationId}&date_from=2026-12-10&date_to=2026-12-09`, 'date_to'],
      [`?localization_id=${cat.localizationId}&date_from=2026-02-30&date_to=2026-03-02`, 'date_from'],
      [`?localization_id=${cat.localizationId}&date_from=2026-12-01`, 'date_to'],
      [`?date_from=2026-12-01&date_to=2026-12-07`, 'localization_id'],
      [`?localization_id=abc&date_from=2026-12-01&date_to=2026-12-07`, 'localization_id'],
    ];
    for (const [query, field] of cases) {
      const response = await get(query);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(body<{ error: { fields: Record<string, string> } }>(response).error.fields), query).toContain(field);
    }
    const ok31 = await get(`?localization_id=${cat.localizationId}&date_from=2026-12-01&date_to=2026-12-31`);
    expect(ok31.statusCode).toBe(200);
    expect((await get(`?localization_id=999999&date_from=2026-12-01&date_to=2026-12-07`)).statusCode).toBe(404);
  });

  it('needs admin_role_activities', async () => {
    const query = `?localization_id=${cat.localizationId}&date_from=2026-12-01&date_to=2026-12-07`;
    const other = await signedInUser(ctx.app, ['admin_role_users']);
    expect((await get(query, other.authorization)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v2/admin/calendar${query}` })).statusCode).toBe(401);
  });
});
