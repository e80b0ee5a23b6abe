import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { JSON_MAX_DEPTH, jsonNestsDeeperThan, msg } from '@sportdesk/contract';
import { activities, users } from '../db/schema/index';
import { body, createTestApp, signedInAdmin, signedInUser, type TestContext } from './app';
import { insertTestActivity, seedCatalogue, validActivity, type Catalogue } from '../modules/activities/test-fixtures';
import { JSON_BODY_LIMIT } from '../lib/json-body';
import { PHONE_CODE_ATTEMPTS_PER_CODE, PHONE_CODE_ATTEMPTS_PER_IP } from '../modules/auth/throttle';

/**
 * docs/decisions.md "Hardening: input validation": JSON bodies nested thousands of levels deep (a 500 on every JSON
 * write route), blank numbers read as "no value", someone else's profile answered 400 before 403, unlimited SMS code
 * guesses, negative team sizes, and `confirm_list` / `check_list` setting their flag from an empty body.
 */
let ctx: TestContext;
let headers: Record<string, string>;
let adminId: number;
let cat: Catalogue;
let tables: string[];

/** Tables a refused request may write by design (sign-in and SMS code attempts, rate-limit hits, sessions). */
const NOT_COUNTED = new Set(['login_attempts', 'auth_tokens', 'rate_limit_hits']);

async function rowCounts(): Promise<Record<string, number>> {
  const parts = tables.map((t) => sql`${t}::text, (select count(*) from ${sql.identifier(t)})`);
  const result = await ctx.database.db.execute(sql`select json_build_object(${sql.join(parts, sql`, `)}) as counts`);
  return (result as unknown as { rows: { counts: Record<string, number> }[] }).rows[0].counts;
}

beforeAll(async () => {
  ctx = await createTestApp();
  const admin = await signedInAdmin(ctx.app);
  headers = admin.headers;
  adminId = admin.user.id;
  cat = await seedCatalogue(ctx.database.db);
  const listed = await ctx.database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  tables = (listed as unknown as { rows: { table_name: string }[] }).rows
    .map((r) => r.table_name)
    .filter((t) => !NOT_COUNTED.has(t) && !t.startsWith('__'));
}, 120_000);
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const json = (
  method: Method,
  url: string,
  payload: string | object,
  h: Record<string, string> = headers,
  remoteAddress?: string,
) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...h, 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    ...(remoteAddress ? { remoteAddress } : {}),
  });

/** A 400 in the error envelope naming `field`; returns its message. */
function expectField(response: { statusCode: number; body: string }, field: string) {
  expect(response.statusCode, response.body).toBe(400);
  const b = body(response);
  expect(b.ok).toBe(false);
  expect(b.error.code).toBe('VALIDATION');
  expect(b.error.fields, response.body).toHaveProperty([field]);
  return b.error.fields![field];
}

const LEVELS = 5000;
const deepArray = '['.repeat(LEVELS) + ']'.repeat(LEVELS);
const deepObject = '{"a":'.repeat(LEVELS) + '1' + '}'.repeat(LEVELS);
const nested = (levels: number) => '['.repeat(levels) + '0' + ']'.repeat(levels);

