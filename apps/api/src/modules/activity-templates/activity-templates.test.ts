// @clock-dependent: a template's publish date defaults to now and its periods start from today.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  msg,
  type ActivityTemplate,
  type ActivityTemplateInput,
  type ActivityTemplateRow,
  type ListReply,
} from '@sportdesk/contract';
import { audits, searchTags, systemEvents } from '../../db/schema/index';
import { body, createTestApp, signedInUser, type TestContext } from '../../test/app';
import { insertTestPage, seedCatalogue, type Catalogue } from '../activities/test-fixtures';

let ctx: TestContext;
let admin: { authorization: string };
let adminId: number;
let cat: Catalogue;

beforeAll(async () => {
  ctx = await createTestApp();
  const a = await signedInUser(ctx.app, ['admin_role_activity_templates']);
  admin = a.headers;
  adminId = a.user.id;
  cat = await seedCatalogue(ctx.database.db);
});
afterAll(() => ctx.close());

const URL = '/api/v2/admin/activity_templates';
const fieldsOf = (r: { body: string }) => body(r).error.fields ?? {};

export const validTemplate = (c: Catalogue, extra: Partial<ActivityTemplateInput> = {}): ActivityTemplateInput => ({
  sport_id: c.sportId,
  localization_id: c.localizationId,
  location_object_id: c.objectId,
  name: 'Poranna siatkówka',
  price: 30,
  start_at: '8:00',
  stop_at: '9:30',
  max_players: 12,
  min_players: 4,
  week_days: [1, 4],
  ...extra,
});

async function create(extra: Partial<ActivityTemplateInput> = {}, headers = admin) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: URL,
    headers,
    payload: { activity_template: validTemplate(cat, extra) },
  });
  expect(response.statusCode, response.body).toBe(201);
  return body<ActivityTemplate>(response).data;
}

