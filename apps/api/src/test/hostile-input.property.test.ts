import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { propertySeed } from './property-seed';
import { createTestApp, signedInAdmin, signedInUser, type TestContext } from './app';
import { insertTestActivity, plusDays, seedCatalogue, today, validActivity } from '../modules/activities/test-fixtures';

/**
 * Every route of the OpenAPI document, called by an admin holding every role with hostile
 * strings (NUL, lone surrogates, over-long, hex, exponent, SQL), numbers (past int4, past the money
 * column, three decimals, negative) and shapes (booleans, arrays, objects, null) in the body, the query
 * string and the path. Never a 5xx; every 400 is the error envelope with `fields`; a refused write
 * changes no row count. Bounded: a fixed number of runs per route; the seed is fresh each run and printed
 * (propertySeed: replay a failure with FC_SEED).
 *
 * A request is either generated from the route's schema (random shapes), or a valid request with one
 * field (or one query filter) replaced by a hostile value: only the second reaches the database with
 * the hostile value, which is where the 500s this test was written for came from.
 */

const SEED = propertySeed('hostile input');
const RUNS_WRITE = 4;
const RUNS_READ = 10;
/** Routes with a valid body get more runs: their hostile fields reach the services and the database. */
const RUNS_MUTATED = 40;
const MAX_DEPTH = 4;

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  nullable?: boolean;
};
type Parameter = { in: 'query' | 'path'; name: string; schema?: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

const hostileString = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'Jan\u0000',
    'x\ud800',
    '\udc00y',
    'a'.repeat(121),
    'b'.repeat(300),
    'c'.repeat(10_001),
    '0x1A',
    ' ',
    '',
    '1e21',
    '99999999999999999999',
    '2147483648',
    '-1',
    '12.345',
    'NaN',
    'Infinity',
    'true',
    "'; drop table users; --",
    '%_\\',
    '2024-02-30',
    '25:61',
  ),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.string({ maxLength: 24 }),
);
const hostileNumber = fc.oneof(
  fc.constantFrom(2_147_483_648, -2_147_483_649, 21_474_837, 1e21, 12.345, -1, 0, 0.1, Number.MAX_SAFE_INTEGER, 1e-7),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const hostileShape = fc.constantFrom<unknown>(true, false, null, [], [1], ['x'], {}, { a: '\u0000' }, [[[]]]);
/** The values that once broke the API, drawn most of the time. */
const KILLERS: unknown[] = [
  '\u0000',
  'Jan\u0000',
  'x\ud800',
  '\udc00y',
  'a'.repeat(121),
  'c'.repeat(10_001),
  '0x1A',
  ' ',
  '',
  '99999999999999999999',
  '12.345',
  2_147_483_648,
  21_474_837,
  1e21,
  12.345,
  -1,
  true,
  [1],
  null,
  {},
];
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...KILLERS) },
  { weight: 1, arbitrary: hostileString },
  { weight: 1, arbitrary: hostileNumber },
  { weight: 1, arbitrary: hostileShape },
);

/** A value that fits the schema's shape (so the request reaches deeper code), or a hostile one. */
function valueOf(schema: JsonSchema | undefined, depth: number): fc.Arbitrary<unknown> {
  if (!schema || depth > MAX_DEPTH) return hostile;
  return fc.oneof({ weight: 3, arbitrary: plausible(schema, depth) }, { weight: 2, arbitrary: hostile });
}

function plausible(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (variants?.length) return fc.oneof(...variants.map((v) => plausible(v, depth)));
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return fc.record(
        Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, s]) => [key, valueOf(s, depth + 1)])),
        { requiredKeys: [] },
      );
    case 'array':
      return fc.array(valueOf(schema.items, depth + 1), { maxLength: 3 });
    case 'string':
      return fc.constantFrom('Test', 'abc', '2030-06-01', '18:00', 'test@example.pl', '1', '12,50');
    case 'number':
    case 'integer':
      return fc.constantFrom(0, 1, 2, 3, 10, 12.5);
    case 'boolean':
      return fc.boolean();
    default:
      return hostile;
  }
}