describe('JSON nesting depth (item 2)', () => {
  it('measures depth in one pass, ignoring brackets inside strings and escaped quotes', () => {
    expect(jsonNestsDeeperThan(nested(JSON_MAX_DEPTH))).toBe(false);
    expect(jsonNestsDeeperThan(nested(JSON_MAX_DEPTH + 1))).toBe(true);
    expect(jsonNestsDeeperThan(JSON.stringify({ a: '[[[[[[[[[[', b: '{{{{\\"[[[[' }), 2)).toBe(false);
    expect(jsonNestsDeeperThan(JSON.stringify({ a: 'x"[[', b: [[[1]]] }), 3)).toBe(true);
    expect(jsonNestsDeeperThan(JSON.stringify({ a: 'x\\', b: [[1]] }), 2)).toBe(true);
    expect(jsonNestsDeeperThan(deepArray)).toBe(true);
  });

  it('answers every JSON write route of the API with 400 (or the guard’s 401/403/404), never 5xx, and writes nothing', async () => {
    const activity = await insertTestActivity(ctx.database.db, cat);
    const doc = JSON.parse((await ctx.app.inject({ method: 'GET', url: '/api/v2/docs/json' })).body) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const writes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops)
        .map((m) => m.toUpperCase())
        .filter((m) => m !== 'GET' && m !== 'HEAD' && path !== '/users/sign_out' && !path.startsWith('/api/v2/docs'))
        .map((method) => ({ method: method as Method, path })),
    );
    expect(writes.length).toBeGreaterThan(50);
    // The access table lists the same routes (Fastify's `:id` for OpenAPI's `{id}`).
    const listed = new Set(ctx.app.accessTable.map((e) => `${e.method} ${e.url.replace(/:(\w+)/g, '{$1}')}`));
    expect(writes.filter((w) => !listed.has(`${w.method} ${w.path}`))).toEqual([]);

    const failures: string[] = [];
    const statuses = new Map<number, number>();
    const before = await rowCounts();
    for (const { method, path } of writes) {
      const url = path.replace(/\{(\w+)\}/g, (_m, name: string) => (name === 'id' ? String(activity.id) : '1'));
      for (const [shape, payload] of [
        ['array', deepArray],
        ['object', deepObject],
        ['wrapped', `{"x":${deepArray}}`],
      ]) {
        const response = await json(method, url, payload);
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        const where = `${method} ${path} (${shape}) → ${response.statusCode} ${response.body.slice(0, 200)}`;
        if (![400, 401, 403, 404].includes(response.statusCode)) failures.push(where);
        else if (response.statusCode === 400) {
          const b = body(response);
          if (b.ok !== false || b.error.code !== 'VALIDATION' || b.error.fields?._ !== msg.jsonTooDeep)
            failures.push(`envelope: ${where}`);
        }
      }
    }
    expect(failures).toEqual([]);
    // An admin with every role: the body is what is refused, not the caller.
    expect(statuses.get(400)).toBeGreaterThan(writes.length * 3 * 0.9);
    const after = await rowCounts();
    expect(tables.filter((t) => Number(after[t]) !== Number(before[t]))).toEqual([]);
  }, 180_000);

  it('runs the guard first: 401 without a token and 403 without the role, before the body is read', async () => {
    const player = await signedInUser(ctx.app);
    for (const [url, method] of [
      ['/api/v2/admin/activities', 'POST'],
      [`/api/v2/admin/users/${adminId}/balance_add`, 'POST'],
      ['/api/v2/admin/activity_templates', 'POST'],
    ] as const) {
      const anonymous = await json(method, url, deepArray, {});
      expect(anonymous.statusCode, anonymous.body).toBe(401);
      expect(body(anonymous).error.code).toBe('UNAUTHORIZED');
      const forbidden = await json(method, url, deepObject, player.headers);
      expect(forbidden.statusCode, forbidden.body).toBe(403);
    }
  });

  it('takes 32 levels, refuses 33 with the envelope; public routes too', async () => {
    // {"balance": [[…0…]]}: the wrapper object is level 1.
    const at = await json('POST', `/api/v2/admin/users/${adminId}/balance_add`, `{"balance":${nested(JSON_MAX_DEPTH - 1)}}`);
    expect(at.statusCode).toBe(400);
    expect(body(at).error.fields?._).toBeUndefined();
    const past = await json('POST', `/api/v2/admin/users/${adminId}/balance_add`, `{"balance":${nested(JSON_MAX_DEPTH)}}`);
    expect(expectField(past, '_')).toBe(msg.jsonTooDeep);
    expect(body(past).error.message).toBe(msg.jsonTooDeep);
    expect(expectField(await json('PUT', '/users/password.json', deepObject, {}), '_')).toBe(msg.jsonTooDeep);
    expect(expectField(await json('POST', '/api/v2/payments/notify', deepArray, {}), '_')).toBe(msg.jsonTooDeep);
  });

  it('refuses a deep page document sent as a JSON string inside the body', async () => {
    const inner = JSON.stringify({ blocks: [{ type: 'paragraph', data: { text: 'x' } }] }).replace(
      '"text":"x"',
      `"text":${deepArray}`,
    );
    const response = await json('POST', '/api/v2/admin/pages', { page: { name: 'Głęboka', url: 'gleboka', body: inner } });
    expect(expectField(response, 'body')).toBe(msg.pageBodyInvalid);
  });

  it('still refuses prototype poisoning and broken JSON with the envelope', async () => {
    const poisoned = await json('POST', '/api/v2/admin/sports', '{"sport":{"name":"x","__proto__":{"admin":true}}}');
    expect(expectField(poisoned, '_')).toBe(msg.validationFailed);
    const ctor = await json('POST', '/api/v2/admin/sports', '{"sport":{"constructor":{"prototype":{"admin":true}}}}');
    expect(ctor.statusCode).toBe(400);
    expect(expectField(await json('POST', '/api/v2/admin/sports', '{"sport":'), '_')).toBe(msg.validationFailed);
  });

  it('limits a JSON body to 1 MiB unless the route allows more (activity messages)', async () => {
    const big = JSON.stringify({ sport: { name: 'x', description: 'a'.repeat(JSON_BODY_LIMIT) } });
    const tooLarge = await json('POST', '/api/v2/admin/sports', big);
    expect(tooLarge.statusCode).toBe(413);
    expect(body(tooLarge).error).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: msg.jsonTooLarge });
    const activity = await insertTestActivity(ctx.database.db, cat);
    const message = await json(
      'POST',
      `/api/v2/admin/activities/${activity.id}/messages`,
      JSON.stringify({ message: { text: 'a'.repeat(2 * JSON_BODY_LIMIT) } }),
    );
    expect(message.statusCode).not.toBe(413);
    expect(message.statusCode).toBeLessThan(500);
  });
});