const list = async (query: string, headers = admin) => {
  const response = await ctx.app.inject({ method: 'GET', url: `${URL}?${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return body<ListReply<ActivityTemplateRow>>(response).data;
};

describe('access', () => {
  it('needs the templates role (403 without it, 401 without a token)', async () => {
    const other = await signedInUser(ctx.app, ['admin_role_activities']);
    expect((await ctx.app.inject({ method: 'GET', url: URL, headers: other.headers })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });

  it("a templates admin may use the activity form's creator picker (the template form shares it)", async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v2/admin/activities/user_options?kind=organizer',
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v2/admin/activities', headers: admin })).statusCode).toBe(403);
  });
});

describe('form rules (the activity schema)', () => {
  it('requires location, object, sport, start and stop with the Polish message', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: URL, headers: admin, payload: { activity_template: {} } });
    expect(response.statusCode).toBe(400);
    const fields = fieldsOf(response);
    for (const f of [
      'localization_id',
      'location_object_id',
      'sport_id',
      'start_at',
      'stop_at',
      'max_players',
      'min_players',
      'price',
    ])
      expect(fields[f], f).toBe(msg.required);
  });

  it('applies the activity numeric rules and messages', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: URL,
      headers: admin,
      payload: {
        activity_template: validTemplate(cat, {
          min_players: 0,
          max_players: 3,
          reserved_spots: 5,
          price: -1,
          start_at: '10:00',
          stop_at: '9:00',
        }),
      },
    });
    expect(response.statusCode).toBe(400);
    const fields = fieldsOf(response);
    expect(fields.min_players).toBe(msg.minValue1);
    expect(fields.price).toBe(msg.minValue0);
    expect(fields.stop_at).toBe(msg.stopAfterStart);
    const second = await ctx.app.inject({
      method: 'POST',
      url: URL,
      headers: admin,
      payload: { activity_template: validTemplate(cat, { min_players: 6, max_players: 4 }) },
    });
    expect(fieldsOf(second).max_players).toBe(msg.greaterThanMin);
    const third = await ctx.app.inject({
      method: 'POST',
      url: URL,
      headers: admin,
      payload: { activity_template: validTemplate(cat, { reserved_spots: 12 }) },
    });
    expect(fieldsOf(third).reserved_spots).toBe(msg.greaterThanMax);
  });

  it('checks week days (0–6) and hours_to_make_visible (not negative)', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: URL,
      headers: admin,
      payload: { activity_template: validTemplate(cat, { week_days: [7], hours_to_make_visible: -1 }) },
    });
    expect(response.statusCode).toBe(400);
    const fields = fieldsOf(response);
    expect(Object.keys(fields).some((k) => k.startsWith('week_days'))).toBe(true);
    expect(fields.hours_to_make_visible).toBe(msg.minValue0);
  });

  it('defaults: publish_date now, competition_type activity, week days sorted and unique', async () => {
    const before = Date.now();
    const t = await create({ week_days: [4, 1, 4] });
    expect(Date.parse(t.publish_date)).toBeGreaterThanOrEqual(before - 1000);
    expect(t.competition_type).toBe('activity');
    expect(t.week_days).toEqual([1, 4]);
    expect(t.start_at).toBe('8:00');
  });
});

describe('approval and its system events', () => {
  it("an admin's template is approved at once and raises no event", async () => {
    const t = await create({ name: 'Szablon admina' });
    expect(t.approved_by_admin).toBe(true);
    expect(t.creator?.id).toBe(adminId);
    const events = await ctx.database.db.select().from(systemEvents).where(eq(systemEvents.targetableId, t.id));
    expect(events.filter((e) => e.targetableType === 'ActivityTemplate')).toEqual([]);
  });

  it("an organiser's template starts unapproved with template_added; the admin's approval raises template_approved", async () => {
    const organiser = await signedInUser(ctx.app, ['user_role_activity_templates']);
    const t = await create({ name: 'Szablon organizatora', approved_by_admin: true }, organiser.headers);
    expect(t.approved_by_admin).toBe(false);
    expect(t.creator?.id).toBe(organiser.user.id);
    const added = await ctx.database.db
      .select()
      .from(systemEvents)
      .where(and(eq(systemEvents.targetableType, 'ActivityTemplate'), eq(systemEvents.targetableId, t.id)));
    expect(added.map((e) => e.eventType)).toEqual(['template_added']);

    // The organiser cannot approve, nor generate.
    expect((await ctx.app.inject({ method: 'POST', url: `${URL}/${t.id}/approve`, headers: organiser.headers })).statusCode).toBe(
      403,
    );
    // Unapproved templates generate nothing: 'Generuj teraz' is refused with the reason.
    const refused = await ctx.app.inject({ method: 'POST', url: `${URL}/${t.id}/generate`, headers: admin });
    expect(refused.statusCode).toBe(422);
    expect(body<never>(refused).error.message).toBe('Szablon nie jest zatwierdzony');

    const approved = await ctx.app.inject({ method: 'POST', url: `${URL}/${t.id}/approve`, headers: admin });
    expect(approved.statusCode).toBe(200);
    expect(body<ActivityTemplate>(approved).data.approved_by_admin).toBe(true);
    const events = await ctx.database.db
      .select()
      .from(systemEvents)
      .where(and(eq(systemEvents.targetableType, 'ActivityTemplate'), eq(systemEvents.targetableId, t.id)));
    expect(events.map((e) => e.eventType).sort()).toEqual(['template_added', 'template_approved']);
    const approvedEvent = events.find((e) => e.eventType === 'template_approved')!;
    expect(approvedEvent.assignedId).toBe(organiser.user.id);

    // The organiser's change takes the approval back and asks again.
    const edited = await ctx.app.inject({
      method: 'PATCH',
      url: `${URL}/${t.id}`,
      headers: organiser.headers,
      payload: { activity_template: validTemplate(cat, { name: 'Szablon organizatora 2', approved_by_admin: true }) },
    });
    expect(edited.statusCode).toBe(200);
    expect(body<ActivityTemplate>(edited).data.approved_by_admin).toBe(false);
    const again = await ctx.database.db
      .select()
      .from(systemEvents)
      .where(and(eq(systemEvents.targetableId, t.id), eq(systemEvents.eventType, 'template_added')));
    expect(again).toHaveLength(2);
  });

  it('an admin approving through the form raises template_approved too', async () => {
    const organiser = await signedInUser(ctx.app, ['user_role_activity_templates']);
    const t = await create({ name: 'Do zatwierdzenia w formularzu' }, organiser.headers);
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: `${URL}/${t.id}`,
      headers: admin,
      payload: { activity_template: validTemplate(cat, { name: 'Do zatwierdzenia w formularzu', approved_by_admin: true }) },
    });
    expect(body<ActivityTemplate>(response).data.approved_by_admin).toBe(true);
    const events = await ctx.database.db
      .select()
      .from(systemEvents)
      .where(and(eq(systemEvents.targetableId, t.id), eq(systemEvents.eventType, 'template_approved')));
    expect(events).toHaveLength(1);
    expect(events[0].targetableType).toBe('ActivityTemplate');
  });

  it("an organiser sees only their own templates (list and 404 on another's)", async () => {
    const organiser = await signedInUser(ctx.app, ['user_role_activity_templates']);
    const own = await create({ name: 'Mój szablon' }, organiser.headers);
    const foreign = await create({ name: 'Cudzy szablon' });
    const rows = (await list('limit=100', organiser.headers)).rows;
    expect(rows.map((r) => r.id)).toEqual([own.id]);
    expect((await ctx.app.inject({ method: 'GET', url: `${URL}/${foreign.id}`, headers: organiser.headers })).statusCode).toBe(
      404,
    );
  });
});

describe('show, update, delete, audit and search', () => {
  it('audits create, update and destroy as ActivityTemplate and is found by name in the global search', async () => {
    const t = await create({ name: 'Koszykówka Żoliborz' });
    const updated = await ctx.app.inject({
      method: 'PATCH',
      url: `${URL}/${t.id}`,
      headers: admin,
      payload: { activity_template: validTemplate(cat, { name: 'Koszykówka Bielany', price: 35 }) },
    });
    expect(updated.statusCode).toBe(200);
    expect(body<ActivityTemplate>(updated).data.price).toBe(35);

    const tags = await ctx.database.db
      .select()
      .from(searchTags)
      .where(and(eq(searchTags.searchableType, 'ActivityTemplate'), eq(searchTags.searchableId, t.id)));
    expect(tags[0]?.labelFirstLine).toBe('Koszykówka Bielany');
    const search = await signedInUser(ctx.app, ['admin_role_activity_templates']);
    const found = await ctx.app.inject({
      method: 'GET',
      url: '/api/v2/admin/search_tags?with_tags=bielany',
      headers: search.headers,
    });
    expect(body<ListReply<{ searchable_type: string; searchable_id: number }>>(found).data.rows).toContainEqual(
      expect.objectContaining({ searchable_type: 'ActivityTemplate', searchable_id: t.id }),
    );

    const history = await ctx.app.inject({ method: 'GET', url: `${URL}/${t.id}/audits`, headers: admin });
    const entries = body<ListReply<{ action: string; audited_changes: Record<string, [unknown, unknown]> }>>(history).data.rows;
    expect(entries.map((e) => e.action).sort()).toEqual(['create', 'update']);
    const change = entries.find((e) => e.action === 'update')!;
    expect(change.audited_changes.name).toEqual(['Koszykówka Żoliborz', 'Koszykówka Bielany']);
    expect(change.audited_changes.price).toEqual([30, 35]);

    const deleted = await ctx.app.inject({ method: 'DELETE', url: `${URL}/${t.id}`, headers: admin });
    expect(deleted.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: `${URL}/${t.id}`, headers: admin })).statusCode).toBe(404);
    const rows = await ctx.database.db
      .select()
      .from(audits)
      .where(and(eq(audits.auditableType, 'ActivityTemplate'), eq(audits.auditableId, t.id)));
    expect(rows.map((r) => r.action).sort()).toEqual(['create', 'destroy', 'update']);
    const gone = await ctx.database.db
      .select()
      .from(searchTags)
      .where(and(eq(searchTags.searchableType, 'ActivityTemplate'), eq(searchTags.searchableId, t.id)));
    expect(gone).toEqual([]);
  });

  it('saves page_id (the description page); an unknown page is 400 on page_id, on create and update', async () => {
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: URL,
      headers: admin,
      payload: { activity_template: validTemplate(cat, { page_id: 999_999 }) },
    });
    expect(unknown.statusCode).toBe(400);
    expect(fieldsOf(unknown)).toEqual({ page_id: msg.unknownPage });

    const page = await insertTestPage(ctx.database.db, 'zasady-szablonu');
    const created = await create({ page_id: page.id });
    expect(created.page_id).toBe(page.id);
    const shown = await ctx.app.inject({ method: 'GET', url: `${URL}/${created.id}`, headers: admin });
    expect(body<ActivityTemplate>(shown).data.page_id).toBe(page.id);

    const badUpdate = await ctx.app.inject({
      method: 'PATCH',
      url: `${URL}/${created.id}`,
      headers: admin,
      payload: { activity_template: validTemplate(cat, { page_id: 999_999 }) },
    });
    expect(badUpdate.statusCode).toBe(400);
    expect(fieldsOf(badUpdate)).toEqual({ page_id: msg.unknownPage });
    const cleared = await ctx.app.inject({
      method: 'PATCH',
      url: `${URL}/${created.id}`,
      headers: admin,
      payload: { activity_template: validTemplate(cat, { page_id: null }) },
    });
    expect(body<ActivityTemplate>(cleared).data.page_id).toBeNull();
  });

  it('404 for an unknown template; 400 for a bad id', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: `${URL}/999999`, headers: admin })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `${URL}/abc`, headers: admin })).statusCode).toBe(400);
  });
});

describe('list: filters, sort and defaults', () => {
  let ids: Record<string, number>;
  const only = async (query: string) =>
    (await list(`${query}&with_tags=lista&limit=100`)).rows.map((r) => r.id).sort((a, b) => a - b);
  const sorted = (...xs: number[]) => [...xs].sort((a, b) => a - b);

  beforeAll(async () => {
    const organiser = await signedInUser(ctx.app, ['user_role_activity_templates']);
    const base = { custom_tags: ['lista'] };
    const a = await create({
      ...base,
      name: 'Lista A',
      start_at: '7:00',
      stop_at: '8:00',
      pay_by_benefit: true,
      coach: 'Jan Trener',
    });
    const b = await create({
      ...base,
      name: 'Lista B',
      start_at: '14:00',
      stop_at: '15:00',
      pay_by_ok_system: true,
      activity_type: 'organizer',
      event_type: 'first_type',
      discount: 5,
      confirmed: true,
      gender: 'females',
    });
    const c = await create({
      ...base,
      name: 'Lista C',
      start_at: '20:00',
      stop_at: '21:00',
      localization_id: cat.otherLocalizationId,
      location_object_id: cat.otherObjectId,
      sport_id: cat.otherSportId,
      canceled: true,
      hidden: true,
      min_players: 8,
      archived: true,
    });
    const d = await create(
      { ...base, name: 'Lista D', start_at: '18:00', stop_at: '19:00', custom_tags: ['lista', 'wieczór'] },
      organiser.headers,
    );
    ids = { a: a.id, b: b.id, c: c.id, d: d.id, organiser: organiser.user.id };
  });

  it('defaults to created_at ascending, 25 a page, with the row fields of docs/spec/part-2.md §3', async () => {
    const page = await list('with_tags=lista');
    expect(page.rows.map((r) => r.id)).toEqual([ids.a, ids.b, ids.c, ids.d]);
    const c = page.rows.find((r) => r.id === ids.c)!;
    expect(c.localization).toEqual({ id: cat.otherLocalizationId, name: 'Hala Kraków', street: 'ul. Długa 5', city: 'Kraków' });
    expect(c.sport?.name).toBe('Siatkówka');
    expect(c.all_reserved_spots).toBe(0);
    expect(c.fa_count).toBe(0);
    expect(c.creator?.id).toBe(adminId);
    const all = await list('');
    expect(all.rows.length).toBeLessThanOrEqual(25);
  });

  it('filters by each field', async () => {
    expect(await only(`with_id=${ids.a},${ids.c}`)).toEqual(sorted(ids.a, ids.c));
    expect((await list('with_tags=wieczór')).rows.map((r) => r.id)).toEqual([ids.d]);
    expect(await only(`with_location=${cat.otherLocalizationId}`)).toEqual([ids.c]);
    expect(await only(`with_sport=${cat.otherSportId}`)).toEqual([ids.c]);
    expect(await only('with_pay_by_benefit=true')).toEqual([ids.a]);
    expect(await only('with_pay_by_ok_system=true')).toEqual([ids.b]);
    expect(await only('with_promo=true')).toEqual([ids.b]);
    expect(await only('with_coach=trener')).toEqual([ids.a]);
    expect(await only('with_canceled=true')).toEqual([ids.c]);
    expect(await only(`with_creator=${ids.organiser}`)).toEqual([ids.d]);
    expect(await only('with_min_players=8')).toEqual([ids.c]);
    expect(await only('with_activity_type=organizer')).toEqual([ids.b]);
    expect(await only('with_gender=females')).toEqual([ids.b]);
    expect(await only('with_city=krak')).toEqual([ids.c]);
    expect(await only('with_confirmed=true')).toEqual([ids.b]);
    expect(await only('with_approved_by_admin=false')).toEqual([ids.d]);
    expect(await only('with_hidden=true')).toEqual([ids.c]);
    expect(await only('with_archive=true')).toEqual([ids.c]);
    expect(await only('with_start_at_greater=14:00')).toEqual(sorted(ids.b, ids.c, ids.d));
    expect(await only('with_start_at_less=14:00')).toEqual(sorted(ids.a, ids.b));
    expect(await only('with_start_at_greater=10:00&with_start_at_less=19:00')).toEqual(sorted(ids.b, ids.d));
    expect(await only('with_name=lista b')).toEqual([ids.b]);
  });

  it('refuses a bad hour with the filters message', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `${URL}?with_start_at_greater=7:00`, headers: admin });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response).with_start_at_greater).toBe(msg.hourFormat);
  });

  it('sorts by the activity choices and approved_by_admin, both directions', async () => {
    const ordered = async (order: string, dir: string) =>
      (await list(`with_tags=lista&order=${order}&order_dir=${dir}`)).rows.map((r) => r.id);
    expect(await ordered('start_at', 'asc')).toEqual([ids.a, ids.b, ids.d, ids.c]);
    expect(await ordered('start_at', 'desc')).toEqual([ids.c, ids.d, ids.b, ids.a]);
    expect(await ordered('created_at', 'desc')).toEqual([ids.d, ids.c, ids.b, ids.a]);
    expect((await ordered('approved_by_admin', 'asc'))[0]).toBe(ids.d);
    expect((await ordered('approved_by_admin', 'desc')).at(-1)).toBe(ids.d);
    expect((await ordered('hidden', 'desc'))[0]).toBe(ids.c);
    expect((await ordered('canceled', 'desc'))[0]).toBe(ids.c);
    expect((await ordered('confirmed', 'desc'))[0]).toBe(ids.b);
    expect((await ordered('activity_type', 'asc'))[0]).toBe(ids.b);
    expect((await ordered('price', 'asc')).length).toBe(4);
    expect((await ordered('date', 'asc')).length).toBe(4);
    const bad = await ctx.app.inject({ method: 'GET', url: `${URL}?order=nope`, headers: admin });
    expect(bad.statusCode).toBe(400);
  });
});
