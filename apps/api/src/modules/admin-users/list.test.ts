import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AdminUser, AdminUserRow, ListReply, Role } from '@sportdesk/contract';
import { users } from '../../db/schema/index';
import { body, createTestApp, signedInUser, type TestContext } from '../../test/app';

let ctx: TestContext;
let headers: { authorization: string };
let adminId: number;
const ids: Record<string, number> = {};
const tag = `t${Date.now().toString(36)}`;

const list = async (query: string) => {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/v2/admin/users?${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return body<ListReply<AdminUserRow>>(response).data;
};
const idsOf = (reply: ListReply<AdminUserRow>) => reply.rows.map((r) => r.id);

beforeAll(async () => {
  ctx = await createTestApp();
  const admin = await signedInUser(ctx.app, ['admin_role_users']);
  headers = admin.headers;
  adminId = admin.user.id;
  const roles = body<ListReply<Role>>(await ctx.app.inject({ method: 'GET', url: '/api/v2/admin/roles?limit=1000', headers }))
    .data.rows;
  const roleId = (name: string) => roles.find((r) => r.name === name)!.id;
  const people = [
    {
      key: 'zofia',
      first_name: 'Zofia',
      last_name: 'Wiśniewska',
      gender: 'female',
      birth_date: '1990-05-01',
      fa: false,
      phone: '511222333',
      roles: ['user_role_coordinator'],
      created: '2024-01-10T10:00:00Z',
    },
    {
      key: 'adam',
      first_name: 'Adam',
      last_name: 'Olęcki',
      gender: 'male',
      birth_date: '1985-02-03',
      fa: true,
      phone: '522333444',
      roles: ['user_role_organizer_type_2'],
      created: '2024-02-15T23:30:00Z',
    },
    {
      key: 'bartek',
      first_name: 'Bartek',
      last_name: 'Zając',
      gender: 'male',
      birth_date: '2001-12-24',
      fa: false,
      phone: '533444555',
      roles: [],
      created: '2024-03-20T08:00:00Z',
    },
  ];
  for (const p of people) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/admin/users',
      headers,
      payload: {
        user: {
          identifier: `${tag}-${p.key}`,
          first_name: p.first_name,
          last_name: p.last_name,
          email: `${p.key}.${tag}@example.pl`,
          gender: p.gender,
          birth_date: p.birth_date,
          fa: p.fa,
          phone_prefix: '+48',
          phone: p.phone,
          password: 'sekret1',
          password_confirmation: 'sekret1',
          role_ids: p.roles.map(roleId),
        },
      },
    });
    const id = body<AdminUser>(response).data.id;
    ids[p.key] = id;
    await ctx.database.db
      .update(users)
      .set({ createdAt: new Date(p.created) })
      .where(eq(users.id, id));
  }
  const child = await ctx.app.inject({
    method: 'POST',
    url: `/api/v2/admin/users/${ids.zofia}/children`,
    headers,
    payload: { user: { first_name: 'Ala', last_name: 'Wiśniewska' } },
  });
  ids.child = body<AdminUser>(child).data.id;
});
afterAll(() => ctx.close());

describe('admin/users index', () => {
  it('searches name, e-mail, identifier and phone, ignoring case and diacritics', async () => {
    expect(idsOf(await list(`search=wisniewska`)).sort()).toEqual([ids.zofia, ids.child].sort());
    expect(idsOf(await list(`search=OLECKI`))).toEqual([ids.adam]);
    expect(idsOf(await list(`search=${tag}-bartek`))).toEqual([ids.bartek]);
    expect(idsOf(await list(`search=522333`))).toEqual([ids.adam]);
    expect(idsOf(await list(`search=zofia wiśn`))).toEqual([ids.zofia]);
  });

  it('filters by id, e-mail, parent, role, fake-account flag, gender and creator', async () => {
    expect(idsOf(await list(`with_id=${ids.adam}`))).toEqual([ids.adam]);
    expect(idsOf(await list(`with_email=bartek.${tag}`))).toEqual([ids.bartek]);
    expect(idsOf(await list(`with_parent_id=${ids.zofia}`))).toEqual([ids.child]);
    expect(idsOf(await list(`search=${tag}&with_role=user_role_coordinator`))).toEqual([ids.zofia]);
    expect(idsOf(await list(`search=${tag}&with_role=user_role_coordinator,user_role_organizer_type_2`)).sort()).toEqual(
      [ids.zofia, ids.adam].sort(),
    );
    expect(idsOf(await list(`search=${tag}&with_fa=true`))).toEqual([ids.adam]);
    expect(idsOf(await list(`search=${tag}&with_fa=false&with_gender=male`))).toEqual([ids.bartek]);
    expect((await list(`with_creator_id=${adminId}`)).total).toBe(4);
  });

  it('filters by created-at days (Warsaw time, inclusive) and birth-date ranges', async () => {
    // 2024-02-15T23:30Z is 16 February in Warsaw.
    expect(idsOf(await list(`with_created_at_greater=2024-02-16&with_created_at_less=2024-02-16`))).toEqual([ids.adam]);
    expect(idsOf(await list(`with_created_at_greater=2024-01-01&with_created_at_less=2024-01-31`))).toEqual([ids.zofia]);
    expect(idsOf(await list(`search=${tag}&with_birth_date_greater=1986-01-01&with_birth_date_less=1995-12-31`))).toEqual([
      ids.zofia,
    ]);
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/v2/admin/users?with_created_at_greater=2024-1-1', headers });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).error.fields).toHaveProperty('with_created_at_greater');
  });

  it('orders by created_at desc by default, and by the other columns on request', async () => {
    expect(idsOf(await list(`search=${tag}`))).toEqual([ids.bartek, ids.adam, ids.zofia]);
    expect(idsOf(await list(`search=${tag}&order=first_name&order_dir=asc`))).toEqual([ids.adam, ids.bartek, ids.zofia]);
    expect(idsOf(await list(`search=${tag}&order=last_name&order_dir=desc`))).toEqual([ids.bartek, ids.zofia, ids.adam]);
    expect(idsOf(await list(`search=${tag}&order=id&order_dir=asc`))).toEqual([ids.zofia, ids.adam, ids.bartek]);
    expect(idsOf(await list(`search=${tag}&order=email&order_dir=asc`))).toEqual([ids.adam, ids.bartek, ids.zofia]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v2/admin/users?order=city', headers })).statusCode).toBe(400);
  });

  it('pages from 0 with 25 rows by default', async () => {
    // Created by another admin and without the tag, so the other tests' filters (creator, search) do
    // not see them whichever runs first.
    const other = await signedInUser(ctx.app, ['admin_role_users']);
    for (let i = 0; i < 23; i++) {
      await ctx.app.inject({
        method: 'POST',
        url: `/api/v2/admin/users`,
        headers: other.headers,
        payload: {
          user: {
            identifier: `page-${i}`,
            email: `strona${i}@example.pl`,
            password: 'sekret1',
            password_confirmation: 'sekret1',
          },
        },
      });
    }
    const first = await list('');
    expect(first.rows).toHaveLength(25);
    expect(first.total).toBe(29);
    const second = await list('page=1');
    expect(second.rows).toHaveLength(4);
    expect((await list('limit=5&page=2')).rows).toHaveLength(5);
  });
});