describe('blank numbers (item 4)', () => {
  it('edit_summary: a final_price of "" or "   " is a 400 on final_price; null means no final price', async () => {
    const a = await insertTestActivity(ctx.database.db, cat);
    const summary = (final_price: unknown) => ({
      activity: {
        all_participants_count: 1,
        online_paid_participants_count: 0,
        cash_paid_participants_count: 1,
        benefit_paid_participants_count: 0,
        ok_system_paid_participants_count: 0,
        fitprofit_paid_participants_count: 0,
        benefit_paid_participants_verified: 0,
        fitprofit_paid_participants_verified: 0,
        final_price,
      },
    });
    const url = `/api/v2/admin/activities/${a.id}/edit_summary`;
    for (const blank of ['', '   ', '\t'])
      expect(expectField(await json('POST', url, summary(blank)), 'final_price')).toBe(msg.mustBeNumber);
    const set = await json('POST', url, summary('12,50'));
    expect(set.statusCode, set.body).toBe(200);
    expect(body<{ final_price: number }>(set).data.final_price).toBe(12.5);
    // The refused blanks above left nothing; null clears the price.
    const cleared = await json('POST', url, summary(null));
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(body<{ final_price: number | null }>(cleared).data.final_price).toBeNull();
  });

  it('the other optional numbers too: an activity’s price and team size, a template’s reveal hours', async () => {
    const a = await insertTestActivity(ctx.database.db, cat);
    const url = `/api/v2/admin/activities/${a.id}`;
    expectField(await json('PATCH', url, { activity: { ...validActivity(cat), max_price: ' ' } }), 'max_price');
    expectField(await json('PATCH', url, { activity: { ...validActivity(cat), min_team_size: '' } }), 'min_team_size');
    expectField(await json('PATCH', url, { activity: { ...validActivity(cat), creator_id: '' } }), 'creator_id');
  });
});

