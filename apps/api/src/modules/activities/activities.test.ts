// @clock-dependent: activity dates, publish and reveal times are read against today in Warsaw.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  activityListQuery,
  msg,
  warsawToday,
  type Activity,
  type ActivityCoordinator,
  type ActivityRow,
  type ListReply,
} from '@sportdesk/contract';
import { activities, activityParticipants, audits, users } from '../../db/schema/index';
import { userAgreements } from '../../db/schema/user-details';
import { body, createTestApp, signedInUser, type TestContext } from '../../test/app';
import { listActivities } from './queries';
import {
  insertTestActivity,
  insertTestPage,
  plusDays,
  seedCatalogue,
  today,
  validActivity,
  type Catalogue,
} from './test-fixtures';

let ctx: TestContext;
let headers: { authorization: string };
let adminId: number;
let cat: Catalogue;

beforeAll(async () => {
  ctx = await createTestApp();
  const admin = await signedInUser(ctx.app, ['admin_role_activities']);
  headers = admin.headers;
  adminId = admin.user.id;
  cat = await seedCatalogue(ctx.database.db);
});
afterAll(() => ctx.close());

const list = async (query = '') => {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/v2/admin/activities?${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return body<ListReply<ActivityRow>>(response).data;
};
const show = async (id: number) =>
  body<Activity>(await ctx.app.inject({ method: 'GET', url: `/api/v2/admin/activities/${id}`, headers })).data;
const auditsOf = (id: number) =>
  ctx.database.db
    .select()
    .from(audits)
    .where(and(eq(audits.auditableType, 'Activity'), eq(audits.auditableId, id)))
    .orderBy(audits.id);
const idsOf = (rows: { id: number }[]) => rows.map((r) => r.id);

describe('admin/activities index: filters, sorts, defaults (docs/spec/part-2.md §7, §9)', () => {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    const db = ctx.database.db;
    const t = today();
    ids.yesterday = (await insertTestActivity(db, cat, { date: plusDays(t, -1), name: 'Wczoraj' })).id;
    ids.soon = (
      await insertTestActivity(db, cat, {
        date: plusDays(t, 1),
        start_at: '20:00',
        stop_at: '21:00',
        price: 30,
        name: 'Jutro wieczorem',
        custom_tags: ['liga', 'orlik'],
      })
    ).id;
    ids.soonEarly = (
      await insertTestActivity(db, cat, {
        date: plusDays(t, 1),
        start_at: '8:00',
        stop_at: '9:00',
        price: 10,
        confirmed: true,
        name: 'Jutro rano',
      })
    ).id;
    ids.expensive = (await insertTestActivity(db, cat, { date: plusDays(t, 2), price: 600, name: 'Droga' })).id;
    ids.other = (
      await insertTestActivity(db, cat, {
        date: plusDays(t, 3),
        sport_id: cat.otherSportId,
        localization_id: cat.otherLocalizationId,
        location_object_id: cat.otherObjectId,
        activity_type: 'organizer',
        event_type: 'second_type',
        hidden: true,
        canceled: true,
        archived: true,
        price: 0,
        name: 'Siatka w Krakowie',
        custom_tags: ['liga'],
      })
    ).id;
  });
  const inRange = (rows: ActivityRow[]) => idsOf(rows).filter((id) => Object.values(ids).includes(id));

  // Totals count only this block's rows: other tests in the file add activities, in any order.
  const mine = () => `with_activities_id=${Object.values(ids).join(',')}`;

  it('defaults: from today (Europe/Warsaw), price 0–500, date then start ascending, 25 per page', async () => {
    expect(inRange((await list()).rows)).toEqual([ids.soonEarly, ids.soon, ids.other]);
    const data = await list(mine());
    expect(idsOf(data.rows)).toEqual([ids.soonEarly, ids.soon, ids.other]);
    expect(data.total).toBe(3);
    const many = await list('with_date_greater=all');
    expect(inRange(many.rows)).toEqual([ids.yesterday, ids.soonEarly, ids.soon, ids.other]);
  });

  it('rows carry sport, location, creator, spots, warnings and past', async () => {
    const [row] = (await list(`with_activities_id=${ids.soon}`)).rows;
    expect(row).toMatchObject({
      id: ids.soon,
      sport: { id: cat.sportId, name: 'Piłka nożna' },
      localization: { id: cat.localizationId, name: 'Orlik Mokotów', street: 'ul. Puławska 100', city: 'Warszawa' },
      start_at: '20:00',
      all_reserved_spots: 0,
      fa_count: 0,
      price: 30,
      past: false,
      warnings: ['min_players', 'no_coordinator'],
    });
    const [old] = (await list(`with_activities_id=${ids.yesterday}&with_date_greater=all`)).rows;
    expect(old.past).toBe(true);
  });

  it('filters by ids, tags, price bounds, dates and flags', async () => {
    expect(idsOf((await list(`with_activities_id=${ids.soon},${ids.other}`)).rows)).toEqual([ids.soon, ids.other]);
    expect(inRange((await list('with_tags=liga')).rows)).toEqual([ids.soon, ids.other]);
    expect(inRange((await list('with_tags=orlik,nic')).rows)).toEqual([ids.soon]);
    expect(inRange((await list('with_price_less=1000')).rows)).toEqual([ids.soonEarly, ids.soon, ids.expensive, ids.other]);
    expect(inRange((await list('with_price_greater=20')).rows)).toEqual([ids.soon]);
    expect(inRange((await list(`with_date_greater=${plusDays(today(), 2)}&with_price_less=1000`)).rows)).toEqual([
      ids.expensive,
      ids.other,
    ]);
    expect(inRange((await list(`with_date_less=${plusDays(today(), 1)}`)).rows)).toEqual([ids.soonEarly, ids.soon]);
    expect(inRange((await list('with_confirmed=true')).rows)).toEqual([ids.soonEarly]);
    expect(inRange((await list('with_canceled=true')).rows)).toEqual([ids.other]);
    expect(inRange((await list('with_hidden=true')).rows)).toEqual([ids.other]);
    expect(inRange((await list('with_hidden=false')).rows)).toEqual([ids.soonEarly, ids.soon]);
    expect(inRange((await list('with_archive=true')).rows)).toEqual([ids.other]);
    expect(inRange((await list(`with_sport=${cat.otherSportId}`)).rows)).toEqual([ids.other]);
    expect(inRange((await list(`with_location=${cat.otherLocalizationId}`)).rows)).toEqual([ids.other]);
    expect(inRange((await list('with_city=krak')).rows)).toEqual([ids.other]);
    expect(inRange((await list('with_activity_type=organizer')).rows)).toEqual([ids.other]);
    expect(inRange((await list('with_event_type=second_type')).rows)).toEqual([ids.other]);
    expect(inRange((await list('with_name=jutro')).rows)).toEqual([ids.soonEarly, ids.soon]);
    expect(inRange((await list(`with_creator=${adminId}`)).rows)).toEqual([]);
    expect(inRange((await list('with_past=true&with_date_greater=all')).rows)).toEqual([ids.yesterday]);
  });

  it("filters a user's signed-up activities (with_participant) and added ones (with_creator), past included", async () => {
    const db = ctx.database.db;
    const [player] = await db
      .insert(users)
      .values({ email: 'uczestnik.filtr@example.pl', firstName: 'Ula', lastName: 'Uczestniczka' })
      .returning();
    await db.insert(activityParticipants).values([
      { activityId: ids.yesterday, userId: player.id },
      { activityId: ids.soon, userId: player.id },
    ]);
    await db.update(activities).set({ creatorId: player.id }).where(eq(activities.id, ids.expensive));
    expect(inRange((await list(`with_participant=${player.id}&with_date_greater=all`)).rows)).toEqual([ids.yesterday, ids.soon]);
    expect(inRange((await list(`with_participant=${player.id}`)).rows)).toEqual([ids.soon]);
    expect(inRange((await list(`with_creator=${player.id}&with_date_greater=all&with_price_less=1000`)).rows)).toEqual([
      ids.expensive,
    ]);
    expect((await list(`with_participant=${player.id + 1000}&with_date_greater=all`)).total).toBe(0);
  });

  it('stops counting at the cap and says so; under the cap the total is exact', async () => {
    const query = activityListQuery.parse({ with_date_greater: 'all', with_price_less: 1000 });
    const all = await listActivities(ctx.database.db, query);
    expect(all.total_capped).toBeUndefined();
    expect(all.total).toBeGreaterThanOrEqual(5);
    const capped = await listActivities(ctx.database.db, query, 2);
    expect(capped).toMatchObject({ total: 2, total_capped: true });
    expect(capped.rows).toHaveLength(all.rows.length);
    const exact = await listActivities(ctx.database.db, query, all.total);
    expect(exact.total).toBe(all.total);
    expect(exact.total_capped).toBeUndefined();
  });

  it('sorts by every order of docs/spec/part-2.md §9, both ways', async () => {
    const q = 'with_price_less=1000&with_date_greater=all';
    expect(inRange((await list(`${q}&order=price&order_dir=desc`)).rows)).toEqual([
      ids.expensive,
      ids.soon,
      ids.yesterday,
      ids.soonEarly,
      ids.other,
    ]);
    expect(inRange((await list(`${q}&order=date&order_dir=desc`)).rows)).toEqual([
      ids.other,
      ids.expensive,
      ids.soon,
      ids.soonEarly,
      ids.yesterday,
    ]);
    expect(inRange((await list(`${q}&order=start_at`)).rows)[0]).toBe(ids.soonEarly);
    expect(inRange((await list(`${q}&order=confirmed&order_dir=desc`)).rows)[0]).toBe(ids.soonEarly);
    expect(inRange((await list(`${q}&order=canceled&order_dir=desc`)).rows)[0]).toBe(ids.other);
    expect(inRange((await list(`${q}&order=hidden&order_dir=desc`)).rows)[0]).toBe(ids.other);
    expect(inRange((await list(`${q}&order=activity_type`)).rows)[0]).toBe(ids.other);
    expect(inRange((await list(`${q}&order=created_at&order_dir=desc`)).rows)[0]).toBe(ids.other);
  });

  it('pages from 0 and rejects bad filters', async () => {
    const page = await list(`${mine()}&with_date_greater=all&with_price_less=1000&limit=2&page=1`);
    expect(idsOf(page.rows)).toEqual([ids.soon, ids.expensive]);
    expect(page.total).toBe(5);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/v2/admin/activities?with_date_less=2024-1-1&order=name',
      headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(body(bad).error.fields ?? {})).toEqual(expect.arrayContaining(['with_date_less', 'order']));
  });
});

