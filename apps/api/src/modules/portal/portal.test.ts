// @clock-dependent: the portal lists activities from today on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type {
  ListReply,
  PortalActivity,
  PortalActivityDetail,
  PortalFilterOptions,
  PortalTileSection,
} from '@sportdesk/contract';
import { activities, activityParticipants, localizations, mainPageTiles, pages, sports } from '../../db/schema/index';
import { body, createTestApp, signedInUser, type TestContext } from '../../test/app';
import { insertTestActivity, plusDays, seedCatalogue, today, type Catalogue } from '../activities/test-fixtures';
import { revealDueActivities } from '../activities/reveal';

let ctx: TestContext;
let c: Catalogue;
beforeAll(async () => {
  ctx = await createTestApp();
  c = await seedCatalogue(ctx.app.deps.db);
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url: `/api/v2/portal/${url}` });
const search = async (query = '') => {
  const response = await get(`activities?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return body<ListReply<PortalActivity>>(response).data;
};
const ids = async (query = '') => (await search(query)).rows.map((r) => r.id);
const add = (extra: Parameters<typeof insertTestActivity>[2] = {}) => insertTestActivity(ctx.app.deps.db, c, extra);
const set = (id: number, values: Partial<typeof activities.$inferInsert>) =>
  ctx.app.deps.db.update(activities).set(values).where(eq(activities.id, id));

describe('portal/tiles', () => {
  it('gives the visitor the visible not_logged_in tiles by section, then order, then id; players get logged_in', async () => {
    const db = ctx.app.deps.db;
    const [a, b, hidden, second, player] = await db
      .insert(mainPageTiles)
      .values([
        { name: 'B', url: '/portal/zajecia', section: 'not_logged_in_1', orderValue: 20 },
        { name: 'A', url: '/s/regulamin', section: 'not_logged_in_1', orderValue: 10, xs: 6, lg: 4 },
        { name: 'Ukryty', url: '/x', section: 'not_logged_in_1', hidden: true },
        { name: 'Druga sekcja', url: '/y', section: 'not_logged_in_2', orderValue: 1 },
        { name: 'Dla graczy', url: '/z', section: 'logged_in_1' },
      ])
      .returning();
    const guest = body<PortalTileSection[]>(await get('tiles')).data;
    expect(guest.map((s) => s.section)).toEqual(['not_logged_in_1', 'not_logged_in_2']);
    expect(guest[0].tiles.map((t) => t.id)).toEqual([b.id, a.id]);
    expect(guest[0].tiles[0]).toMatchObject({ name: 'A', url: '/s/regulamin', xs: 6, sm: 12, md: 6, lg: 4, xl: 2 });
    expect(guest[0].tiles[0]).not.toHaveProperty('hidden');
    expect(guest[1].tiles.map((t) => t.id)).toEqual([second.id]);
    expect(JSON.stringify(guest)).not.toContain(String(hidden.name));
    const signedIn = body<PortalTileSection[]>(await get('tiles?signed_in=true')).data;
    expect(signedIn.flatMap((s) => s.tiles.map((t) => t.id))).toEqual([player.id]);
  });

  it('refuses unknown parameters', async () => {
    expect((await get('tiles?section=logged_in_1')).statusCode).toBe(400);
  });
});

describe('portal/activities', () => {
  it('lists upcoming public activities with public fields only, by date and time', async () => {
    const later = await add({ date: plusDays(today(), 3), start_at: '20:00', stop_at: '21:00', notes: 'Tajna notatka' });
    const sooner = await add({ date: plusDays(today(), 3), start_at: '8:00', stop_at: '9:00' });
    const result = await search(`date_from=${plusDays(today(), 3)}&date_to=${plusDays(today(), 3)}`);
    expect(result.rows.map((r) => r.id)).toEqual([sooner.id, later.id]);
    const row = result.rows[1];
    expect(row).toMatchObject({
      sport: { id: c.sportId, name: 'Piłka nożna' },
      location: { id: c.localizationId, name: 'Orlik Mokotów', city: 'Warszawa', street: 'ul. Puławska 100' },
      start_at: '20:00',
      price: 25,
      max_players: 12,
      free_spots: 12,
      taken_spots: 0,
    });
    const text = JSON.stringify(result);
    for (const secret of ['Tajna notatka', 'notes', 'creator', 'hidden', 'rental_price', 'ok_system_code'])
      expect(text).not.toContain(secret);
  });

  it('never shows hidden activities before their reveal, then shows them', async () => {
    const date = plusDays(today(), 4);
    const revealAt = new Date(Date.now() + 3_600_000);
    const hidden = await add({ date, hidden: true, change_to_public_at: revealAt.toISOString(), price_on_publish: 40 });
    expect(await ids(`date_from=${date}&date_to=${date}`)).not.toContain(hidden.id);
    expect((await get(`activities/${hidden.id}`)).statusCode).toBe(404);
    await revealDueActivities(ctx.app.deps.db, new Date(revealAt.getTime() + 1000));
    expect(await ids(`date_from=${date}&date_to=${date}`)).toContain(hidden.id);
    const shown = body<PortalActivityDetail>(await get(`activities/${hidden.id}`)).data;
    expect(shown.price).toBe(40);
  });

  it('leaves out past, canceled, archived, unpublished, unconfirmed organiser ones and hidden sports or locations', async () => {
    const date = plusDays(today(), 5);
    const q = `date_from=${date}&date_to=${date}`;
    const visible = await add({ date });
    const canceled = await add({ date });
    const archived = await add({ date });
    const unpublished = await add({ date });
    const organizer = await add({ date });
    const confirmedOrganizer = await add({ date });
    await set(canceled.id, { canceled: true });
    await set(archived.id, { archived: true });
    await set(unpublished.id, { publishDate: new Date(Date.now() + 86_400_000) });
    await set(organizer.id, { activityType: 'organizer', confirmed: false });
    await set(confirmedOrganizer.id, { activityType: 'organizer', confirmed: true });
    expect((await ids(q)).sort()).toEqual([visible.id, confirmedOrganizer.id].sort());
    for (const id of [archived.id, unpublished.id, organizer.id]) expect((await get(`activities/${id}`)).statusCode).toBe(404);
    // A canceled activity's own page still answers (a shared link), marked canceled.
    expect(body<PortalActivityDetail>(await get(`activities/${canceled.id}`)).data.canceled).toBe(true);

    const past = await add({ date: plusDays(today(), 6) });
    await set(past.id, { date: plusDays(today(), -1) });
    expect(await ids(`date_from=${plusDays(today(), -2)}`)).not.toContain(past.id);
    expect(body<PortalActivityDetail>(await get(`activities/${past.id}`)).data.past).toBe(true);

    const db = ctx.app.deps.db;
    await db.update(sports).set({ hidden: true }).where(eq(sports.id, c.otherSportId));
    const ofHiddenSport = await add({ date, sport_id: c.otherSportId });
    expect(await ids(q)).not.toContain(ofHiddenSport.id);
    await db.update(sports).set({ hidden: false }).where(eq(sports.id, c.otherSportId));
    await db.update(localizations).set({ hidden: true }).where(eq(localizations.id, c.otherLocalizationId));
    const atHiddenPlace = await add({ date, localization_id: c.otherLocalizationId, location_object_id: c.otherObjectId });
    expect(await ids(q)).not.toContain(atHiddenPlace.id);
    await db.update(localizations).set({ hidden: false }).where(eq(localizations.id, c.otherLocalizationId));
    expect(await ids(q)).toContain(atHiddenPlace.id);
  });

  it('filters by sport, location, city, date range, level, gender, price and free spots', async () => {
    const date = plusDays(today(), 10);
    const range = `date_from=${date}&date_to=${date}`;
    const football = await add({ date, price: 10, lv: 'beginners', gender: 'males' });
    const volley = await add({
      date,
      sport_id: c.otherSportId,
      localization_id: c.otherLocalizationId,
      location_object_id: c.otherObjectId,
      price: 60,
      lv: 'advanced',
      gender: 'females',
    });
    const full = await add({ date, price: 30, max_players: 4, min_players: 1, reserved_spots: 3 });
    await set(full.id, { participantsCount: 1, reserveList: true });
    const next = await add({ date: plusDays(today(), 11) });
    const all = [football.id, volley.id, full.id];

    expect((await ids(range)).sort()).toEqual(all.sort());
    expect(await ids(`${range}&sport_id=${c.otherSportId}`)).toEqual([volley.id]);
    expect(await ids(`${range}&location_id=${c.otherLocalizationId}`)).toEqual([volley.id]);
    expect(await ids(`${range}&city=krak`)).toEqual([volley.id]);
    expect(await ids(`${range}&lv=beginners`)).toEqual([football.id]);
    expect(await ids(`${range}&gender=females`)).toEqual([volley.id]);
    expect((await ids(`${range}&price_from=20&price_to=60`)).sort()).toEqual([volley.id, full.id].sort());
    expect(await ids(`${range}&price_to=10`)).toEqual([football.id]);
    expect(await ids(`${range}&free_only=true`)).not.toContain(full.id);
    expect(await ids(`date_from=${plusDays(today(), 11)}&date_to=${plusDays(today(), 11)}`)).toEqual([next.id]);

    const fullRow = (await search(range)).rows.find((r) => r.id === full.id)!;
    expect(fullRow).toMatchObject({ free_spots: 0, taken_spots: 4, reserve_list: true, reserve_count: 0 });
  });

  it('counts the reserve list without naming anyone', async () => {
    const { user } = await signedInUser(ctx.app);
    const a = await add({ date: plusDays(today(), 12) });
    await ctx.app.deps.db.insert(activityParticipants).values({ activityId: a.id, userId: user.id, reserve: true });
    const detail = body<PortalActivityDetail>(await get(`activities/${a.id}`)).data;
    expect(detail.reserve_count).toBe(1);
    expect(JSON.stringify(detail)).not.toContain(user.email);
    expect(JSON.stringify(detail)).not.toContain(String(user.lastName));
  });

  it('pages with a bounded page size', async () => {
    const first = await search('limit=1');
    expect(first.rows).toHaveLength(1);
    expect(first.total).toBeGreaterThan(1);
    const second = await search('limit=1&page=1');
    expect(second.rows[0].id).not.toBe(first.rows[0].id);
    expect((await get('activities?limit=101')).statusCode).toBe(400);
    expect((await get('activities?limit=0')).statusCode).toBe(400);
  });

  it('refuses bad filters with Polish field messages, never a 500', async () => {
    const cases: [string, string][] = [
      ['date_from=2026-13-45', 'date_from'],
      ['date_from=jutro', 'date_from'],
      [`date_from=${plusDays(today(), 5)}&date_to=${plusDays(today(), 1)}`, 'date_to'],
      ['lv=expert', 'lv'],
      ['gender=x', 'gender'],
      ['price_from=50&price_to=10', 'price_from'],
      ['price_to=abc', 'price_to'],
      ['sport_id=99999999999', 'sport_id'],
      [`city=${'x'.repeat(121)}`, 'city'],
    ];
    for (const [query, field] of cases) {
      const response = await get(`activities?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(body(response).error.fields?.[field], query).toBeTruthy();
    }
    expect((await get('activities?with_hidden=true')).statusCode).toBe(400);
    expect((await get('activities/abc')).statusCode).toBe(400);
    expect((await get('activities/999999')).statusCode).toBe(404);
  });
});

