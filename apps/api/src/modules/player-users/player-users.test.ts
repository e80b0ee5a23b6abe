import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { msg, playerUsersMsg, type AllowedToRegister, type ListReply, type PlayerRef } from '@sportdesk/contract';
import { allowedToRegister, audits, users } from '../../db/schema/index';
import { body, createTestApp, signedInUser, type TestContext } from '../../test/app';
import { moneyFixtures } from '../baskets/test-fixtures';

/** The player calls `GET users` and `allowed_to_register` (docs/decisions.md "Allowed to register: a friend signs you up"). */
let ctx: TestContext;
let fx: Awaited<ReturnType<typeof moneyFixtures>>;
beforeAll(async () => {
  ctx = await createTestApp();
  fx = await moneyFixtures(ctx.app);
});
afterAll(() => ctx.close());

type H = { authorization: string };
const search = (h: H | undefined, query: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/v2/users${query}`, headers: h ?? {} });
const found = async (h: H, text: string) =>
  body<ListReply<PlayerRef>>(await search(h, `?search=${encodeURIComponent(text)}`)).data.rows;
const post = (h: H | undefined, what: 'add' | 'remove', payload: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v2/users/allowed_to_register_${what}`,
    headers: h ?? {},
    payload: payload as object,
  });
const lists = async (h: H) =>
  body<AllowedToRegister>(await ctx.app.inject({ method: 'GET', url: '/api/v2/users/current/allowed_to_register', headers: h }))
    .data;
const set = (id: number, values: Partial<typeof users.$inferInsert>) =>
  ctx.database.db.update(users).set(values).where(eq(users.id, id));

