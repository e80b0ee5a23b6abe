import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { msg, type AdminUser, type AdminUserRow, type ChildAccount, type ListReply } from '@sportdesk/contract';
import { audits, users } from '../../db/schema/index';
import { body, createTestApp, signedInUser, uniqueEmail, type TestContext } from '../../test/app';

let ctx: TestContext;
let headers: { authorization: string };
beforeAll(async () => {
  ctx = await createTestApp();
  ({ headers } = await signedInUser(ctx.app, ['admin_role_users']));
});
afterAll(() => ctx.close());

const newUser = async (email = uniqueEmail('rodzic')) => {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v2/admin/users',
    headers,
    payload: {
      user: {
        identifier: 'R1',
        email,
        first_name: 'Marta',
        last_name: 'Kos',
        city: 'Płock',
        password: 'sekret1',
        password_confirmation: 'sekret1',
      },
    },
  });
  return body<AdminUser>(response).data;
};
const addChild = (parentId: number, user: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: `/api/v2/admin/users/${parentId}/children`, headers, payload: { user } });
const show = (id: number) => ctx.app.inject({ method: 'GET', url: `/api/v2/admin/users/${id}`, headers });

describe('child accounts', () => {
  it('creates a child without e-mail or password, linked to the parent', async () => {
    const parent = await newUser();
    const response = await addChild(parent.id, {
      first_name: 'Staś',
      last_name: 'Kos',
      birth_date: '2016-04-02',
      gender: 'male',
    });
    expect(response.statusCode, response.body).toBe(201);
    const child = body<AdminUser>(response).data;
    expect(child).toMatchObject({
      email: null,
      parent_id: parent.id,
      parent: { id: parent.id, label: 'Marta Kos' },
      city: 'Płock',
      identifier: String(child.id),
    });
    const [audit] = await ctx.database.db
      .select()
      .from(audits)
      .where(and(eq(audits.auditableType, 'User'), eq(audits.auditableId, child.id)));
    expect(audit).toMatchObject({ action: 'create', comment: 'Konto dziecka' });

    const detail = body<AdminUser>(await show(parent.id)).data;
    expect(detail.children).toEqual([expect.objectContaining({ id: child.id, label: 'Staś Kos', birth_date: '2016-04-02' })]);
    const listed = body<ListReply<ChildAccount>>(
      await ctx.app.inject({ method: 'GET', url: `/api/v2/admin/users/${parent.id}/children`, headers }),
    ).data;
    expect(listed.rows.map((c) => c.id)).toEqual([child.id]);
  });

  it('requires first and last name', async () => {
    const parent = await newUser();
    const response = await addChild(parent.id, { first_name: '' });
    expect(response.statusCode).toBe(400);
    expect(body(response).error.fields).toEqual({ first_name: msg.required, last_name: msg.required });
  });

  it('keeps to the parent’s child-account limit (default 3)', async () => {
    const parent = await newUser();
    for (let i = 0; i < 3; i++)
      expect((await addChild(parent.id, { first_name: `Dziecko${i}`, last_name: 'Kos' })).statusCode).toBe(201);
    const fourth = await addChild(parent.id, { first_name: 'Czwarte', last_name: 'Kos' });
    expect(fourth.statusCode).toBe(422);
    expect(body(fourth).error.message).toBe(msg.childLimitReached);
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v2/admin/users/${parent.id}`,
      headers,
      payload: { user: { limits: { l_child_account_count: 4 } } },
    });
    expect((await addChild(parent.id, { first_name: 'Czwarte', last_name: 'Kos' })).statusCode).toBe(201);
  });

  it('does not let a child be a parent, nor a user be their own parent', async () => {
    const parent = await newUser();
    const child = body<AdminUser>(await addChild(parent.id, { first_name: 'Jaś', last_name: 'Kos' })).data;
    expect(body(await addChild(child.id, { first_name: 'Wnuk', last_name: 'Kos' })).error.fields).toEqual({
      parent_id: msg.parentNotAllowed,
    });
    const self = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v2/admin/users/${parent.id}`,
      headers,
      payload: { user: { parent_id: parent.id } },
    });
    expect(body(self).error.fields).toEqual({ parent_id: msg.parentSelf });
  });
});

describe('delete', () => {
  it('soft-deletes the account and its children: gone from the list, signed out, e-mail released, audited', async () => {
    const email = uniqueEmail('usun');
    const parent = await newUser(email);
    const child = body<AdminUser>(await addChild(parent.id, { first_name: 'Ola', last_name: 'Kos' })).data;
    const session = await ctx.app.inject({
      method: 'POST',
      url: '/users/sign_in.json',
      payload: { user: { email, password: 'sekret1' } },
    });
    const userHeaders = { authorization: session.headers.authorization as string };

    const response = await ctx.app.inject({ method: 'DELETE', url: `/api/v2/admin/users/${parent.id}`, headers });
    expect(response.statusCode).toBe(200);
    expect((await show(parent.id)).statusCode).toBe(404);
    expect((await show(child.id)).statusCode).toBe(404);
    const listed = body<ListReply<AdminUserRow>>(
      await ctx.app.inject({ method: 'GET', url: `/api/v2/admin/users?with_id=${parent.id}`, headers }),
    ).data;
    expect(listed.total).toBe(0);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v2/users/current', headers: userHeaders })).statusCode).toBe(401);

    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, parent.id));
    expect(row).toMatchObject({ active: false, email: null });
    expect(row.deletedAt).not.toBeNull();
    const rows = await ctx.database.db
      .select()
      .from(audits)
      .where(and(eq(audits.auditableType, 'User'), eq(audits.auditableId, parent.id)));
    expect(rows.at(-1)).toMatchObject({ action: 'destroy' });
    expect(rows.at(-1)!.auditedChanges).toMatchObject({ email: [email, null], active: [true, false] });

    // The address can be used again.
    expect((await newUser(email)).email).toBe(email);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/v2/admin/users/${parent.id}`, headers })).statusCode).toBe(404);
  });

  it('refuses to delete an account with money in its wallet', async () => {
    const user = await newUser();
    await ctx.database.db.update(users).set({ accountBonusValue: 1500 }).where(eq(users.id, user.id));
    expect(body<AdminUser>(await show(user.id)).data).toMatchObject({ account_bonus_value: 15, account_value: 15 });
    const response = await ctx.app.inject({ method: 'DELETE', url: `/api/v2/admin/users/${user.id}`, headers });
    expect(response.statusCode).toBe(422);
    expect(body(response).error.message).toBe(msg.walletNotEmpty);
    expect((await show(user.id)).statusCode).toBe(200);
  });
});
