import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { audits, users } from '../../db/schema/index';
import { body, createTestApp, signedInUser, type TestContext } from '../../test/app';
import { updateUser } from './service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const auditRows = (userId: number) =>
  ctx.database.db
    .select()
    .from(audits)
    .where(and(eq(audits.auditableType, 'User'), eq(audits.auditableId, userId)))
    .orderBy(audits.id);

describe('audit of users', () => {
  it('records the create with its roles', async () => {
    const { user } = await signedInUser(ctx.app, ['user_role_coordinator']);
    const [created] = await auditRows(user.id);
    expect(created.action).toBe('create');
    expect(created.auditedChanges).toMatchObject({ email: [null, user.email], roles: [[], ['user_role_coordinator']] });
    expect(JSON.stringify(created.auditedChanges)).not.toContain('argon2');
  });

  it('records changed fields old → new with the acting user on a profile update', async () => {
    const { user, headers } = await signedInUser(ctx.app);
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v2/users/${user.id}`,
      headers,
      payload: { user: { city: 'Gdynia', first_name: 'Tadeusz' } },
    });
    expect(response.statusCode).toBe(200);
    expect(body<{ first_name: string }>(response).data.first_name).toBe('Tadeusz');
    const rows = await auditRows(user.id);
    const last = rows.at(-1)!;
    expect(last.action).toBe('update');
    expect(last.userId).toBe(user.id);
    expect(last.auditedChanges).toEqual({ city: [null, 'Gdynia'], first_name: ['Test', 'Tadeusz'] });
  });

  it('writes no audit row when nothing changed', async () => {
    const { user, headers } = await signedInUser(ctx.app);
    const before = await auditRows(user.id);
    expect(before.length).toBeGreaterThan(0); // the create row: the table is read for this user
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v2/users/${user.id}`,
      headers,
      payload: { user: { first_name: 'Test' } },
    });
    expect(response.statusCode).toBe(200);
    expect(body<{ first_name: string }>(response).data.first_name).toBe('Test');
    expect(await auditRows(user.id)).toEqual(before);
  });

  it('rolls the audit row back with the change when the transaction fails', async () => {
    const { user } = await signedInUser(ctx.app);
    const before = (await auditRows(user.id)).length;
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await updateUser(tx, user.id, { city: 'Sopot' }, { actorId: null });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect((await auditRows(user.id)).length).toBe(before);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row.city).toBeNull();
  });

  it('forbids editing another user without admin_role_users', async () => {
    const a = await signedInUser(ctx.app);
    const b = await signedInUser(ctx.app);
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v2/users/${b.user.id}`,
      headers: a.headers,
      payload: { user: { city: 'X' } },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('roles', () => {
  it('lists the full role list of the spec with limit=1000', async () => {
    const { headers } = await signedInUser(ctx.app, ['admin_role_users']);
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v2/admin/roles?limit=1000', headers });
    const data = body<{ rows: { name: string; label: string }[]; total: number }>(response).data;
    expect(data.total).toBe(38);
    const names = data.rows.map((r) => r.name);
    expect(names).toContain('user_role_coordinator');
    expect(names).toContain('admin_role_competition_groups');
    expect(names.filter((n) => n.startsWith('admin_role'))).toHaveLength(20);
  });
});

describe("a player's own profile (the portal's account page)", () => {
  it('reads the editable fields of oneself and, after a change, the new values', async () => {
    const { user, headers } = await signedInUser(ctx.app);
    const patched = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v2/users/${user.id}`,
      headers,
      payload: { user: { city: 'Sopot', phone_prefix: '+48', phone: '600100200', newsletter: true, hide_last_name: true } },
    });
    expect(patched.statusCode).toBe(200);
    const read = await ctx.app.inject({ method: 'GET', url: `/api/v2/users/${user.id}`, headers });
    expect(read.statusCode).toBe(200);
    expect(body(read).data).toEqual({
      id: user.id,
      email: user.email,
      first_name: 'Test',
      last_name: user.lastName,
      phone_prefix: '+48',
      phone: '600100200',
      city: 'Sopot',
      newsletter: true,
      hide_last_name: true,
      reminders_enabled: true,
    });
  });

  it("refuses another player's profile, a stranger without a session and fields outside the player's reach", async () => {
    const me = await signedInUser(ctx.app);
    const other = await signedInUser(ctx.app);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v2/users/${other.user.id}`, headers: me.headers })).statusCode).toBe(
      403,
    );
    expect(
      (
        await ctx.app.inject({
          method: 'PATCH',
          url: `/api/v2/users/${other.user.id}`,
          headers: me.headers,
          payload: { user: { city: 'X' } },
        })
      ).statusCode,
    ).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v2/users/${me.user.id}` })).statusCode).toBe(401);
    const tooLong = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v2/users/${me.user.id}`,
      headers: me.headers,
      payload: { user: { city: 'x'.repeat(121) } },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(Object.keys(body(tooLong).error.fields ?? {}).join()).toMatch(/city/);
  });

  it('asks for the phone to be confirmed again when the number changes, not when other fields do', async () => {
    const { user, headers } = await signedInUser(ctx.app);
    const patch = (payload: object) =>
      ctx.app.inject({ method: 'PATCH', url: `/api/v2/users/${user.id}`, headers, payload: { user: payload } });
    await patch({ phone_prefix: '+48', phone: '600100300' });
    await ctx.database.db.update(users).set({ confirmedPhone: true }).where(eq(users.id, user.id));
    expect(body<{ confirmed_phone: boolean }>(await patch({ phone: '600100300', city: 'Łódź' })).data.confirmed_phone).toBe(true);
    expect(body<{ confirmed_phone: boolean }>(await patch({ phone: '600100301' })).data.confirmed_phone).toBe(false);
  });
});
