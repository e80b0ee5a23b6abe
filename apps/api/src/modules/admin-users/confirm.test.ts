import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { msg, type AdminUser } from '@sportdesk/contract';
import { audits, users } from '../../db/schema/index';
import { body, createTestApp, signedInUser, uniqueEmail, type TestContext } from '../../test/app';

/** 'Potwierdź konto': staff confirm a registered player who never got the e-mail. */
let ctx: TestContext;
let headers: { authorization: string };
beforeAll(async () => {
  ctx = await createTestApp();
  headers = (await signedInUser(ctx.app, ['admin_role_users'])).headers;
});
afterAll(() => ctx.close());

const register = async () => {
  const email = uniqueEmail('nowy');
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/users',
    payload: {
      user: { email, password: 'Haslo123!', password_confirmation: 'Haslo123!', first_name: 'Ola', last_name: 'Nowak' },
    },
  });
  expect(response.statusCode).toBe(201);
  const [row] = await ctx.database.db.select().from(users).where(eq(users.email, email));
  return { email, id: row.id };
};
const confirm = (id: number, h = headers) =>
  ctx.app.inject({ method: 'POST', url: `/api/v2/admin/users/${id}/confirm`, headers: h });
const signIn = (email: string) =>
  ctx.app.inject({ method: 'POST', url: '/users/sign_in.json', payload: { user: { email, password: 'Haslo123!' } } });

describe('POST /admin/users/:id/confirm', () => {
  it('confirms the account, so the player can sign in, and audits it', async () => {
    const player = await register();
    expect((await signIn(player.email)).statusCode).not.toBe(200);
    const response = await confirm(player.id);
    expect(response.statusCode).toBe(200);
    expect(body<AdminUser>(response).data.confirmed_at).not.toBeNull();
    expect((await signIn(player.email)).statusCode).toBe(200);
    const rows = await ctx.database.db
      .select()
      .from(audits)
      .where(and(eq(audits.auditableType, 'User'), eq(audits.auditableId, player.id)));
    expect(rows.some((r) => r.comment === 'Konto potwierdzone przez obsługę')).toBe(true);
  });

  it('refuses an account already confirmed with 409 and a Polish message', async () => {
    const player = await register();
    expect((await confirm(player.id)).statusCode).toBe(200);
    const again = await confirm(player.id);
    expect(again.statusCode).toBe(409);
    expect(body(again).error.message).toBe(msg.accountAlreadyConfirmed);
  });

  it('is 404 for an unknown user, 403 without admin_role_users and 401 signed out', async () => {
    const player = await register();
    expect((await confirm(99_999_999)).statusCode).toBe(404);
    const other = await signedInUser(ctx.app, ['admin_role_sports']);
    expect((await confirm(player.id, other.headers)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/v2/admin/users/${player.id}/confirm` })).statusCode).toBe(401);
  });
});
