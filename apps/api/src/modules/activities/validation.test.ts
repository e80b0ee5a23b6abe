// @clock-dependent: a date in the past is refused, measured from today in Warsaw.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTIVITY_DEFAULTS,
  activityCreateInput,
  datesInRange,
  msg,
  type Activity,
  type ActivityCreateInput,
} from '@sportdesk/contract';
import { body, createTestApp, signedInUser, type TestContext } from '../../test/app';
import { insertTestActivity, plusDays, seedCatalogue, today, validActivity, type Catalogue } from './test-fixtures';

let ctx: TestContext;
let headers: { authorization: string };
let cat: Catalogue;
let activityId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  ({ headers } = await signedInUser(ctx.app, ['admin_role_activities']));
  cat = await seedCatalogue(ctx.database.db);
  activityId = (await insertTestActivity(ctx.database.db, cat)).id;
});
afterAll(() => ctx.close());

const createBody = (extra: Partial<ActivityCreateInput> = {}): ActivityCreateInput => {
  const { date: _date, ...rest } = validActivity(cat);
  return { ...rest, date_from: plusDays(today(), 1), date_to: plusDays(today(), 14), days: [1, 3], ...extra };
};
const create = (activity: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/v2/admin/activities', headers, payload: { activity } });
const update = (activity: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/v2/admin/activities/${activityId}`, headers, payload: { activity } });
const fieldsOf = (r: { body: string }) => body(r).error.fields ?? {};

describe('activity validation (docs/spec/part-2.md §5)', () => {
  it('requires localization, object, sport, publish date, ages, times, players and price with "Pole Wymagane"', async () => {
    const response = await update({ date: plusDays(today(), 3), min_age: null, max_age: null });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toMatchObject({
      localization_id: msg.required,
      location_object_id: msg.required,
      sport_id: msg.required,
      publish_date: msg.required,
      start_at: msg.required,
      stop_at: msg.required,
      max_players: msg.required,
      min_players: msg.required,
      min_age: msg.required,
      max_age: msg.required,
      price: msg.required,
    });
  });

  it('requires the date when editing', async () => {
    const { date: _d, ...rest } = validActivity(cat);
    expect(fieldsOf(await update(rest))).toEqual({ date: msg.required });
  });

  it('requires date_from, date_to and days when creating', async () => {
    const { date_from: _f, date_to: _t, days: _d, ...rest } = createBody();
    expect(fieldsOf(await create(rest))).toEqual({ date_from: msg.required, date_to: msg.required, days: msg.required });
    expect(fieldsOf(await create({ ...createBody(), days: [] }))).toEqual({ days: msg.required });
  });

  it('rejects date_to before date_from and date_from in the past', async () => {
    expect(fieldsOf(await create(createBody({ date_from: plusDays(today(), 5), date_to: plusDays(today(), 4) })))).toEqual({
      date_to: msg.dateToBeforeFrom,
    });
    expect(fieldsOf(await create(createBody({ date_from: plusDays(today(), -1) })))).toEqual({ date_from: msg.dateInPast });
    expect(fieldsOf(await create(createBody({ date_to: plusDays(today(), 400) })))).toEqual({ date_to: msg.rangeTooLong });
  });

  it('answers 400 when no chosen week day falls in the range', async () => {
    const day = plusDays(today(), 2);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    const response = await create(createBody({ date_from: day, date_to: day, days: [(weekday + 1) % 7] }));
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual({ days: msg.noDaysInRange });
  });

  it('wants stop_at after start_at, in H:mm', async () => {
    expect(fieldsOf(await update(validActivity(cat, { start_at: '18:00', stop_at: '18:00' })))).toEqual({
      stop_at: msg.stopAfterStart,
    });
    expect(fieldsOf(await update(validActivity(cat, { start_at: '18:00', stop_at: '17:00' })))).toEqual({
      stop_at: msg.stopAfterStart,
    });
    expect(fieldsOf(await update(validActivity(cat, { start_at: '', stop_at: '17:00' })))).toEqual({ start_at: msg.required });
    expect(fieldsOf(await update(validActivity(cat, { start_at: '25:00' })))).toEqual({ start_at: msg.hourFormat });
  });

  it('checks reserved spots: at least 0 and less than max_players', async () => {
    expect(fieldsOf(await update(validActivity(cat, { reserved_spots: -1 })))).toEqual({ reserved_spots: msg.minValue0 });
    expect(fieldsOf(await update(validActivity(cat, { reserved_spots: 12 })))).toEqual({ reserved_spots: msg.greaterThanMax });
    expect((await update(validActivity(cat, { reserved_spots: 11 }))).statusCode).toBe(200);
  });

  it('wants min_players at least 1 and max_players at least min_players', async () => {
    expect(fieldsOf(await update(validActivity(cat, { min_players: 0, max_players: 5 })))).toEqual({
      min_players: msg.minValue1,
    });
    expect(fieldsOf(await update(validActivity(cat, { min_players: 6, max_players: 5 })))).toEqual({
      max_players: msg.greaterThanMin,
    });
    expect((await update(validActivity(cat, { min_players: 5, max_players: 5 }))).statusCode).toBe(200);
  });

  it('wants the price and money fields at least 0', async () => {
    expect(fieldsOf(await update(validActivity(cat, { price: -0.01 })))).toEqual({ price: msg.minValue0 });
    expect(fieldsOf(await update(validActivity(cat, { supplement: -1, rental_price: -5 })))).toEqual({
      supplement: msg.minValue0,
      rental_price: msg.minValue0,
    });
  });

  it('requires max_price and max_benefit_price for Organizator 3.0', async () => {
    const third = { activity_type: 'organizer' as const, event_type: 'third_type' as const };
    expect(fieldsOf(await update(validActivity(cat, third)))).toEqual({
      max_price: msg.required,
      max_benefit_price: msg.required,
    });
    expect((await update(validActivity(cat, { ...third, max_price: 40, max_benefit_price: 15 }))).statusCode).toBe(200);
  });

  it('for sparing requires min_team_size ≥ 1 and max_team_size ≥ min_team_size', async () => {
    const sparing = { competition_type: 'sparing' as const };
    expect(fieldsOf(await update(validActivity(cat, { ...sparing, min_team_size: null, max_team_size: null })))).toEqual({
      min_team_size: msg.required,
      max_team_size: msg.required,
    });
    expect(fieldsOf(await update(validActivity(cat, { ...sparing, min_team_size: 0, max_team_size: 3 })))).toEqual({
      min_team_size: msg.minValue1,
    });
    expect(fieldsOf(await update(validActivity(cat, { ...sparing, min_team_size: 4, max_team_size: 3 })))).toEqual({
      max_team_size: msg.greaterThanMin,
    });
    // Outside sparing the team sizes are free.
    expect((await update(validActivity(cat, { min_team_size: null, max_team_size: null }))).statusCode).toBe(200);
  });

  it('checks that the sport, location and object exist and that the object belongs to the location', async () => {
    expect(fieldsOf(await update(validActivity(cat, { sport_id: 999_999 })))).toEqual({ sport_id: msg.unknownSport });
    expect(fieldsOf(await update(validActivity(cat, { location_object_id: cat.otherObjectId })))).toEqual({
      location_object_id: msg.unknownLocationObject,
    });
    expect(fieldsOf(await update(validActivity(cat, { localization_id: 999_999 })))).toEqual({
      localization_id: msg.unknownLocalization,
    });
  });

  it('applies the defaults of docs/spec/part-2.md §9 to omitted fields', async () => {
    const response = await update(validActivity(cat));
    const a = body<Activity>(response).data;
    expect(a).toMatchObject({
      activity_type: 'pnh',
      min_age: 18,
      max_age: 100,
      min_team_size: 1,
      max_team_size: 2,
      level_required_settings: 'equal_level',
      pay_by_bonus_account: true,
      competition_type: 'activity',
      gender: 'unisex',
      reserved_spots: 0,
      hidden: false,
      confirmed: false,
      canceled: false,
    });
    expect(ACTIVITY_DEFAULTS).toMatchObject({ max_players: 0, min_players: 0, activity_type: 'pnh', min_age: 18, max_age: 100 });
  });

  it('keeps event_type for organiser activities only and the discount for Organizator 1.0 only', async () => {
    const pnh = body<Activity>(await update(validActivity(cat, { event_type: 'first_type', discount: 5 }))).data;
    expect(pnh.event_type).toBeNull();
    expect(pnh.discount).toBeNull();
    const first = body<Activity>(
      await update(validActivity(cat, { activity_type: 'organizer', event_type: 'first_type', discount: 5 })),
    ).data;
    expect(first).toMatchObject({ event_type: 'first_type', discount: 5 });
    const second = body<Activity>(
      await update(validActivity(cat, { activity_type: 'organizer', event_type: 'second_type', discount: 5 })),
    ).data;
    expect(second.discount).toBeNull();
  });

  it('carries money as PLN over the API (stored in grosze)', async () => {
    const a = body<Activity>(await update(validActivity(cat, { price: 19.99, supplement: 7.5 }))).data;
    expect(a.price).toBe(19.99);
    expect(a.supplement).toBe(7.5);
  });

  it('lists the matching week days of a range (0 = Sunday)', () => {
    // 2030-01-06 is a Sunday.
    expect(datesInRange('2030-01-06', '2030-01-19', [1, 3])).toEqual(['2030-01-07', '2030-01-09', '2030-01-14', '2030-01-16']);
    expect(datesInRange('2030-01-06', '2030-01-06', [0])).toEqual(['2030-01-06']);
    expect(activityCreateInput.safeParse({ ...createBody(), days: [3, 1, 3] }).data?.days).toEqual([1, 3]);
  });

  it('is closed to users without admin_role_activities', async () => {
    const other = await signedInUser(ctx.app, ['admin_role_users']);
    for (const [method, url] of [
      ['GET', '/api/v2/admin/activities'],
      ['GET', `/api/v2/admin/activities/${activityId}`],
      ['POST', '/api/v2/admin/activities'],
      ['PATCH', `/api/v2/admin/activities/${activityId}`],
      ['DELETE', `/api/v2/admin/activities/${activityId}`],
      ['POST', '/api/v2/admin/activities/bulk_update'],
      ['POST', `/api/v2/admin/activities/${activityId}/coordinators`],
    ] as const) {
      const response = await ctx.app.inject({
        method,
        url,
        headers: other.headers,
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v2/admin/activities' })).statusCode).toBe(401);
  });
});
