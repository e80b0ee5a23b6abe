// @clock-dependent: a code's validity dates are compared with today.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg, PROMO_CODES_CHANNEL, type ListReply, type PromoCode, warsawToday } from '@sportdesk/contract';
import { body, createTestApp, signedInUser, type TestContext } from '../../test/app';
import { liveClient } from './test-live';

let ctx: TestContext;
let headers: { authorization: string };
let live: Awaited<ReturnType<typeof liveClient>>;
beforeAll(async () => {
  ctx = await createTestApp();
  ({ headers } = await signedInUser(ctx.app, ['admin_role_promo_codes']));
  live = await liveClient(ctx.app, headers.authorization);
});
afterAll(async () => {
  live.close();
  await ctx.close();
});

const today = warsawToday();
const inDays = (n: number) => warsawToday(new Date(Date.now() + n * 86_400_000));
const base = { name: 'Wiosna', prefix: 'wiosna', active_from: today, active_to: inDays(30), value: 10 };
const create = async (extra: Record<string, unknown> = {}) => {
  const r = await ctx.app.inject({
    method: 'POST',
    url: '/api/v2/admin/promo_codes',
    headers,
    payload: { promo_code: { ...base, ...extra } },
  });
  return r;
};

const listOf = async (query: string) =>
  body<ListReply<PromoCode>>(await ctx.app.inject({ method: 'GET', url: `/api/v2/admin/promo_codes?${query}`, headers })).data;

