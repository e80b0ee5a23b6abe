import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { msg } from '@sportdesk/contract';
import { users } from '../../db/schema/index';
import { insertUser, roleNamesOf } from '../users/service';
import { body, createTestApp, uniqueEmail, type TestContext } from '../../test/app';
import { profileOf } from './oauth-client';
import type { OAuthSimulator } from './oauth-simulator';
import { approveAtProvider, beginSignIn, returnToCallback, socialSignIn, startSimulator, tokenOf } from './test-helpers';

let ctx: TestContext;
let simulator: OAuthSimulator;
beforeAll(async () => {
  const started = await startSimulator();
  simulator = started.simulator;
  ctx = await createTestApp({ oauth: started.oauth });
});
afterAll(async () => {
  await ctx.close();
  await simulator.stop();
});

const failedSignIn = `/auth?notification_type=error&notification_msg=${encodeURIComponent(msg.loginFailed)}`;
const userByEmail = async (email: string) => (await ctx.database.db.select().from(users).where(eq(users.email, email)))[0];

describe('social sign-in, redirect flow (openid-client, PKCE S256 + state)', () => {
  it('sends the browser to the provider with state and an S256 challenge, the verifier kept in an HttpOnly cookie', async () => {
    const { response, authorizeUrl, cookie } = await beginSignIn(ctx.app);
    expect(response.statusCode).toBe(302);
    expect(authorizeUrl.origin + authorizeUrl.pathname).toBe(`${simulator.url}/authorize`);
    const q = authorizeUrl.searchParams;
    expect(q.get('client_id')).toBe('sportdesk-test');
    expect(q.get('redirect_uri')).toBe('http://sportdesk.test/users/auth/oauth/callback');
    expect(q.get('response_type')).toBe('code');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(q.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(String(response.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Lax/);
    // The verifier never goes to the provider: the cookie does not carry the challenge's verifier in the URL.
    expect(authorizeUrl.search).not.toContain('code_verifier');
    expect(cookie).toMatch(/^sportdesk_oauth=/);
  });

  it('creates a confirmed player on first sign-in and signs the same player in again', async () => {
    const email = uniqueEmail('social');
    const first = await socialSignIn(ctx.app, { email, given_name: 'Ola', family_name: 'Nowak' });
    expect(first.statusCode).toBe(302);
    const token = tokenOf(first.headers.location);
    expect(token).toBeDefined();
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/v2/users/current',
      headers: { authorization: `Bearer ${decodeURIComponent(token!)}` },
    });
    expect(me.statusCode).toBe(200);
    expect(body<{ email: string; first_name: string }>(me).data).toMatchObject({ email, first_name: 'Ola' });
    const created = await userByEmail(email);
    expect(created.facebookUid).toMatch(/^sim-/);
    expect(created.confirmedAt).not.toBeNull();
    expect(await roleNamesOf(ctx.database.db, created.id)).toContain('user_role_activity_registration');

    const again = await socialSignIn(ctx.app, { email, given_name: 'Ola' });
    expect(tokenOf(again.headers.location)).toBeDefined();
    expect(await ctx.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('links an existing account with the same e-mail instead of creating another', async () => {
    const email = uniqueEmail('existing');
    const existing = await ctx.database.db.transaction((tx) =>
      insertUser(tx, { email, password: 'Haslo123!', firstName: 'Jan', confirmedAt: new Date() }, { actorId: null }),
    );
    const reply = await socialSignIn(ctx.app, { email, sub: `fb-${existing.id}` });
    expect(tokenOf(reply.headers.location)).toBeDefined();
    expect((await userByEmail(email)).facebookUid).toBe(`fb-${existing.id}`);
  });

  it('sends the PKCE verifier of the challenge to the token endpoint', async () => {
    const { authorizeUrl, cookie } = await beginSignIn(ctx.app);
    const callback = await approveAtProvider(authorizeUrl, { email: uniqueEmail('pkce') });
    const reply = await returnToCallback(ctx.app, callback, cookie);
    expect(tokenOf(reply.headers.location)).toBeDefined();
    const sent = simulator.tokenRequests.at(-1)!.params;
    expect(sent.code_verifier).toMatch(/^[\w-]{43,128}$/);
    expect(createHash('sha256').update(sent.code_verifier).digest('base64url')).toBe(
      authorizeUrl.searchParams.get('code_challenge'),
    );
    expect(sent.redirect_uri).toBe('http://sportdesk.test/users/auth/oauth/callback');
  });

  it('refuses a callback whose state is not the one this browser started with, before asking the provider', async () => {
    const mine = await beginSignIn(ctx.app);
    const other = await beginSignIn(ctx.app);
    const email = uniqueEmail('csrf');
    // The provider's answer to another sign-in (another browser's state) arrives with this browser's cookie.
    const callback = await approveAtProvider(other.authorizeUrl, { email });
    const requestsBefore = simulator.tokenRequests.length;
    const reply = await returnToCallback(ctx.app, callback, mine.cookie);
    expect(reply.statusCode).toBe(302);
    expect(reply.headers.location).toBe(failedSignIn);
    expect(simulator.tokenRequests).toHaveLength(requestsBefore);
    expect(await userByEmail(email)).toBeUndefined();
  });

  it('refuses a callback without the cookie, with a tampered state, or with a code the provider does not know', async () => {
    const { authorizeUrl, cookie } = await beginSignIn(ctx.app);
    const callback = await approveAtProvider(authorizeUrl, { email: uniqueEmail('nocookie') });
    expect((await returnToCallback(ctx.app, callback)).headers.location).toBe(failedSignIn);
    const tampered = new URL(callback);
    tampered.searchParams.set('state', 'x' + callback.searchParams.get('state'));
    expect((await returnToCallback(ctx.app, tampered, cookie)).headers.location).toBe(failedSignIn);
    const wrongCode = new URL(callback);
    wrongCode.searchParams.set('code', 'not-a-code');
    expect((await returnToCallback(ctx.app, wrongCode, cookie)).headers.location).toBe(failedSignIn);
    expect(simulator.tokenRequests.at(-1)!.params.code).toBe('not-a-code');
  });

  it('refuses when the person declined at the provider', async () => {
    const { authorizeUrl, cookie } = await beginSignIn(ctx.app);
    const declined = new URL('http://sportdesk.test/users/auth/oauth/callback');
    declined.searchParams.set('error', 'access_denied');
    declined.searchParams.set('state', authorizeUrl.searchParams.get('state')!);
    expect((await returnToCallback(ctx.app, declined, cookie)).headers.location).toBe(failedSignIn);
  });

  it('refuses an inactive account', async () => {
    const email = uniqueEmail('inactive');
    await ctx.database.db.transaction((tx) =>
      insertUser(tx, { email, firstName: 'Zablokowany', active: false, confirmedAt: new Date() }, { actorId: null }),
    );
    expect((await socialSignIn(ctx.app, { email })).headers.location).toBe(failedSignIn);
  });
});

describe('profileOf', () => {
  it("reads Facebook's and OpenID Connect's field names", () => {
    expect(profileOf({ id: '123', email: 'a@b.pl', first_name: 'Ala', last_name: 'Kot' })).toEqual({
      providerUid: '123',
      email: 'a@b.pl',
      firstName: 'Ala',
      lastName: 'Kot',
    });
    expect(profileOf({ sub: 'x1', given_name: 'Ola', family_name: 'Nowak' })).toEqual({
      providerUid: 'x1',
      email: null,
      firstName: 'Ola',
      lastName: 'Nowak',
    });
    expect(profileOf({ email: 'a@b.pl' })).toBeUndefined();
  });
});

describe('social sign-in without OAUTH_* settings', () => {
  it('has no redirect routes', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/users/auth/oauth' })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