describe('POST users/allowed_to_register_add and _remove', () => {
  it('need a signed-in user (401) and a body with a positive user_id (400 with fields)', async () => {
    for (const what of ['add', 'remove'] as const) {
      expect((await post(undefined, what, { user_id: 1 })).statusCode).toBe(401);
      const p = await fx.player();
      for (const payload of [{}, { user_id: 'abc' }, { user_id: 0 }, { user_id: -3 }, { user_id: 3_000_000_000 }]) {
        const r = await post(p.headers, what, payload);
        expect(r.statusCode, JSON.stringify(payload)).toBe(400);
        expect(body(r).error.fields).toHaveProperty('user_id');
      }
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v2/users/current/allowed_to_register' })).statusCode).toBe(401);
  });

  it('refuses oneself (422) and anyone the search would not show (404: unknown, deleted, inactive, unconfirmed, a child)', async () => {
    const a = await fx.player();
    const self = await post(a.headers, 'add', { user_id: a.user.id });
    expect(self.statusCode).toBe(422);
    expect(body(self).error.fields).toEqual({ user_id: playerUsersMsg.notSelf });

    const deleted = await fx.player({ deletedAt: new Date() });
    const inactive = await fx.player({ active: false });
    const unconfirmed = await fx.player({ confirmedAt: null });
    const child = await fx.player({ firstName: 'Ola', parentId: a.user.id });
    for (const id of [2_000_000_000, deleted.user.id, inactive.user.id, unconfirmed.user.id, child.user.id]) {
      const r = await post(a.headers, 'add', { user_id: id });
      expect(r.statusCode, `user ${id}`).toBe(404);
      expect(body(r).error.fields).toEqual({ user_id: playerUsersMsg.unknownPlayer });
    }
    expect(await ctx.database.db.select().from(allowedToRegister).where(eq(allowedToRegister.userId, a.user.id))).toEqual([]);
  });

  it('adds, lists on both sides, refuses a second add (409), removes, and a missing one is a 404; audited on the allowing player', async () => {
    const a = await fx.player({ firstName: 'Anna', lastName: 'Allowing' });
    const b = await fx.player({ firstName: 'Bartek', lastName: 'Buyer', hideLastName: true });
    const added = await post(a.headers, 'add', { user_id: b.user.id });
    expect(added.statusCode, added.body).toBe(200);
    expect(body<AllowedToRegister>(added).data).toEqual({ allowed: [{ id: b.user.id, label: 'Bartek B.' }], may_register: [] });
    expect(await lists(b.headers)).toEqual({ allowed: [], may_register: [{ id: a.user.id, label: 'Anna Allowing' }] });

    const twice = await post(a.headers, 'add', { user_id: b.user.id });
    expect(twice.statusCode).toBe(409);
    expect(body(twice).error.fields).toEqual({ user_id: playerUsersMsg.alreadyAllowed });

    // B allowing A is a pair of its own.
    expect((await post(b.headers, 'add', { user_id: a.user.id })).statusCode).toBe(200);
    expect(await lists(a.headers)).toEqual({
      allowed: [{ id: b.user.id, label: 'Bartek B.' }],
      may_register: [{ id: b.user.id, label: 'Bartek B.' }],
    });

    const removed = await post(a.headers, 'remove', { user_id: b.user.id });
    expect(removed.statusCode).toBe(200);
    expect(body<AllowedToRegister>(removed).data.allowed).toEqual([]);
    expect((await lists(b.headers)).may_register).toEqual([]);
    const again = await post(a.headers, 'remove', { user_id: b.user.id });
    expect(again.statusCode).toBe(404);
    expect(body(again).error.fields).toEqual({ user_id: playerUsersMsg.notAllowed });

    const history = await ctx.database.db
      .select()
      .from(audits)
      .where(and(eq(audits.auditableType, 'User'), eq(audits.auditableId, a.user.id), eq(audits.action, 'update')));
    expect(history.map((h) => [h.userId, h.auditedChanges, h.comment])).toEqual([
      [a.user.id, { allowed_to_register: [null, b.user.id] }, 'Zgoda na zapisywanie na zajęcia: Bartek Buyer'],
      [a.user.id, { allowed_to_register: [b.user.id, null] }, 'Cofnięto zgodę na zapisywanie na zajęcia: Bartek Buyer'],
    ]);
  });

  it('the list of those I may sign up leaves out one who was deleted or deactivated since', async () => {
    const a = await fx.player();
    const b = await fx.player();
    await post(a.headers, 'add', { user_id: b.user.id });
    expect((await lists(b.headers)).may_register).toHaveLength(1);
    await set(a.user.id, { active: false });
    expect((await lists(b.headers)).may_register).toEqual([]);
  });
});

describe('GET users (the player search)', () => {
  it('needs a signed-in user and a search of at least 3 characters (400 with fields)', async () => {
    expect((await search(undefined, '?search=Kowal')).statusCode).toBe(401);
    const p = await fx.player();
    for (const query of ['', '?search=', '?search=ab', '?search=%20%20ab%20']) {
      const r = await search(p.headers, query);
      expect(r.statusCode, query).toBe(400);
      expect(body(r).error.fields).toEqual({ search: playerUsersMsg.searchTooShort });
    }
    const long = await search(p.headers, `?search=${'x'.repeat(101)}`);
    expect(body(long).error.fields).toEqual({ search: msg.tooLong });
  });

  it('finds live, active, confirmed adults by every word of the name, never the caller, at most 10, only { id, label }', async () => {
    const caller = await fx.player({ firstName: 'Zygmunt', lastName: 'Szukajacy' });
    const shown = await fx.player({ firstName: 'Zygmunt', lastName: 'Widoczny', phone: '600111222' });
    await fx.player({ firstName: 'Zygmunt', lastName: 'Usuniety', deletedAt: new Date() });
    await fx.player({ firstName: 'Zygmunt', lastName: 'Nieaktywny', active: false });
    await fx.player({ firstName: 'Zygmunt', lastName: 'Niepotwierdzony', confirmedAt: null });
    await fx.player({ firstName: 'Zygmunt', lastName: 'Dziecko', parentId: shown.user.id });
    const rows = await found(caller.headers, 'zygm');
    expect(rows).toEqual([{ id: shown.user.id, label: 'Zygmunt Widoczny' }]);
    expect(await found(caller.headers, 'widoczny ZYG')).toEqual(rows);
    expect(await found(caller.headers, 'Zygmunt Inny')).toEqual([]);
    const raw = (await search(caller.headers, '?search=Zygmunt')).body;
    expect(raw).not.toContain(shown.user.email ?? '@');
    expect(raw).not.toContain('600111222');

    for (let i = 0; i < 12; i++) await fx.player({ firstName: 'Wieslawa', lastName: `Liczna${String(i).padStart(2, '0')}` });
    const many = await search(caller.headers, '?search=Wieslawa');
    expect(body<ListReply<PlayerRef>>(many).data.rows).toHaveLength(10);
    expect(body<ListReply<PlayerRef>>(many).data.total).toBe(10);
  });

  it('shows a hidden last name as its initial and does not find it by the hidden part', async () => {
    const caller = await fx.player();
    const hidden = await fx.player({ firstName: 'Kunegunda', lastName: 'Tajemnicza', hideLastName: true });
    expect(await found(caller.headers, 'Kunegunda')).toEqual([{ id: hidden.user.id, label: 'Kunegunda T.' }]);
    expect(await found(caller.headers, 'Kunegunda T')).toEqual([{ id: hidden.user.id, label: 'Kunegunda T.' }]);
    expect(await found(caller.headers, 'Tajemnicza')).toEqual([]);
    expect((await search(caller.headers, '?search=Kunegunda')).body).not.toContain('Tajemnicza');
  });

  it('gives staff the same shape', async () => {
    const staff = await signedInUser(ctx.app, ['admin_role_users']);
    const player = await fx.player({ firstName: 'Eustachy', lastName: 'Sportowy', hideLastName: true });
    expect(await found(staff.headers, 'Eustachy')).toEqual([{ id: player.user.id, label: 'Eustachy S.' }]);
  });

  it('is rate limited (429 after 60 searches a minute)', async () => {
    const p = await fx.player();
    let last = 0;
    for (let i = 0; i < 61; i++) last = (await search(p.headers, '?search=abcdef')).statusCode;
    expect(last).toBe(429);
  });
});