describe('promo codes', () => {
  it('creates count codes with the defaults: prefix + an unguessable random part, all unique', async () => {
    const r = await create({ count: 40 });
    expect(r.statusCode).toBe(201);
    const codes = body<PromoCode[]>(r).data;
    expect(codes).toHaveLength(40);
    expect(new Set(codes.map((c) => c.code)).size).toBe(40);
    for (const c of codes) expect(c.code).toMatch(/^WIOSNA[2-9A-HJKMNP-Z]{8}$/);
    expect(codes[0]).toMatchObject({
      prefix: 'WIOSNA',
      value_type: 'pln',
      code_type: 'all_activities',
      limit_of_usage: 1,
      unlimited: false,
      unlimited_usage_by_user: false,
      only_for_new_players: false,
      active: true,
      usage_count: 0,
    });
  });

  it('requires name, prefix, active_from, active_to and value ("Pole Wymagane"), dates from today on', async () => {
    const r = await ctx.app.inject({ method: 'POST', url: '/api/v2/admin/promo_codes', headers, payload: { promo_code: {} } });
    expect(r.statusCode).toBe(400);
    expect(body(r).error.fields).toMatchObject({
      name: msg.required,
      prefix: msg.required,
      active_from: msg.required,
      active_to: msg.required,
      value: msg.required,
    });
    expect(body(await create({ value: 'abc' })).error.fields).toEqual({ value: msg.mustBeNumber });
    expect(body(await create({ active_from: '2020-01-01' })).error.fields).toEqual({ active_from: msg.dateInPast });
    expect(body(await create({ active_to: inDays(-1), active_from: today })).error.fields).toMatchObject({
      active_to: msg.dateToBeforeFrom,
    });
    expect(body(await create({ value_type: 'perc', value: 150 })).error.fields).toEqual({ value: msg.greaterThanMax });
    expect(body(await create({ limit_of_usage: 0 })).error.fields).toEqual({ limit_of_usage: msg.minValue1 });
  });

  it('filters by id, code, name, prefix, active and validity bounds; orders by prefix or id; default created_at asc, 25 a page', async () => {
    // Codes of its own (more than a page), whatever the other tests created before or after.
    await create({ name: 'Strona', prefix: 'STRONA', count: 26 });
    await create({ name: 'Lato', prefix: 'LATO', count: 3, active_from: inDays(5), active_to: inDays(10) });
    await create({ name: 'Jesień', prefix: 'JESIEN', active: false });
    const all = await listOf('');
    expect(all.rows).toHaveLength(25);
    expect(all.total).toBeGreaterThanOrEqual(30);
    const lato = await listOf('with_prefix=lato');
    expect(lato.total).toBe(3);
    expect((await listOf('with_name=jesie')).rows.map((r) => r.name)).toEqual(['Jesień']);
    expect((await listOf('with_active=false')).rows.every((r) => !r.active)).toBe(true);
    expect((await listOf(`with_active_from_greater=${inDays(4)}&with_prefix=LATO`)).total).toBe(3);
    expect((await listOf(`with_active_from_greater=${inDays(6)}&with_prefix=LATO`)).total).toBe(0);
    expect((await listOf(`with_active_to_less=${inDays(11)}&with_prefix=LATO`)).total).toBe(3);
    const one = lato.rows[1];
    expect((await listOf(`with_id=${one.id}`)).rows).toEqual([one]);
    expect((await listOf(`with_code=${one.code.slice(2)}`)).rows.map((r) => r.id)).toContain(one.id);
    const byPrefix = await listOf('order_element=promo_codes.prefix&order_dir=ASC&limit=100');
    const prefixes = byPrefix.rows.map((r) => r.prefix);
    expect(prefixes).toEqual([...prefixes].sort());
    const byIdDesc = await listOf('order_element=promo_codes.id&order_dir=DESC');
    expect(byIdDesc.rows[0].id).toBeGreaterThan(byIdDesc.rows[1].id);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/v2/admin/promo_codes?order_element=code', headers })).statusCode,
    ).toBe(400);
  });

  it('creates, updates, bulk-edits only the filled fields and deletes over Admin::PromoCodesChannel', async () => {
    const created = await live.send(PROMO_CODES_CHANNEL, 'create', { promo_code: { ...base, prefix: 'LIVE', count: 3 } });
    expect(created.code).toBe(200);
    const ids = (created.data as { ids: number[] }).ids;
    expect(ids).toHaveLength(3);

    const updated = await live.send(PROMO_CODES_CHANNEL, 'update', {
      id: ids[0],
      promo_code: { ...base, prefix: 'LIVE', name: 'Zmieniony', value: 15 },
    });
    expect(updated).toMatchObject({ code: 200, status: msg.saved, data: { name: 'Zmieniony', value: 15 } });

    const bulk = await live.send(PROMO_CODES_CHANNEL, 'bulk_update', { ids, count: 3, promo_code: { value: 25, active: false } });
    expect(bulk).toMatchObject({ code: 200, status: msg.saved });
    const after = await listOf('with_prefix=LIVE');
    expect(after.rows.map((r) => [r.value, r.active])).toEqual([
      [25, false],
      [25, false],
      [25, false],
    ]);
    // Untouched fields stay: the first code keeps its new name.
    expect(after.rows.find((r) => r.id === ids[0])!.name).toBe('Zmieniony');

    const warning = await live.send(PROMO_CODES_CHANNEL, 'bulk_update', {
      ids: [...ids, 999999],
      count: 4,
      promo_code: { name: 'X' },
    });
    expect(warning.code).toBe(202);
    const invalid = await live.send(PROMO_CODES_CHANNEL, 'bulk_update', { ids, count: 3, promo_code: { value: 'abc' } });
    expect(invalid).toMatchObject({ code: 400, data: { fields: { value: msg.mustBeNumber } } });
    const badCreate = await live.send(PROMO_CODES_CHANNEL, 'create', { promo_code: { name: '' } });
    expect(badCreate.code).toBe(400);

    const destroyed = await live.send(PROMO_CODES_CHANNEL, 'destroy', { ids, count: 3 });
    expect(destroyed).toMatchObject({ code: 200, status: msg.deleted });
    expect((await listOf('with_prefix=LIVE')).total).toBe(0);
  });

  it('refuses the channel to a user without admin_role_promo_codes', async () => {
    const other = await signedInUser(ctx.app, ['admin_role_users']);
    const client = await liveClient(ctx.app, other.headers.authorization);
    const reply = await client.send(PROMO_CODES_CHANNEL, 'destroy', { ids: [1], count: 1 });
    expect(reply.code).toBe(403);
    client.close();
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v2/admin/promo_codes', headers: other.headers })).statusCode).toBe(
      403,
    );
  });

  it('keeps a used code: single delete answers 409, bulk delete skips it with a 202 warning', async () => {
    const [used, unused] = body<PromoCode[]>(await create({ prefix: 'USED', count: 2 })).data;
    const { promoCodes } = await import('../../db/schema/index');
    const { eq } = await import('drizzle-orm');
    await ctx.database.db.update(promoCodes).set({ usageCount: 1 }).where(eq(promoCodes.id, used.id));
    const single = await ctx.app.inject({ method: 'DELETE', url: `/api/v2/admin/promo_codes/${used.id}`, headers });
    expect(single.statusCode).toBe(409);
    expect(body(single).error.message).toBe(msg.promoCodeUsed);
    const bulk = await live.send(PROMO_CODES_CHANNEL, 'destroy', { ids: [used.id, unused.id], count: 2 });
    expect(bulk).toMatchObject({ code: 202, data: { changed: 1, skipped: [used.id] } });
    expect((await listOf('with_prefix=USED')).rows.map((r) => r.id)).toEqual([used.id]);
  });

  it('shows a code with its usage table and deletes an unused one (404 afterwards)', async () => {
    const [code] = body<PromoCode[]>(await create({ prefix: 'SHOW' })).data;
    const shown = body<PromoCode & { usages: unknown[] }>(
      await ctx.app.inject({ method: 'GET', url: `/api/v2/admin/promo_codes/${code.id}`, headers }),
    ).data;
    expect(shown).toMatchObject({ id: code.id, usages: [] });
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/v2/admin/promo_codes/${code.id}`, headers })).statusCode).toBe(
      200,
    );
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v2/admin/promo_codes/${code.id}`, headers })).statusCode).toBe(404);
  });
});