const queryValue = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      '\u0000',
      'x\ud800',
      '99999999999999999999',
      '2147483648',
      '1e21',
      '0x1A',
      ' ',
      'a'.repeat(300),
      '12.345',
      '-1',
      '1,99999999999',
    ),
  },
  hostileString,
  hostileNumber.map(String),
  fc.constantFrom('1', '0', 'true', 'asc', '2030-01-01'),
  fc.array(hostileString, { minLength: 2, maxLength: 2 }),
);

/** Path ids: real rows (never the acting admin), and values that are no id at all. */
const pathValue = (ids: string[]) =>
  fc.constantFrom(...ids, '0', '-1', '99999999999', '2147483648', 'abc', '1e3', '%00', '%20', '0x1A', '1.5');

const queryString = (params: Record<string, string | string[] | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) search.append(key, v);
  }
  // URLSearchParams writes NUL as %00 and a lone surrogate as U+FFFD, as a browser would.
  const text = search.toString();
  return text ? `?${text}` : '';
};

/** Valid bodies of the main write routes (`{id}` is a row that exists); one field at a time turns hostile. */
const validBodies = (activityId: number, sportId: number, localizationId: number, objectId: number, playerId: number) => {
  const { date: _date, ...activity } = validActivity({
    sportId,
    localizationId,
    objectId,
    otherSportId: sportId,
    otherLocalizationId: localizationId,
    otherObjectId: objectId,
  });
  const promo = { name: 'Lato', prefix: 'LATO', active_from: today(), active_to: plusDays(today(), 30), value: 10, count: 1 };
  return {
    'POST /api/v2/admin/activities': {
      activity: { ...activity, date_from: plusDays(today(), 1), date_to: plusDays(today(), 1), days: [0, 1, 2, 3, 4, 5, 6] },
    },
    'PATCH /api/v2/admin/activities/{id}': { activity: { ...activity, date: plusDays(today(), 7) } },
    'POST /api/v2/admin/activities/bulk_update': { ids: [activityId], activity: { name: 'Zbiorczo', max_players: 20 } },
    'POST /api/v2/admin/activities/{id}/participants': { participant: { user_id: playerId, comments: 'ok', team: 'A' } },
    // An entry code of the right shape (its mac made up: a 422 after the code is read).
    'POST /api/v2/admin/activities/{id}/check_in': { code: `SD1.1.${activityId.toString(36)}.AAAAAAAAAAAAAAAA` },
    'POST /api/v2/admin/activities/{id}/edit_summary': {
      activity: {
        all_participants_count: 1,
        online_paid_participants_count: 0,
        cash_paid_participants_count: 1,
        benefit_paid_participants_count: 0,
        ok_system_paid_participants_count: 0,
        fitprofit_paid_participants_count: 0,
        benefit_paid_participants_verified: 0,
        fitprofit_paid_participants_verified: 0,
        final_price: 20,
        summary_note: 'ok',
      },
    },
    'POST /api/v2/admin/users': {
      user: {
        identifier: 'nowy',
        email: 'nowy@example.pl',
        password: 'Haslo123!',
        password_confirmation: 'Haslo123!',
        first_name: 'Jan',
        city: 'Łódź',
        phone: '600100200',
      },
    },
    'PATCH /api/v2/admin/users/{id}': {
      user: { first_name: 'Jan', last_name: 'Nowak', city: 'Łódź', phone: '600100200', notes: 'ok' },
    },
    'PATCH /api/v2/users/{id}': { user: { first_name: 'Jan', last_name: 'Nowak', city: 'Łódź', phone: '600100200' } },
    'POST /api/v2/admin/users/{id}/balance_add': { balance: { value: 10, comment: 'Wpłata' } },
    'POST /api/v2/admin/promo_codes': { promo_code: promo },
    'PATCH /api/v2/admin/promo_codes/{id}': { promo_code: promo },
    'POST /api/v2/admin/pages': {
      page: { name: 'Regulamin', url: 'regulamin', body: { blocks: [{ type: 'paragraph', data: { text: 'Treść' } }] } },
    },
    'POST /api/v2/admin/sports': { sport: { name: 'Tenis', description: 'ok' } },
    'POST /api/v2/admin/localizations': {
      location: { name: 'Hala', city: 'Gdańsk', street: 'ul. Długa 1', post_code: '80-001' },
    },
    'POST /api/v2/admin/main_page_tiles': { main_page_tile: { name: 'Kafel', url: 'https://example.pl', category: 'ok' } },
    'POST /api/v2/admin/system_events': { system_event: { message: 'Wiadomość', custom_tags: 'a,b' } },
    'POST /api/v2/admin/app_settings': { app_setting: { name: 'ustawienie', value: 'wartość' } },
    'POST /api/v2/admin/terminal_logins': { terminal_login: { login: 'terminal', password: 'Haslo123!' } },
  } as Record<string, Record<string, unknown>>;
};

