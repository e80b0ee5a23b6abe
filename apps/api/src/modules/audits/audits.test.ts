import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser, AuditEntry, ListReply } from '@sportdesk/contract';
import { recordAudit } from '../../lib/audit';
import { body, createTestApp, signedInUser, uniqueEmail, type TestContext } from '../../test/app';

let ctx: TestContext;
let headers: { authorization: string };
let adminId: number;
let user: AdminUser;

const list = async (query: string) => {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/v2/admin/audits?${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return body<ListReply<AuditEntry>>(response).data;
};

beforeAll(async () => {
  ctx = await createTestApp();
  const admin = await signedInUser(ctx.app, ['admin_role_users', 'admin_role_audit']);
  headers = admin.headers;
  adminId = admin.user.id;
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/v2/admin/users',
    headers,
    payload: { user: { identifier: 'A1', email: uniqueEmail('audyt'), password: 'sekret1', password_confirmation: 'sekret1' } },
  });
  user = body<AdminUser>(created).data;
  for (const city of ['Bydgoszcz', 'Elbląg', 'Tarnów']) {
    await ctx.app.inject({ method: 'PATCH', url: `/api/v2/admin/users/${user.id}`, headers, payload: { user: { city } } });
  }
  await ctx.database.db.transaction((tx) =>
    recordAudit(tx, {
      type: 'Sport',
      id: user.id,
      userId: null,
      action: 'update',
      extraChanges: { name: ['Tenis', 'Tenis ziemny'] },
    }),
  );
});
afterAll(() => ctx.close());

describe('admin/audits', () => {
  it('lists a record’s history newest first with date, type, id, user, action, comment and changes', async () => {
    const history = await list(`with_auditable_type=User&with_auditable_id=${user.id}`);
    expect(history.total).toBe(4);
    expect(history.rows.map((r) => r.action)).toEqual(['update', 'update', 'update', 'create']);
    expect(history.rows[0]).toMatchObject({
      auditable_type: 'User',
      auditable_id: user.id,
      user: { id: adminId, first_name: 'Test', last_name: 'Użytkownik' },
      comment: null,
      audited_changes: { city: ['Elbląg', 'Tarnów'] },
    });
    expect(history.rows[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('filters by type, id, user, action and the changes’ text; pages by 10', async () => {
    expect((await list(`with_auditable_id=${user.id}`)).total).toBe(5);
    expect((await list(`with_auditable_type=Sport`)).rows.map((r) => r.audited_changes)).toEqual([
      { name: ['Tenis', 'Tenis ziemny'] },
    ]);
    expect((await list(`with_auditable_id=${user.id}&with_action=create`)).total).toBe(1);
    expect((await list(`with_user_id=${adminId}&with_auditable_id=${user.id}`)).total).toBe(4);
    const found = await list(`with_audited_changes=elbląg`);
    expect(found.rows.map((r) => r.audited_changes.city)).toEqual([
      ['Elbląg', 'Tarnów'],
      ['Bydgoszcz', 'Elbląg'],
    ]);
    expect((await list(`with_audited_changes=%25`)).total).toBe(0);

    // Paging on a user of its own, so the history above stays as the other test reads it.
    const paged = body<AdminUser>(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/v2/admin/users',
        headers,
        payload: {
          user: { identifier: 'A2', email: uniqueEmail('audyt'), password: 'sekret1', password_confirmation: 'sekret1' },
        },
      }),
    ).data;
    for (let i = 0; i < 12; i++) {
      await ctx.app.inject({
        method: 'PATCH',
        url: `/api/v2/admin/users/${paged.id}`,
        headers,
        payload: { user: { notes: `notatka ${i}` } },
      });
    }
    const page = await list(`with_auditable_id=${paged.id}&with_auditable_type=User`);
    expect(page.rows).toHaveLength(10);
    expect(page.total).toBe(13);
    expect((await list(`with_auditable_id=${paged.id}&with_auditable_type=User&page=1&limit=10`)).rows).toHaveLength(3);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/v2/admin/audits?with_auditable_type=Basket', headers })).statusCode,
    ).toBe(400);
  });

  it('is closed without admin_role_audit', async () => {
    const other = await signedInUser(ctx.app, ['admin_role_users']);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v2/admin/audits', headers: other.headers })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v2/admin/audits' })).statusCode).toBe(401);
  });
});

describe('record labels', () => {
  it('names the audited record and the records its changes point to', async () => {
    const topUp = await ctx.app.inject({
      method: 'POST',
      url: `/api/v2/admin/users/${user.id}/balance_add`,
      headers,
      payload: { balance: { value: 30, comment: 'Doładowanie' } },
    });
    expect(topUp.statusCode, topUp.body).toBeLessThan(300);
    const [transaction] = (await list('with_auditable_type=Transaction')).rows;
    expect(transaction.audited_changes.value).toEqual([null, 3000]);
    expect(transaction.record_labels[`User:${user.id}`]).toBeDefined();
    expect(transaction.record_labels[`Transaction:${transaction.auditable_id}`]).toMatch(/\S/);
  });
});
