import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { msg, type AdminUser, type ListReply, type Role } from '@sportdesk/contract';
import { audits } from '../../db/schema/index';
import { body, createTestApp, signedInUser, uniqueEmail, type TestContext } from '../../test/app';

let ctx: TestContext;
let headers: { authorization: string };
let adminId: number;
let roleIds: Record<string, number>;
beforeAll(async () => {
  ctx = await createTestApp();
  const admin = await signedInUser(ctx.app, ['admin_role_users']);
  headers = admin.headers;
  adminId = admin.user.id;
  const roles = body<ListReply<Role>>(
    await ctx.app.inject({ method: 'GET', url: '/api/v2/admin/roles?limit=1000', headers }),
  ).data;
  roleIds = Object.fromEntries(roles.rows.map((r) => [r.name, r.id]));
});
afterAll(() => ctx.close());

const create = (user: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/v2/admin/users', headers, payload: { user } });
const patch = (id: number, user: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/v2/admin/users/${id}`, headers, payload: { user } });
const show = (id: number) => ctx.app.inject({ method: 'GET', url: `/api/v2/admin/users/${id}`, headers });
const auditRows = (id: number) =>
  ctx.database.db
    .select()
    .from(audits)
    .where(and(eq(audits.auditableType, 'User'), eq(audits.auditableId, id)))
    .orderBy(audits.id);

const adult = (extra: Record<string, unknown> = {}) => ({
  identifier: `ID-${Math.random().toString(36).slice(2, 8)}`,
  first_name: 'Ewa',
  last_name: 'Mazur',
  email: uniqueEmail('ewa'),
  password: 'sekret1',
  password_confirmation: 'sekret1',
  ...extra,
});

describe('admin/users create and show', () => {
  it('creates a confirmed account with roles, remembers the creator and audits it', async () => {
    const response = await create(
      adult({ city: 'Opole', phone_prefix: '+48', phone: '600700800', role_ids: [roleIds.user_role_coordinator] }),
    );
    expect(response.statusCode).toBe(201);
    const user = body<AdminUser>(response).data;
    expect(user).toMatchObject({
      first_name: 'Ewa',
      city: 'Opole',
      creator: { id: adminId },
      basket_items_count: 0,
      account_value: 0,
    });
    expect(user.confirmed_at).not.toBeNull();
    expect(user.roles.map((r) => r.name)).toEqual(['user_role_coordinator']);
    expect(user.limits.l_child_account_count).toBe(3);
    expect(JSON.stringify(user)).not.toContain('password');
    const [audit] = await auditRows(user.id);
    expect(audit).toMatchObject({ action: 'create', userId: adminId });
    expect(audit.auditedChanges).toMatchObject({ roles: [[], ['user_role_coordinator']], city: [null, 'Opole'] });

    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/users/sign_in.json',
      payload: { user: { email: user.email, password: 'sekret1' } },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('requires the identifier', async () => {
    const response = await create(adult({ identifier: '  ' }));
    expect(response.statusCode).toBe(400);
    expect(body(response).error.fields).toMatchObject({ identifier: msg.required });
    const missing = await create({ ...adult(), identifier: undefined });
    expect(body(missing).error.fields).toMatchObject({ identifier: msg.required });
  });

  it('requires a valid e-mail unless a parent is set', async () => {
    expect(body(await create(adult({ email: '' }))).error.fields).toMatchObject({ email: msg.required });
    expect(body(await create(adult({ email: 'nie-email' }))).error.fields).toMatchObject({ email: msg.invalidEmail });
    const parent = body<AdminUser>(await create(adult())).data;
    const child = await create(adult({ email: '', password: undefined, password_confirmation: undefined, parent_id: parent.id }));
    expect(child.statusCode).toBe(201);
    expect(body<AdminUser>(child).data).toMatchObject({ email: null, parent: { id: parent.id } });
  });

  it('checks the password: min 6 characters and an equal confirmation', async () => {
    expect(body(await create(adult({ password: '12345', password_confirmation: '12345' }))).error.fields).toMatchObject({
      password: msg.min6,
    });
    expect(body(await create(adult({ password_confirmation: 'inne12' }))).error.fields).toMatchObject({
      password_confirmation: msg.passwordsMismatch,
    });
    expect(body(await create(adult({ password: undefined, password_confirmation: undefined }))).error.fields).toMatchObject({
      password: msg.required,
    });
  });

  it('answers 409 on a taken e-mail and writes nothing', async () => {
    const first = body<AdminUser>(await create(adult())).data;
    const clash = await create(adult({ email: first.email!.toUpperCase() }));
    expect(clash.statusCode).toBe(409);
    expect(body(clash).error.fields).toEqual({ email: msg.emailTaken });
  });

  it('answers 404 for an unknown user', async () => {
    expect((await show(999999)).statusCode).toBe(404);
    expect((await patch(999999, { city: 'X' })).statusCode).toBe(404);
  });
});

describe('admin/users update', () => {
  it('changes fields, keeps the password when none is sent, and audits old → new in one row', async () => {
    const user = body<AdminUser>(await create(adult())).data;
    const before = (await auditRows(user.id)).length;
    const response = await patch(user.id, { city: 'Toruń', fa: true, notes: 'Stały bywalec', password: '' });
    expect(response.statusCode).toBe(200);
    expect(body<AdminUser>(response).data).toMatchObject({ city: 'Toruń', fa: true, notes: 'Stały bywalec' });
    const rows = await auditRows(user.id);
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)!.auditedChanges).toEqual({ city: [null, 'Toruń'], fa: [false, true], notes: [null, 'Stały bywalec'] });
  });

  it('changes the password (min 6, confirmation equal) and signs the account out', async () => {
    const email = uniqueEmail('haslo');
    const user = body<AdminUser>(await create(adult({ email }))).data;
    const session = await ctx.app.inject({
      method: 'POST',
      url: '/users/sign_in.json',
      payload: { user: { email, password: 'sekret1' } },
    });
    const userHeaders = { authorization: session.headers.authorization as string };

    expect(body(await patch(user.id, { password: 'abc', password_confirmation: 'abc' })).error.fields).toEqual({
      password: msg.min6,
    });
    expect(body(await patch(user.id, { password: 'nowehaslo', password_confirmation: 'inne' })).error.fields).toEqual({
      password_confirmation: msg.passwordsMismatch,
    });
    expect((await patch(user.id, { password: 'nowehaslo', password_confirmation: 'nowehaslo' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v2/users/current', headers: userHeaders })).statusCode).toBe(401);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/users/sign_in.json',
      payload: { user: { email, password: 'nowehaslo' } },
    });
    expect(again.statusCode).toBe(200);
    expect((await auditRows(user.id)).at(-1)!.auditedChanges).toEqual({ password: ['***', '***'] });
  });

  it('keeps the e-mail rule on update: clearing it needs a parent', async () => {
    const user = body<AdminUser>(await create(adult())).data;
    const cleared = await patch(user.id, { email: '' });
    expect(cleared.statusCode).toBe(400);
    expect(body(cleared).error.fields).toEqual({ email: msg.required });
    expect(body(await patch(user.id, { identifier: '' })).error.fields).toEqual({ identifier: msg.required });
  });

  it('assigns and removes roles, audited as role names', async () => {
    const user = body<AdminUser>(await create(adult())).data;
    const response = await patch(user.id, { role_ids: [roleIds.user_role_coordinator, roleIds.admin_role_sports] });
    expect(
      body<AdminUser>(response)
        .data.roles.map((r) => r.name)
        .sort(),
    ).toEqual(['admin_role_sports', 'user_role_coordinator']);
    const removed = body<AdminUser>(await patch(user.id, { role_ids: [roleIds.admin_role_sports] })).data;
    expect(removed.role_ids).toEqual([roleIds.admin_role_sports]);
    expect((await auditRows(user.id)).at(-1)!.auditedChanges).toEqual({
      roles: [['admin_role_sports', 'user_role_coordinator'], ['admin_role_sports']],
    });
    const unknown = await patch(user.id, { role_ids: [987654] });
    expect(unknown.statusCode).toBe(400);
    expect(body(unknown).error.fields).toEqual({ role_ids: msg.unknownRole });
  });

  it('sets the organiser flags and card data', async () => {
    const user = body<AdminUser>(await create(adult())).data;
    const updated = body<AdminUser>(
      await patch(user.id, {
        signed_agreement: 'yes',
        transfer_verification: 'no',
        benefit_id: '1234567890',
        first_line: 'EWA',
        second_line: 'MAZUR',
        medicover_active: true,
      }),
    ).data;
    expect(updated).toMatchObject({
      signed_agreement: 'yes',
      transfer_verification: 'no',
      benefit_id: '1234567890',
      medicover_active: true,
    });
    expect(body(await patch(user.id, { signed_agreement: 'maybe' })).error.fields).toHaveProperty('signed_agreement');
  });

  it('rolls everything back when one part fails', async () => {
    const user = body<AdminUser>(await create(adult())).data;
    const before = (await auditRows(user.id)).length;
    const response = await patch(user.id, { city: 'Kalisz', role_ids: [987654] });
    expect(response.statusCode).toBe(400);
    expect(body<AdminUser>(await show(user.id)).data.city).toBeNull();
    expect(await auditRows(user.id)).toHaveLength(before);
  });
});

describe('admin/users roles', () => {
  it('is closed without admin_role_users', async () => {
    const other = await signedInUser(ctx.app, ['admin_role_sports']);
    // Valid bodies: validation runs before the role check.
    for (const [method, url, payload] of [
      ['GET', `/api/v2/admin/users/${adminId}`, undefined],
      ['POST', '/api/v2/admin/users', { user: adult() }],
      ['PATCH', `/api/v2/admin/users/${adminId}`, { user: { city: 'X' } }],
      ['DELETE', `/api/v2/admin/users/${adminId}`, undefined],
      ['POST', `/api/v2/admin/users/${adminId}/reset_limits`, undefined],
      ['GET', `/api/v2/admin/users/${adminId}/children`, undefined],
      ['POST', `/api/v2/admin/users/${adminId}/children`, { user: { first_name: 'Ola', last_name: 'Nowak' } }],
      ['GET', `/api/v2/admin/users/${adminId}/user_level_opinions`, undefined],
      ['DELETE', '/api/v2/admin/connected_devices/1', undefined],
    ] as const) {
      const response = await ctx.app.inject({ method, url, headers: other.headers, payload });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v2/admin/users', headers: other.headers })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v2/admin/users' })).statusCode).toBe(401);
  });

  it('lets modules that pick users read the index, and nothing more', async () => {
    const picker = await signedInUser(ctx.app, ['admin_role_terminal_logins']);
    const index = await ctx.app.inject({
      method: 'GET',
      url: '/api/v2/admin/users?with_role=user_role_coordinator',
      headers: picker.headers,
    });
    expect(index.statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/v2/admin/users/${adminId}`, headers: picker.headers })).statusCode,
    ).toBe(403);
  });
});
