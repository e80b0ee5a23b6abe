import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { msg } from '@sportdesk/contract';
import { users } from '../../db/schema/index';
import { body, createTestApp, uniqueEmail, type TestContext } from '../../test/app';
import type { OAuthSimulator } from './oauth-simulator';
import { socialSignIn, startSimulator, tokenOf } from './test-helpers';

let ctx: TestContext;
let simulator: OAuthSimulator;
beforeAll(async () => {
  const started = await startSimulator();
  simulator = started.simulator;
  ctx = await createTestApp({ oauth: started.oauth, signInThrottle: { perEmail: 5, perIp: 3, windowMinutes: 15 } });
});
afterAll(async () => {
  await ctx.close();
  await simulator.stop();
});

let address = 0;
/** Each test signs in from its own address, so the per-address throttle of one test does not reach another. */
const nextAddress = () => `10.77.0.${++address}`;
const fbSignIn = (app: TestContext['app'], payload: object, remoteAddress = nextAddress()) =>
  app.inject({ method: 'POST', url: '/users/sign_in.json', payload, remoteAddress });

describe('POST /users/sign_in.json with fb: true (docs/spec/part-1.md §7, "a social variant")', () => {
  it('creates the player from the provider profile behind the access token, and signs them in', async () => {
    const email = uniqueEmail('fb');
    const accessToken = simulator.issueAccessToken({ sub: `fb-${email}`, email, given_name: 'Kasia', family_name: 'Lis' });
    const response = await fbSignIn(ctx.app, { fb: true, user: { access_token: accessToken } });
    expect(response.statusCode).toBe(200);
    expect(response.headers.authorization).toMatch(/^Bearer .+\..+\..+/);
    expect(body<{ email: string; first_name: string; roles: string[] }>(response).data).toMatchObject({
      email,
      first_name: 'Kasia',
      roles: expect.arrayContaining(['user_role_activity_registration']),
    });
    const [created] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(created).toMatchObject({ facebookUid: `fb-${email}`, lastName: 'Lis' });
    expect(created.confirmedAt).not.toBeNull();
  });

  it('finds the same player as the redirect flow (one lookup for both)', async () => {
    const email = uniqueEmail('both');
    const redirect = await socialSignIn(ctx.app, { email, sub: `both-${email}` });
    expect(tokenOf(redirect.headers.location)).toBeDefined();
    const [viaRedirect] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    const accessToken = simulator.issueAccessToken({ sub: `both-${email}`, email: uniqueEmail('changed') });
    const response = await fbSignIn(ctx.app, { fb: true, user: { access_token: accessToken } });
    expect(response.statusCode).toBe(200);
    expect(body<{ id: number }>(response).data.id).toBe(viaRedirect.id);
  });

  it('answers 401 when the provider refuses the token', async () => {
    const response = await fbSignIn(ctx.app, { fb: true, user: { access_token: 'not-a-token-of-the-provider' } });
    expect(response.statusCode).toBe(401);
    expect(body(response).error).toMatchObject({ code: 'INVALID_CREDENTIALS', message: msg.socialTokenRejected });
    expect(response.headers.authorization).toBeUndefined();
  });

  it('validates the token: missing, blank or oversized is a 400 on access_token', async () => {
    for (const [user, message] of [
      [{}, msg.requiredLogin],
      [{ access_token: '   ' }, msg.requiredLogin],
      [{ access_token: 'x'.repeat(4097) }, msg.tooLong],
    ] as const) {
      const response = await fbSignIn(ctx.app, { fb: true, user });
      expect(response.statusCode).toBe(400);
      expect(body(response).error.fields).toEqual({ access_token: message });
    }
    const notTrue = await fbSignIn(ctx.app, { fb: 'tak', user: { access_token: 'abc' } });
    expect(notTrue.statusCode).toBe(400);
    expect(Object.keys(body(notTrue).error.fields ?? {})).toEqual(['fb']);
  });

  it('keeps the e-mail and password sign-in as it was', async () => {
    const response = await fbSignIn(ctx.app, { user: { email: 'nie-email', password: '' } });
    expect(response.statusCode).toBe(400);
    expect(body(response).error.fields).toEqual({ email: msg.invalidEmail, password: msg.requiredLogin });
  });

  it('counts refused tokens per client address like wrong passwords: then 429, even for a good token', async () => {
    const ip = '10.78.0.1';
    for (let i = 0; i < 3; i++)
      expect((await fbSignIn(ctx.app, { fb: true, user: { access_token: `guess-${i}` } }, ip)).statusCode).toBe(401);
    const good = simulator.issueAccessToken({ sub: 'throttled', email: uniqueEmail('throttled') });
    const blocked = await fbSignIn(ctx.app, { fb: true, user: { access_token: good } }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(body(blocked).error.code).toBe('RATE_LIMITED');
    expect((await fbSignIn(ctx.app, { fb: true, user: { access_token: good } })).statusCode).toBe(200);
  });

  it('refuses an inactive account', async () => {
    const email = uniqueEmail('inactive');
    const first = await fbSignIn(ctx.app, {
      fb: true,
      user: { access_token: simulator.issueAccessToken({ sub: email, email }) },
    });
    expect(first.statusCode).toBe(200);
    await ctx.database.db.update(users).set({ active: false }).where(eq(users.email, email));
    const response = await fbSignIn(ctx.app, { fb: true, user: { access_token: simulator.issueAccessToken({ sub: email }) } });
    expect(response.statusCode).toBe(401);
    expect(body(response).error.message).toBe(msg.accountInactive);
  });
});

describe('fb: true when the provider or the settings are missing', () => {
  it('answers 422 with a clear message without OAUTH_* settings (a refusal of this server, not an outage)', async () => {
    const plain = await createTestApp();
    try {
      const response = await fbSignIn(plain.app, { fb: true, user: { access_token: 'abc' } });
      expect(response.statusCode).toBe(422);
      expect(body(response).error).toMatchObject({ code: 'BUSINESS_RULE', message: msg.socialLoginUnconfigured });
    } finally {
      await plain.close();
    }
  });

  it('answers 503 when the provider does not answer, without counting an attempt', async () => {
    const { simulator: down, oauth } = await startSimulator();
    const local = await createTestApp({ oauth, signInThrottle: { perEmail: 5, perIp: 1, windowMinutes: 15 } });
    await down.stop();
    try {
      for (let i = 0; i < 2; i++) {
        const response = await fbSignIn(local.app, { fb: true, user: { access_token: 'abc' } }, '10.79.0.1');
        expect(response.statusCode).toBe(503);
        expect(body(response).error.message).toBe(msg.socialProviderDown);
      }
    } finally {
      await local.close();
    }
  });
});