describe('portal/activities/:id', () => {
  it('shows the description, the rendered page body of a visible page, the rules and the payment methods', async () => {
    const [page] = await ctx.app.deps.db
      .insert(pages)
      .values({
        url: 'opis-gierki',
        name: 'Opis',
        body: { blocks: [{ type: 'paragraph', data: { text: 'Zabierz <b>halówki</b><script>alert(1)</script>' } }] },
      })
      .returning();
    const a = await add({
      date: plusDays(today(), 8),
      description: 'Gramy 6 na 6',
      page_id: page.id,
      min_age: 16,
      max_age: 40,
      lv: 'medium',
      gender: 'unisex',
      pay_by_cash: true,
      pay_by_online_transfer: true,
    });
    const d = body<PortalActivityDetail>(await get(`activities/${a.id}`)).data;
    expect(d).toMatchObject({
      description: 'Gramy 6 na 6',
      page_url: '/s/opis-gierki',
      min_age: 16,
      max_age: 40,
      lv: 'medium',
      level_required_settings: 'equal_level',
    });
    expect(d.page_html).toContain('<b>halówki</b>');
    expect(d.page_html).not.toContain('<script>');
    expect(d.payment_methods).toEqual(expect.arrayContaining(['pay_by_cash', 'pay_by_online_transfer', 'pay_by_bonus_account']));
    expect(d.payment_methods).not.toContain('pay_by_benefit');

    await ctx.app.deps.db.update(pages).set({ visible: false }).where(eq(pages.id, page.id));
    const hiddenPage = body<PortalActivityDetail>(await get(`activities/${a.id}`)).data;
    expect(hiddenPage.page_html).toBeNull();
    expect(hiddenPage.page_url).toBeNull();
  });
});

describe('portal/filters', () => {
  it('offers visible sports and the visible locations with upcoming activities, with their cities', async () => {
    const db = ctx.app.deps.db;
    const [empty] = await db.insert(localizations).values({ name: 'Pusta hala', city: 'Gdańsk' }).returning();
    const [hiddenSport] = await db.insert(sports).values({ name: 'Ukryty sport', hidden: true }).returning();
    const options = body<PortalFilterOptions>(await get('filters')).data;
    expect(options.sports.map((s) => s.id)).toContain(c.sportId);
    expect(options.sports.map((s) => s.id)).not.toContain(hiddenSport.id);
    expect(options.locations.map((l) => l.id)).toContain(c.localizationId);
    expect(options.locations.map((l) => l.id)).not.toContain(empty.id);
    expect(options.cities).toEqual(expect.arrayContaining(['Kraków', 'Warszawa']));
    expect(options.cities).not.toContain('Gdańsk');
  });

  it('needs no token, and so do the other portal reads', async () => {
    for (const url of ['filters', 'tiles', 'activities']) expect((await get(url)).statusCode).toBe(200);
  });
});
