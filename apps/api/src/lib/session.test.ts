import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { SessionUser } from '@sportdesk/contract';
import { authTokens, userRoles, users } from '../db/schema/index';
import { body, createTestApp, signedInUser, type TestContext } from '../test/app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const current = (headers: { authorization: string }) => ctx.app.inject({ method: 'GET', url: '/api/v2/users/current', headers });
const settings = (headers: { authorization: string }) =>
  ctx.app.inject({ method: 'GET', url: '/api/v2/admin/app_settings', headers });

/** Enough requests for PostgreSQL to settle on the prepared session statement's generic plan. */
const warm = async (headers: { authorization: string }) => {
  for (let i = 0; i < 7; i += 1) expect((await current(headers)).statusCode).toBe(200);
};

describe('the session read with the token (one statement; on PGlite answered from the read cache until a write)', () => {
  afterEach(() => vi.useRealTimers());

  it('answers users/current from the session lookup: the user, the roles and the counters', async () => {
    const { headers, user, email } = await signedInUser(ctx.app, ['admin_role_system_events', 'admin_role_users']);
    const reply = await current(headers);
    expect(reply.statusCode).toBe(200);
    expect(body<SessionUser>(reply).data).toMatchObject({
      id: user.id,
      email,
      first_name: 'Test',
      last_name: 'Użytkownik',
      roles: ['admin_role_system_events', 'admin_role_users'],
      confirmed_phone: false,
      system_event_count: {
        allUnread: expect.any(Number),
        myUnread: 0,
        listToVerify: 0,
        activitiesToVerifyCount: 0,
        activitiesTodayCount: 0,
      },
    });
  });

  it('refuses a deactivated user on the very next request', async () => {
    const { headers, user } = await signedInUser(ctx.app);
    await warm(headers);
    await ctx.app.deps.db.update(users).set({ active: false }).where(eq(users.id, user.id));
    expect((await current(headers)).statusCode).toBe(401);
    await ctx.app.deps.db.update(users).set({ active: true }).where(eq(users.id, user.id));
    expect((await current(headers)).statusCode).toBe(200);
  });

  it('refuses a signed-out token on the very next request, while another session of the user goes on', async () => {
    const first = await signedInUser(ctx.app);
    const second = await ctx.app.inject({
      method: 'POST',
      url: '/users/sign_in.json',
      payload: { user: { email: first.email, password: first.password } },
    });
    const other = { authorization: second.headers.authorization as string };
    await warm(first.headers);
    expect((await ctx.app.inject({ method: 'DELETE', url: '/users/sign_out', headers: first.headers })).statusCode).toBe(200);
    expect((await current(first.headers)).statusCode).toBe(401);
    expect((await current(other)).statusCode).toBe(200);
  });

  it('sees a removed role on the very next request', async () => {
    const { headers, user } = await signedInUser(ctx.app, ['admin_role_app_settings']);
    await warm(headers);
    expect((await settings(headers)).statusCode).toBe(200);
    await ctx.app.deps.db.delete(userRoles).where(eq(userRoles.userId, user.id));
    expect((await settings(headers)).statusCode).toBe(403);
    expect(body<SessionUser>(await current(headers)).data.roles).toEqual([]);
  });

  it('refuses a token whose session has expired, though nothing was written since the last request', async () => {
    const { headers, user } = await signedInUser(ctx.app);
    await ctx.app.deps.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(authTokens.userId, user.id));
    await warm(headers);
    // The signed token itself is valid for hours: only the stored expiry has passed.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 2 * 60_000);
    expect((await current(headers)).statusCode).toBe(401);
  });
});