describe('smaller holes (item 6)', () => {
  it('PATCH /api/v2/users/{someone else} is 403 whatever the body; one’s own {} is not a 403', async () => {
    const me = await signedInUser(ctx.app);
    const other = await signedInUser(ctx.app);
    const url = (id: number | string) => `/api/v2/users/${id}`;
    for (const payload of [{}, { user: { first_name: 'x'.repeat(500) } }, deepArray]) {
      const response = await json('PATCH', url(other.user.id), payload, me.headers);
      expect(response.statusCode, response.body).toBe(403);
      expect(body(response).error.code).toBe('FORBIDDEN');
    }
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, other.user.id));
    expect(row.firstName).toBe('Test');
    expect((await json('PATCH', url(me.user.id), {}, me.headers)).statusCode).not.toBe(403);
    expect((await json('PATCH', url('abc'), {}, me.headers)).statusCode).toBe(400);
    expect((await json('PATCH', url(other.user.id), {}, {})).statusCode).toBe(401);
  });

  describe('confirm_phone_token attempts', () => {
    /** A signed-in user with a phone and a code just sent; returns the code. */
    async function withCode() {
      const user = await signedInUser(ctx.app);
      await ctx.database.db.update(users).set({ phone: '600100200' }).where(eq(users.id, user.user.id));
      const sent = await ctx.app.inject({
        method: 'GET',
        url: '/api/v2/users/confirm_phone_token_sender',
        headers: user.headers,
      });
      expect(sent.statusCode, sent.body).toBe(200);
      const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.user.id));
      return { ...user, code: row.phoneConfirmationToken! };
    }
    const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const confirm = (h: Record<string, string>, token: string, ip: string) =>
      json('POST', '/api/v2/users/confirm_phone_token', { token }, h, ip);
    const confirmedPhone = async (id: number) =>
      (await ctx.database.db.select().from(users).where(eq(users.id, id)))[0].confirmedPhone;

    it('after 5 wrong codes the right one is refused with 429; a new code starts again', async () => {
      const u = await withCode();
      const ip = '10.30.0.1';
      for (let i = 0; i < PHONE_CODE_ATTEMPTS_PER_CODE; i++)
        expect(body(await confirm(u.headers, wrong(u.code), ip)).error.fields).toEqual({ token: msg.phoneTokenInvalid });
      const right = await confirm(u.headers, u.code, ip);
      expect(right.statusCode, right.body).toBe(429);
      expect(body(right).error).toMatchObject({ code: 'RATE_LIMITED', message: msg.phoneTokenTooManyAttempts });
      // Another address does not help: the count is the account's.
      expect((await confirm(u.headers, u.code, '10.30.0.2')).statusCode).toBe(429);
      expect(await confirmedPhone(u.user.id)).toBe(false);

      // A new code (after the minute between sends) resets the account's count.
      await ctx.database.db
        .update(users)
        .set({ phoneConfirmationSentAt: new Date(Date.now() - 61_000) })
        .where(eq(users.id, u.user.id));
      const resent = await ctx.app.inject({ method: 'GET', url: '/api/v2/users/confirm_phone_token_sender', headers: u.headers });
      expect(resent.statusCode, resent.body).toBe(200);
      const [row] = await ctx.database.db.select().from(users).where(eq(users.id, u.user.id));
      const ok = await confirm(u.headers, row.phoneConfirmationToken!, ip);
      expect(ok.statusCode, ok.body).toBe(200);
      expect(await confirmedPhone(u.user.id)).toBe(true);
    });

    // A wrong code is the business rule's 422 (as before); past the limit it is 429 without comparing.
    it('20 parallel wrong guesses count exactly: 5 compared, 15 refused, then the right code is 429', async () => {
      const u = await withCode();
      const ip = '10.30.1.1';
      const replies = await Promise.all(Array.from({ length: 20 }, () => confirm(u.headers, wrong(u.code), ip)));
      const byStatus = replies.reduce<Record<number, number>>(
        (acc, r) => ({ ...acc, [r.statusCode]: (acc[r.statusCode] ?? 0) + 1 }),
        {},
      );
      expect(byStatus).toEqual({ 422: PHONE_CODE_ATTEMPTS_PER_CODE, 429: 20 - PHONE_CODE_ATTEMPTS_PER_CODE });
      expect((await confirm(u.headers, u.code, ip)).statusCode).toBe(429);
      expect(await confirmedPhone(u.user.id)).toBe(false);
    });

    it('20 wrong codes from one address across accounts, then that address is refused for any account', async () => {
      const ip = '10.30.2.1';
      const perAccount = 4;
      for (let n = 0; n < PHONE_CODE_ATTEMPTS_PER_IP / perAccount; n++) {
        const u = await withCode();
        for (let i = 0; i < perAccount; i++) expect((await confirm(u.headers, wrong(u.code), ip)).statusCode).toBe(422);
      }
      const fresh = await withCode();
      expect((await confirm(fresh.headers, fresh.code, ip)).statusCode).toBe(429);
      const elsewhere = await confirm(fresh.headers, fresh.code, '10.30.2.2');
      expect(elsewhere.statusCode, elsewhere.body).toBe(200);
    });
  });

  it('refuses negative team sizes on an activity (and on a competition group) with 400 on the field', async () => {
    const before = (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(activities))[0].n;
    const created = await json('POST', '/api/v2/admin/activities', {
      activity: { ...validActivity(cat), competition_type: 'activity', min_team_size: -3, max_team_size: -1 },
    });
    expect(expectField(created, 'min_team_size')).toBe(msg.minValue0);
    expect(body(created).error.fields).toHaveProperty(['max_team_size']);
    expect((await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(activities))[0].n).toBe(before);
    const a = await insertTestActivity(ctx.database.db, cat);
    expectField(
      await json('PATCH', `/api/v2/admin/activities/${a.id}`, { activity: { ...validActivity(cat), max_team_size: -2 } }),
      'max_team_size',
    );
    const [row] = await ctx.database.db.select().from(activities).where(eq(activities.id, a.id));
    expect(row.maxTeamSize).toBe(2);
    expectField(
      await json('POST', '/api/v2/admin/competition_groups', {
        competition_group: { name: 'Liga', description: 'Opis', min_team_size: -1 },
      }),
      'min_team_size',
    );
  });

  it('confirm_list / check_list with {} are 400 on the flag and change nothing; the explicit flag works', async () => {
    const a = await insertTestActivity(ctx.database.db, cat);
    const flags = async () => {
      const [row] = await ctx.database.db.select().from(activities).where(eq(activities.id, a.id));
      return { verified: row.listVerified, checked: row.listChecked };
    };
    const url = (action: string) => `/api/v2/admin/activities/${a.id}/${action}`;
    expect(expectField(await json('POST', url('confirm_list'), {}), 'list_verified')).toBe(msg.required);
    expect(expectField(await json('POST', url('check_list'), {}), 'list_checked')).toBe(msg.required);
    expectField(await json('POST', url('confirm_list'), { list_verified: 'yes' }), 'list_verified');
    expect(await flags()).toEqual({ verified: false, checked: false });
    expect((await json('POST', url('confirm_list'), { list_verified: true })).statusCode).toBe(200);
    expect((await json('POST', url('check_list'), { list_checked: true })).statusCode).toBe(200);
    expect(await flags()).toEqual({ verified: true, checked: true });
  });
});