/** Leaf paths of a body (`activity.price`, `ids`): the fields a mutation replaces. */
const leafPaths = (value: unknown, prefix: string[] = []): string[][] =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.entries(value).flatMap(([k, v]) => [[...prefix, k], ...leafPaths(v, [...prefix, k])])
    : [];

const withValue = (body: unknown, path: string[], value: unknown): unknown => {
  const copy = structuredClone(body) as Record<string, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[path[path.length - 1]] = value;
  return copy;
};

/** Routes left out: signing out ends the admin's own session; the docs serve the document itself. */
const SKIP = [/^\/users\/sign_out$/, /^\/api\/v2\/docs/];
/**
 * Tables a refused request may write by design: failed sign-ins are counted for throttling, and the
 * throttled routes count every request (refused or not) in the shared rate-limit store.
 */
const NOT_COUNTED = new Set(['login_attempts', 'auth_tokens', 'rate_limit_hits']);

let ctx: TestContext;
let headers: Record<string, string>;
let ids: string[];
let tables: string[];
let operations: { method: string; path: string; op: Operation }[];
let bodies: Record<string, Record<string, unknown>>;

async function rowCounts(): Promise<Record<string, number>> {
  const parts = tables.map((t) => sql`${t}::text, (select count(*) from ${sql.identifier(t)})`);
  const result = await ctx.database.db.execute(sql`select json_build_object(${sql.join(parts, sql`, `)}) as counts`);
  const rows = (result as unknown as { rows: { counts: Record<string, number> }[] }).rows;
  return rows[0].counts;
}

beforeAll(async () => {
  ctx = await createTestApp({ jobs: 'in-process' });
  // Jobs are queued (so routes that enqueue answer as in production) but never worked here.
  await ctx.app.deps.jobs.start({ work: false });
  const cat = await seedCatalogue(ctx.database.db);
  const players = [await signedInUser(ctx.app), await signedInUser(ctx.app)];
  const activity = await insertTestActivity(ctx.database.db, cat);
  ids = [...new Set(['1', '2', String(activity.id), ...players.map((p) => String(p.user.id))])];
  bodies = validBodies(activity.id, cat.sportId, cat.localizationId, cat.objectId, players[1].user.id);
  const admin = await signedInAdmin(ctx.app);
  headers = admin.headers;
  ids = ids.filter((id) => id !== String(admin.user.id));
  const doc = JSON.parse((await ctx.app.inject({ method: 'GET', url: '/api/v2/docs/json' })).body) as {
    paths: Record<string, Record<string, Operation>>;
  };
  operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
  const listed = await ctx.database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  tables = (listed as unknown as { rows: { table_name: string }[] }).rows
    .map((r) => r.table_name)
    .filter((t) => !NOT_COUNTED.has(t) && !t.startsWith('__'));
}, 120_000);

afterAll(async () => {
  await ctx.app.deps.jobs.stop();
  await ctx.close();
});

