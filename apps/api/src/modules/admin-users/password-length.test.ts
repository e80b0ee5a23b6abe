import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg, type AdminUser } from '@sportdesk/contract';
import { body, createTestApp, signedInUser, uniqueEmail, type TestContext } from '../../test/app';

/** The password rule's boundary: exactly 6 characters is accepted everywhere a password is set, 5 is not. */
let ctx: TestContext;
let headers: { authorization: string };
beforeAll(async () => {
  ctx = await createTestApp();
  headers = (await signedInUser(ctx.app, ['admin_role_users'])).headers;
});
afterAll(() => ctx.close());

const signIn = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/users/sign_in.json', payload: { user: { email, password } } });
const newUser = (password: string) => ({
  identifier: `PW-${Math.random().toString(36).slice(2, 8)}`,
  first_name: 'Olga',
  last_name: 'Krótka',
  email: uniqueEmail('olga'),
  password,
  password_confirmation: password,
});

describe('a password of exactly 6 characters', () => {
  it('is accepted when an admin creates the account, and signs in', async () => {
    const user = newUser('abc123');
    const created = await ctx.app.inject({ method: 'POST', url: '/api/v2/admin/users', headers, payload: { user } });
    expect(created.statusCode, created.body).toBe(201);
    expect((await signIn(user.email, 'abc123')).statusCode).toBe(200);

    const short = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/admin/users',
      headers,
      payload: { user: newUser('abc12') },
    });
    expect(short.statusCode).toBe(400);
    expect(body(short).error.fields).toMatchObject({ password: msg.min6 });
  });

  it('is accepted as a new password set by an admin, and signs in', async () => {
    const user = newUser('pierwsze1');
    const created = body<AdminUser>(
      await ctx.app.inject({ method: 'POST', url: '/api/v2/admin/users', headers, payload: { user } }),
    ).data;
    const changed = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v2/admin/users/${created.id}`,
      headers,
      payload: { user: { password: 'xyz789', password_confirmation: 'xyz789' } },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await signIn(user.email, 'xyz789')).statusCode).toBe(200);
  });

  it('is accepted at registration', async () => {
    const email = uniqueEmail('rejestracja');
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/users',
      payload: { user: { email, first_name: 'Ola', last_name: 'Nowa', password: 'qwe456', password_confirmation: 'qwe456' } },
    });
    expect(registered.statusCode, registered.body).toBe(201);
  });
});
