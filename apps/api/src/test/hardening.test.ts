import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { maxPlayersBelowParticipantsMessage, msg } from '@sportdesk/contract';
import { activities, activityParticipants, activitySummaries, asyncJobs, promoCodes, roles, users } from '../db/schema/index';
import { body, createTestApp, createTestDatabase, signedInAdmin, signedInUser, uniqueEmail, type TestContext } from './app';
import { buildApp } from '../app';
import {
  insertTestActivity,
  plusDays,
  seedCatalogue,
  today,
  validActivity,
  type Catalogue,
} from '../modules/activities/test-fixtures';
import { applyBulkPatch } from '../modules/activities/bulk';
import { ACTIVITY_JOBS } from '../modules/activities/job-names';
import { publicErrorOf } from '../lib/errors';
import type { JobContext } from '../lib/jobs';

/**
 * Input that used to end in a 500 (or was read as a number it is not) is a
 * 400 on its field; `max_players` never drops below the list; jobs never store SQL.
 */
let ctx: TestContext;
let headers: { authorization: string };
let adminId: number;
let cat: Catalogue;

beforeAll(async () => {
  ctx = await createTestApp();
  const admin = await signedInAdmin(ctx.app);
  headers = admin.headers;
  adminId = admin.user.id;
  cat = await seedCatalogue(ctx.database.db);
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, payload?: unknown, h: Record<string, string> = headers) =>
  ctx.app.inject({ method, url, headers: h, ...(payload === undefined ? {} : { payload: payload as object }) });

/** A 400 in the error envelope naming `field`; returns its message. */
async function expectField(response: Awaited<ReturnType<typeof call>>, field: string) {
  expect(response.statusCode, response.body).toBe(400);
  const b = body(response);
  expect(b.ok).toBe(false);
  expect(b.error.code).toBe('VALIDATION');
  expect(b.error.fields, response.body).toHaveProperty([field]);
  return b.error.fields![field];
}

const rows = async (table: typeof users | typeof activities | typeof promoCodes | typeof asyncJobs) =>
  (await ctx.database.db.select({ n: count() }).from(table))[0].n;

const activityUrl = (id: number) => `/api/v2/admin/activities/${id}`;
const editBody = (extra: Record<string, unknown>) => ({ activity: { ...validActivity(cat), ...extra } });

describe('NUL characters', () => {
  it('refuses a NUL in the registration form and the admin user form with 400 on the field', async () => {
    const before = await rows(users);
    const register = await ctx.app.inject({
      method: 'POST',
      url: '/users',
      payload: {
        user: {
          email: uniqueEmail('nul'),
          first_name: 'Jan\u0000',
          last_name: 'Kowalski',
          password: 'Haslo123!',
          password_confirmation: 'Haslo123!',
        },
      },
    });
    expect(await expectField(register, 'first_name')).toBe(msg.invalidCharacters);
    const admin = await call('POST', '/api/v2/admin/users', {
      user: {
        identifier: 'nul-1',
        email: uniqueEmail('nul'),
        password: 'Haslo123!',
        password_confirmation: 'Haslo123!',
        city: 'Łódź\u0000',
      },
    });
    expect(await expectField(admin, 'city')).toBe(msg.invalidCharacters);
    expect(await rows(users)).toBe(before);
  });

  it('refuses a NUL in a query filter', async () => {
    expect(await expectField(await call('GET', '/api/v2/admin/users?search=%00'), 'search')).toBe(msg.invalidCharacters);
    await expectField(await call('GET', '/api/v2/admin/activities?with_name=a%00b'), 'with_name');
    await expectField(await call('GET', '/api/v2/admin/system_events?search=%00'), 'search');
  });

  it('refuses a NUL inside free-form JSON (page blocks) and in the activity tags', async () => {
    const page = await call('POST', '/api/v2/admin/pages', {
      page: { name: 'Regulamin', url: 'regulamin-nul', body: { blocks: [{ type: 'paragraph', data: { text: 'a\u0000' } }] } },
    });
    expect(page.statusCode).toBe(400);
    expect(Object.keys(body(page).error.fields ?? {})[0]).toMatch(/^body/);
    const a = await insertTestActivity(ctx.database.db, cat);
    await expectField(await call('PATCH', activityUrl(a.id), editBody({ custom_tags: ['ok', 'x\u0000'] })), 'custom_tags.1');
  });
});

describe('lone UTF-16 surrogates', () => {
  it('refuses one in an activity name and in a page block', async () => {
    const a = await insertTestActivity(ctx.database.db, cat);
    expect(await expectField(await call('PATCH', activityUrl(a.id), editBody({ name: 'x\ud800' })), 'name')).toBe(
      msg.invalidCharacters,
    );
    const page = await call('POST', '/api/v2/admin/pages', {
      page: { name: 'Blok', url: 'blok-surrogate', body: { blocks: [{ type: 'paragraph', data: { text: 'x\udc00y' } }] } },
    });
    expect(page.statusCode).toBe(400);
    // A proper pair (an emoji) is fine.
    const ok = await call('PATCH', activityUrl(a.id), editBody({ name: 'Gra ⚽ \ud83c\udfc0' }));
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe('text longer than its column', () => {
  it('POST /users: first_name of 121 characters', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/users',
      payload: {
        user: {
          email: uniqueEmail('long'),
          first_name: 'a'.repeat(121),
          last_name: 'Kowalski',
          password: 'Haslo123!',
          password_confirmation: 'Haslo123!',
        },
      },
    });
    expect(await expectField(response, 'first_name')).toBe(msg.tooLong);
  });

  it('admin user form: a 33-digit phone; the player’s own profile: a 121-character city', async () => {
    await expectField(
      await call('POST', '/api/v2/admin/users', {
        user: {
          identifier: 'long-1',
          email: uniqueEmail(),
          password: 'Haslo123!',
          password_confirmation: 'Haslo123!',
          phone: '1'.repeat(33),
        },
      }),
      'phone',
    );
    const player = await signedInUser(ctx.app);
    const own = await call('PATCH', `/api/v2/users/${player.user.id}`, { user: { city: 'c'.repeat(121) } }, player.headers);
    expect(await expectField(own, 'city')).toBe(msg.tooLong);
    const fine = await call('PATCH', `/api/v2/users/${player.user.id}`, { user: { city: 'c'.repeat(120) } }, player.headers);
    expect(fine.statusCode, fine.body).toBe(200);
  });

  it('activities, promo codes and system events refuse over-long texts', async () => {
    const a = await insertTestActivity(ctx.database.db, cat);
    await expectField(await call('PATCH', activityUrl(a.id), editBody({ ok_system_code: 'k'.repeat(121) })), 'ok_system_code');
    await expectField(await call('PATCH', activityUrl(a.id), editBody({ description: 'd'.repeat(10_001) })), 'description');
    await expectField(
      await call('POST', '/api/v2/admin/system_events', {
        system_event: {
          message: 'm'.repeat(5001),
          event_type: 'other',
          event_status: 'opened',
          read_by_admin: false,
          read_by_assigned: false,
        },
      }),
      'message',
    );
  });
});

describe('money and counts past the column range', () => {
  it('activity price 21474837 (create and edit), max_players 2^31, nothing queued or written', async () => {
    const jobsBefore = await rows(asyncJobs);
    const activitiesBefore = await rows(activities);
    const { date: _date, ...fields } = validActivity(cat);
    const create = await call('POST', '/api/v2/admin/activities', {
      activity: {
        ...fields,
        price: 21474837,
        date_from: plusDays(today(), 1),
        date_to: plusDays(today(), 1),
        days: [0, 1, 2, 3, 4, 5, 6],
      },
    });
    expect(await expectField(create, 'price')).toBe(msg.greaterThanMax);
    expect(await rows(asyncJobs)).toBe(jobsBefore);
    const a = await insertTestActivity(ctx.database.db, cat);
    await expectField(await call('PATCH', activityUrl(a.id), editBody({ price: 21474837 })), 'price');
    await expectField(await call('PATCH', activityUrl(a.id), editBody({ max_players: 2147483648 })), 'max_players');
    await expectField(await call('PATCH', activityUrl(a.id), editBody({ supplement: 1e21 })), 'supplement');
    // The largest amount the column holds is accepted.
    const max = await call('PATCH', activityUrl(a.id), editBody({ price: 21474836.47 }));
    expect(max.statusCode, max.body).toBe(200);
    expect(body<{ price: number }>(max).data.price).toBe(21474836.47);
    expect(await rows(activities)).toBe(activitiesBefore + 1);
  });

  it('summary final_price 1e21 and counts past int4', async () => {
    const a = await insertTestActivity(ctx.database.db, cat);
    const summary = (extra: Record<string, unknown>) => ({
      activity: {
        all_participants_count: 1,
        online_paid_participants_count: 0,
        cash_paid_participants_count: 0,
        benefit_paid_participants_count: 0,
        ok_system_paid_participants_count: 0,
        fitprofit_paid_participants_count: 0,
        benefit_paid_participants_verified: 0,
        fitprofit_paid_participants_verified: 0,
        ...extra,
      },
    });
    const url = `${activityUrl(a.id)}/edit_summary`;
    await expectField(await call('POST', url, summary({ final_price: 1e21 })), 'final_price');
    await expectField(await call('POST', url, summary({ all_participants_count: 2147483648 })), 'all_participants_count');
    const saved = await ctx.database.db.select().from(activitySummaries).where(eq(activitySummaries.activityId, a.id));
    expect(saved).toHaveLength(0);
  });

  it('numeric query filters past their range are a 400, an id-like search past int4 just finds nothing', async () => {
    await expectField(await call('GET', '/api/v2/admin/activities?with_price_less=99999999999999999999'), 'with_price_less');
    await expectField(await call('GET', '/api/v2/admin/activities?with_activities_id=1,99999999999'), 'with_activities_id');
    await expectField(await call('GET', '/api/v2/admin/users?with_id=99999999999'), 'with_id');
    await expectField(await call('GET', '/api/v2/admin/activities/99999999999'), 'id');
    const events = await call('GET', '/api/v2/admin/system_events?search=99999999999');
    expect(events.statusCode, events.body).toBe(200);
    const options = await call('GET', '/api/v2/admin/activities/user_options?kind=coordinator&search=99999999999');
    expect(options.statusCode, options.body).toBe(200);
  });
});

describe('garbage is not a number', () => {
  const garbage: unknown[] = [true, [1], '', ' ', '0x1A', '1e3', 'NaN', {}];

  it.each(garbage)('edit_summary count %j', async (value) => {
    const a = await insertTestActivity(ctx.database.db, cat);
    const response = await call('POST', `${activityUrl(a.id)}/edit_summary`, {
      activity: {
        all_participants_count: value,
        online_paid_participants_count: 0,
        cash_paid_participants_count: 0,
        benefit_paid_participants_count: 0,
        ok_system_paid_participants_count: 0,
        fitprofit_paid_participants_count: 0,
        benefit_paid_participants_verified: 0,
        fitprofit_paid_participants_verified: 0,
      },
    });
    await expectField(response, 'all_participants_count');
  });

  const promo = (extra: Record<string, unknown>) => ({
    promo_code: {
      name: 'Lato',
      prefix: 'LATO',
      active_from: today(),
      active_to: plusDays(today(), 30),
      value: 10,
      ...extra,
    },
  });

  it.each(garbage)('promo code value and count %j', async (value) => {
    const before = await rows(promoCodes);
    await expectField(await call('POST', '/api/v2/admin/promo_codes', promo({ value })), 'value');
    await expectField(await call('POST', '/api/v2/admin/promo_codes', promo({ count: value })), 'count');
    expect(await rows(promoCodes)).toBe(before);
  });

  it.each(garbage)('participant user_id %j', async (value) => {
    const a = await insertTestActivity(ctx.database.db, cat);
    const response = await call('POST', `${activityUrl(a.id)}/participants`, { participant: { user_id: value } });
    await expectField(response, 'user_id');
    const list = await ctx.database.db.select().from(activityParticipants).where(eq(activityParticipants.activityId, a.id));
    expect(list).toHaveLength(0);
  });

  it('numbers as digits or decimal text still work', async () => {
    const created = await call('POST', '/api/v2/admin/promo_codes', promo({ value: '12,50', count: '2' }));
    expect(created.statusCode, created.body).toBe(201);
    const a = await insertTestActivity(ctx.database.db, cat);
    const edited = await call('PATCH', activityUrl(a.id), editBody({ price: '19.99', max_players: '14' }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(body<{ price: number; max_players: number }>(edited).data).toMatchObject({ price: 19.99, max_players: 14 });
  });
});

describe('money has at most two decimals everywhere', () => {
  it('refuses 12.345 as an activity price (no silent rounding), a promo value and a summary price', async () => {
    const a = await insertTestActivity(ctx.database.db, cat);
    expect(await expectField(await call('PATCH', activityUrl(a.id), editBody({ price: 12.345 })), 'price')).toBe(
      msg.moneyTwoDecimals,
    );
    expect(await expectField(await call('POST', '/api/v2/admin/promo_codes', promo3()), 'value')).toBe(msg.moneyTwoDecimals);
    const [row] = await ctx.database.db.select({ price: activities.price }).from(activities).where(eq(activities.id, a.id));
    expect(row.price).toBe(2500);
  });
  const promo3 = () => ({
    promo_code: { name: 'Jesień', prefix: 'JES', active_from: today(), active_to: plusDays(today(), 30), value: '1.005' },
  });
});

describe('max_players below the players on the list', () => {
  async function activityWithPlayers(n: number) {
    const a = await insertTestActivity(ctx.database.db, cat, { max_players: 10, min_players: 1 });
    for (let i = 0; i < n; i++) {
      const player = await signedInUser(ctx.app);
      const added = await call('POST', `${activityUrl(a.id)}/participants`, { participant: { user_id: player.user.id } });
      expect(added.statusCode, added.body).toBe(201);
    }
    return a;
  }

  it('the form refuses it with a message on max_players and changes nothing', async () => {
    const a = await activityWithPlayers(3);
    const response = await call('PATCH', activityUrl(a.id), editBody({ max_players: 2, min_players: 1 }));
    expect(response.statusCode, response.body).toBe(422);
    expect(body(response).error.fields).toEqual({ max_players: maxPlayersBelowParticipantsMessage(3) });
    const [row] = await ctx.database.db.select({ max: activities.maxPlayers }).from(activities).where(eq(activities.id, a.id));
    expect(row.max).toBe(10);
    const exact = await call('PATCH', activityUrl(a.id), editBody({ max_players: 3, min_players: 1 }));
    expect(exact.statusCode, exact.body).toBe(200);
  });

  it('the bulk edit refuses it per activity and records the message in the job info', async () => {
    const a = await activityWithPlayers(2);
    const b = await insertTestActivity(ctx.database.db, cat, { max_players: 10, min_players: 1 });
    await expect(applyBulkPatch(ctx.app.deps, a.id, { max_players: 1 }, adminId)).rejects.toMatchObject({
      fields: { max_players: maxPlayersBelowParticipantsMessage(2) },
    });
    const job = ctx.app.deps.jobs.definition(ACTIVITY_JOBS.bulkUpdate);
    const result = (await job.handler({ ids: [a.id, b.id], activity: { max_players: 1 } }, jobContext())) as {
      updated_ids: number[];
      errors: { id: number; message: string; fields?: Record<string, string> }[];
    };
    expect(result.updated_ids).toEqual([b.id]);
    expect(result.errors).toEqual([
      {
        id: a.id,
        message: maxPlayersBelowParticipantsMessage(2),
        fields: { max_players: maxPlayersBelowParticipantsMessage(2) },
      },
    ]);
    const [row] = await ctx.database.db.select({ max: activities.maxPlayers }).from(activities).where(eq(activities.id, a.id));
    expect(row.max).toBe(10);
  });
});

const jobContext = (): JobContext => ({ asyncJobId: null, userId: adminId, attempt: 1, progress: async () => {} });

describe('job errors carry no SQL', () => {
  it('a day the database refuses is stored with a Polish message, without the query or its parameters', async () => {
    const { date: _date, ...fields } = validActivity(cat, { name: 'Sekretna nazwa' });
    const job = ctx.app.deps.jobs.definition(ACTIVITY_JOBS.createRange);
    // A coordinator id that does not exist fails on the foreign key inside the insert.
    const result = (await job.handler(
      { fields, date_from: plusDays(today(), 3), dates: [plusDays(today(), 3)], coordinator_id: 2147483000 },
      jobContext(),
    )) as { errors: { message: string; fields?: unknown }[]; added_ids: number[] };
    expect(result.added_ids).toEqual([]);
    expect(result.errors).toHaveLength(1);
    const stored = JSON.stringify(result.errors);
    expect(result.errors[0].message).toBe(msg.internal);
    expect(stored).not.toMatch(/insert|select|params|Sekretna|2147483000/i);
  });

  it('publicErrorOf turns database refusals into the generic validation message', async () => {
    const error = await ctx.database.db
      .execute(sql`insert into roles (name) values (${'x'.repeat(81)})`)
      .catch((e: unknown) => e);
    expect(publicErrorOf(error)).toEqual({ message: msg.validationFailed });
    const other = await ctx.database.db.execute(sql`select * from no_such_table_here`).catch((e: unknown) => e);
    expect(publicErrorOf(other)).toEqual({ message: msg.internal });
  });
});

describe('the error handler', () => {
  it('answers a malformed JSON body with a 400 that has fields', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/admin/sports',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"sport": {"name": "Tenis"',
    });
    expect(response.statusCode).toBe(400);
    expect(body(response).error.fields).toEqual({ _: msg.validationFailed });
  });

  it('turns a database refusal that slipped past the schemas into a 400, never a 500', async () => {
    const database = await createTestDatabase();
    const app = await buildApp(ctx.config, { database });
    app.post('/api/v2/test/too_long', async () => {
      await app.deps.db.transaction(async (tx) => {
        await tx.insert(roles).values({ name: 'ok_role' });
        await tx.insert(roles).values({ name: 'x'.repeat(81) });
      });
      return { ok: true };
    });
    await app.ready();
    try {
      const response = await app.inject({ method: 'POST', url: '/api/v2/test/too_long' });
      expect(response.statusCode, response.body).toBe(400);
      expect(body(response).error).toEqual({
        code: 'VALIDATION',
        message: msg.validationFailed,
        fields: { _: msg.validationFailed },
      });
      expect(response.body).not.toMatch(/insert|roles|params/i);
      // One transaction: the first insert went back too.
      const left = await database.db.select().from(roles).where(eq(roles.name, 'ok_role'));
      expect(left).toEqual([]);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe("the router's own refusals", () => {
  it('answers a path parameter over the length limit with 414 in the envelope, in Polish', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `/ical/${'a'.repeat(5000)}.ics` });
    expect(response.statusCode).toBe(414);
    expect(body(response)).toEqual({
      ok: false,
      error: { code: 'VALIDATION', message: msg.urlTooLong, fields: { _: msg.urlTooLong } },
    });
  });

  it('answers a path that is not valid percent-encoding with 400 in the envelope, in Polish', async () => {
    const response = await call('GET', '/api/v2/admin/activities/%E0%A4%A');
    expect(response.statusCode).toBe(400);
    expect(body(response).error).toEqual({ code: 'VALIDATION', message: msg.urlInvalid, fields: { _: msg.urlInvalid } });
  });
});