describe('hostile input on every route', () => {
  it('finds the routes in the OpenAPI document', () => {
    const writes = operations.filter((o) => o.method !== 'GET');
    expect(writes.length).toBeGreaterThan(50);
    const known = new Set(operations.map((o) => `${o.method} ${o.path}`));
    expect(Object.keys(bodies).filter((key) => !known.has(key))).toEqual([]);
  });

  it('never answers 5xx, every 400 names its fields, a refused write leaves the row counts as they were', async () => {
    const failures: string[] = [];
    let accepted = 0;
    let requests = 0;
    // Row counts after the previous write are the counts before the next one (nothing else writes here).
    let counts: Record<string, number> | undefined;
    for (const { method, path, op } of operations) {
      if (SKIP.some((re) => re.test(path))) continue;
      const params = op.parameters ?? [];
      const query = params.filter((p) => p.in === 'query');
      const pathParams = params.filter((p) => p.in === 'path');
      const bodySchema = op.requestBody?.content?.['application/json']?.schema;
      const isWrite = method !== 'GET';
      if (!isWrite && query.length === 0 && pathParams.length === 0) continue;

      const generated = fc.record({
        path: fc.record(Object.fromEntries(pathParams.map((p) => [p.name, pathValue(ids)]))),
        query: fc.record(Object.fromEntries(query.map((p) => [p.name, fc.option(queryValue, { nil: undefined })])), {
          requiredKeys: [],
        }),
        body: bodySchema ? valueOf(bodySchema, 0) : fc.option(hostile, { nil: undefined }),
      });
      const validPath = fc.record(Object.fromEntries(pathParams.map((p) => [p.name, fc.constantFrom(...ids)])));
      const valid = bodies[`${method} ${path}`];
      const variants: fc.Arbitrary<{ path: object; query: object; body: unknown }>[] = [generated];
      // One hostile query filter, the others left out.
      if (query.length)
        variants.push(
          fc.record({
            path: validPath,
            query: fc.tuple(fc.constantFrom(...query.map((p) => p.name)), queryValue).map(([k, v]) => ({ [k]: v })),
            body: fc.constant(valid),
          }),
        );
      // A valid body with one field hostile.
      if (valid) {
        const paths = leafPaths(valid);
        variants.push(
          fc.record({
            path: validPath,
            query: fc.constant({}),
            body: fc.tuple(fc.constantFrom(...paths), hostile).map(([p, v]) => withValue(valid, p, v)),
          }),
        );
      }
      const request =
        variants.length > 1
          ? fc.oneof({ weight: 1, arbitrary: variants[0] }, ...variants.slice(1).map((arbitrary) => ({ weight: 3, arbitrary })))
          : generated;

      await fc.assert(
        fc.asyncProperty(request, async ({ path: values, query: q, body }) => {
          const url = path.replace(/\{(\w+)\}/g, (_m, name: string) => {
            const v = (values as Record<string, string>)[name];
            return v.startsWith('%') ? v : encodeURIComponent(v);
          });
          // A read may write too (opening an event marks it read), so the next write counts afresh.
          if (!isWrite) counts = undefined;
          const before = isWrite ? (counts ??= await rowCounts()) : undefined;
          requests++;
          const response = await ctx.app.inject({
            method: method as 'GET',
            url: url + queryString(q as Record<string, string | string[] | undefined>),
            headers,
            ...(isWrite && body !== undefined
              ? { payload: JSON.stringify(body), headers: { ...headers, 'content-type': 'application/json' } }
              : {}),
          });
          const where = `${method} ${path} ${JSON.stringify({ values, q, body }).slice(0, 300)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
          // The card-check simulator answers a card number starting with 999 as 'provider down' (card-checks/client.ts):
          // its 503 is the route's documented reply to an outage, not a crash.
          const providerDown =
            response.statusCode === 503 && /"code":"SERVICE_UNAVAILABLE"/.test(response.body) && path.includes('_statuses/');
          if (response.statusCode >= 500 && !providerDown) failures.push(where);
          if (response.statusCode < 300) accepted++;
          if (response.statusCode === 400) {
            const reply = JSON.parse(response.body) as {
              ok?: boolean;
              error?: { code?: string; message?: string; fields?: object };
            };
            const fine =
              reply.ok === false &&
              typeof reply.error?.code === 'string' &&
              typeof reply.error?.message === 'string' &&
              reply.error.fields !== undefined &&
              Object.keys(reply.error.fields).length > 0;
            if (!fine) failures.push(`envelope: ${where}`);
          }
          if (before) {
            const after = (counts = await rowCounts());
            const changed = tables.filter((t) => Number(after[t]) !== Number(before[t]));
            if (response.statusCode >= 400 && changed.length) failures.push(`partial write (${changed.join(', ')}): ${where}`);
          }
        }),
        { numRuns: valid ? RUNS_MUTATED : isWrite ? RUNS_WRITE : RUNS_READ, seed: SEED, endOnFailure: true },
      );
    }
    expect(failures).toEqual([]);
    // The valid bodies do get through: the hostile values were tested against real writes.
    expect(accepted).toBeGreaterThan(40);
    expect(requests).toBeGreaterThan(1000);
  }, 240_000);
});