describe('admin/activities show, update, delete and change history', () => {
  it('shows every field with its relations, updates and deletes with audit rows in the same transaction', async () => {
    const created = await insertTestActivity(ctx.database.db, cat, { name: 'Do zmiany', price: 20 }, adminId);
    const shown = await show(created.id);
    expect(shown).toMatchObject({
      id: created.id,
      name: 'Do zmiany',
      price: 20,
      creator: { id: adminId, first_name: 'Test' },
      location_object: { id: cat.objectId, object_type: 'court' },
      coordinators: [],
      organizer_verified: null,
      publish_date: expect.any(String),
    });

    const patched = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v2/admin/activities/${created.id}`,
      headers,
      payload: { activity: validActivity(cat, { name: 'Zmienione', price: 22.5, canceled: true }) },
    });
    expect(patched.statusCode).toBe(200);
    expect(body<Activity>(patched).data).toMatchObject({ name: 'Zmienione', price: 22.5, canceled: true });

    const rows = await auditsOf(created.id);
    expect(rows.map((r) => r.action)).toEqual(['create', 'update']);
    expect(rows[1].userId).toBe(adminId);
    expect(rows[1].auditedChanges).toMatchObject({
      name: ['Do zmiany', 'Zmienione'],
      price: [20, 22.5],
      canceled: [false, true],
    });

    // A failing update writes nothing, audit included.
    const failed = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v2/admin/activities/${created.id}`,
      headers,
      payload: { activity: validActivity(cat, { name: 'Nie', sport_id: 999_999 }) },
    });
    expect(failed.statusCode).toBe(400);
    expect((await auditsOf(created.id)).length).toBe(2);

    const history = await ctx.app.inject({ method: 'GET', url: `/api/v2/admin/activities/${created.id}/audits`, headers });
    expect(body<ListReply<{ action: string }>>(history).data.rows.map((r) => r.action)).toEqual(['update', 'create']);

    const deleted = await ctx.app.inject({ method: 'DELETE', url: `/api/v2/admin/activities/${created.id}`, headers });
    expect(deleted.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v2/admin/activities/${created.id}`, headers })).statusCode).toBe(
      404,
    );
    const after = await auditsOf(created.id);
    expect(after.map((r) => r.action)).toEqual(['create', 'update', 'destroy']);
    expect(after[2].auditedChanges).toMatchObject({ name: ['Zmienione', null] });
  });

  it('saves page_id (the description page) and shows its blocks; an unknown page is 400 on page_id', async () => {
    const created = await insertTestActivity(ctx.database.db, cat);
    const page = await insertTestPage(ctx.database.db, 'zasady-zajec');
    const url = `/api/v2/admin/activities/${created.id}`;
    const unknown = await ctx.app.inject({
      method: 'PATCH',
      url,
      headers,
      payload: { activity: validActivity(cat, { page_id: 999_999 }) },
    });
    expect(unknown.statusCode).toBe(400);
    expect(body(unknown).error.fields).toEqual({ page_id: msg.unknownPage });

    const patched = await ctx.app.inject({
      method: 'PATCH',
      url,
      headers,
      payload: { activity: validActivity(cat, { page_id: page.id }) },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const shown = body<Activity>(await ctx.app.inject({ method: 'GET', url, headers })).data;
    expect(shown.page_id).toBe(page.id);
    // The blocks as the public page renders them: escaped, no script.
    expect(shown.page).toEqual({
      id: page.id,
      name: 'Zasady gry',
      url: 'zasady-zajec',
      html: '<h2>Zasady</h2><p>Gramy <b>fair play</b></p>',
    });

    const cleared = await ctx.app.inject({
      method: 'PATCH',
      url,
      headers,
      payload: { activity: validActivity(cat, { page_id: null }) },
    });
    expect(body<Activity>(cleared).data).toMatchObject({ page_id: null, page: null });
  });

  it('answers 404 for unknown ids', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v2/admin/activities/999999', headers })).statusCode).toBe(404);
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v2/admin/activities/999999',
      headers,
      payload: { activity: validActivity(cat) },
    });
    expect(patch.statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'DELETE', url: '/api/v2/admin/activities/999999', headers })).statusCode).toBe(404);
  });

  it('computes past from date and start in Europe/Warsaw', async () => {
    // The Warsaw date and start (rounded down to 10 minutes) of an instant two hours away: at any hour,
    // across midnight and across a daylight-saving change (where a wall-clock hour is ambiguous).
    const warsawAt = (offsetMinutes: number) => {
      const at = new Date(Date.now() + offsetMinutes * 60_000);
      const [hour, minute] = new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/Warsaw',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      })
        .format(at)
        .split(':')
        .map(Number);
      return { date: warsawToday(at), start_at: `${hour}:${String(minute - (minute % 10)).padStart(2, '0')}`, stop_at: '23:59' };
    };
    const day = today();
    const started = await insertTestActivity(ctx.database.db, cat, warsawAt(-120));
    const notYet = await insertTestActivity(ctx.database.db, cat, warsawAt(120));
    expect((await show(started.id)).past).toBe(true);
    expect((await show(notYet.id)).past).toBe(false);
    const tomorrow = await insertTestActivity(ctx.database.db, cat, {
      date: plusDays(day, 1),
      start_at: '0:00',
      stop_at: '1:00',
    });
    expect((await show(tomorrow.id)).past).toBe(false);

    // The list as it opens works `past` out from the wall clock: right again when time has passed with nothing
    // written in between (its statement may then come from the embedded database's read cache).
    const listedPast = async () => (await list('limit=100')).rows.find((row) => row.id === notYet.id)?.past;
    expect(await listedPast()).toBe(false);
    expect(await listedPast()).toBe(false);
    const later = new Date(Date.now() + 130 * 60_000);
    if (warsawToday(later) !== warsawToday()) return; // past midnight in Warsaw the activity leaves the list
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(later);
      expect(await listedPast()).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('coordinators (docs/spec/part-2.md §6)', () => {
  it('adds and removes users with user_role_coordinator only, with audit rows and the list filter', async () => {
    const activity = await insertTestActivity(ctx.database.db, cat, { min_players: 1, reserved_spots: 2 });
    const coordinator = await signedInUser(ctx.app, ['user_role_coordinator']);
    const player = await signedInUser(ctx.app, []);
    const url = `/api/v2/admin/activities/${activity.id}/coordinators`;

    const refused = await ctx.app.inject({ method: 'POST', url, headers, payload: { user: { id: player.user.id } } });
    expect(refused.statusCode).toBe(422);
    expect(body(refused).error.fields).toEqual({ 'user.id': msg.notACoordinator });

    const added = await ctx.app.inject({ method: 'POST', url, headers, payload: { user: { id: coordinator.user.id } } });
    expect(added.statusCode).toBe(201);
    expect(body<ActivityCoordinator[]>(added).data.map((c) => c.id)).toEqual([coordinator.user.id]);
    const twice = await ctx.app.inject({ method: 'POST', url, headers, payload: { user: { id: coordinator.user.id } } });
    expect(twice.statusCode).toBe(409);

    const shown = await show(activity.id);
    expect(shown.coordinators.map((c) => c.id)).toEqual([coordinator.user.id]);
    expect(shown.warnings).toEqual([]);
    expect(idsOf((await list(`with_coordinator=${coordinator.user.id}&with_date_greater=all`)).rows)).toEqual([activity.id]);

    const removed = await ctx.app.inject({ method: 'DELETE', url: `${url}/${coordinator.user.id}`, headers });
    expect(removed.statusCode).toBe(200);
    expect((await show(activity.id)).warnings).toEqual(['no_coordinator']);
    expect((await ctx.app.inject({ method: 'DELETE', url: `${url}/${coordinator.user.id}`, headers })).statusCode).toBe(404);

    const history = await auditsOf(activity.id);
    expect(history.slice(1).map((r) => r.auditedChanges)).toEqual([
      { coordinators: [[], [coordinator.user.id]] },
      { coordinators: [[coordinator.user.id], []] },
    ]);
  });
});

describe('organiser verification (docs/spec/part-2.md §6)', () => {
  it('is verified with signed agreement, transfer verification and a matching user agreement', async () => {
    const organiser = await signedInUser(ctx.app, ['user_role_organizer_type_2']);
    const activity = await insertTestActivity(ctx.database.db, cat, {
      activity_type: 'organizer',
      event_type: 'second_type',
      creator_id: organiser.user.id,
    });
    expect((await show(activity.id)).organizer_verified).toBe(false);
    await ctx.database.db
      .update(users)
      .set({ signedAgreement: 'yes', transferVerification: 'yes' })
      .where(eq(users.id, organiser.user.id));
    expect((await show(activity.id)).organizer_verified).toBe(false);
    await ctx.database.db.insert(userAgreements).values({ userId: organiser.user.id, sportId: cat.otherSportId });
    expect((await show(activity.id)).organizer_verified).toBe(false);
    await ctx.database.db
      .insert(userAgreements)
      .values({ userId: organiser.user.id, sportId: cat.sportId, localizationId: cat.localizationId });
    expect((await show(activity.id)).organizer_verified).toBe(true);
    await ctx.database.db.update(users).set({ transferVerification: 'no' }).where(eq(users.id, organiser.user.id));
    expect((await show(activity.id)).organizer_verified).toBe(false);
  });
});

describe('user options for the activity form', () => {
  it('offers coordinators and organisers by name', async () => {
    const coordinator = await signedInUser(ctx.app, ['user_role_coordinator']);
    const organiser = await signedInUser(ctx.app, ['user_role_organizer_type_1']);
    const get = async (q: string) =>
      body<{ id: number }[]>(
        await ctx.app.inject({ method: 'GET', url: `/api/v2/admin/activities/user_options?${q}`, headers }),
      ).data.map((u) => u.id);
    const coordinators = await get('kind=coordinator');
    expect(coordinators).toContain(coordinator.user.id);
    expect(coordinators).not.toContain(organiser.user.id);
    const organisers = await get(`kind=organizer&search=${organiser.user.id}`);
    expect(organisers).toContain(organiser.user.id);
    expect(organisers).not.toContain(coordinator.user.id);
  });
});
