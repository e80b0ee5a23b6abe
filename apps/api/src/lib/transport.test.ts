import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { authTokens } from '../db/schema/index';
import { body, createTestApp, signedInUser, uniqueEmail, type TestContext } from '../test/app';

/** `TRUST_PROXY`, HSTS only over HTTPS, and the OpenAPI document behind its setting. */
const signIn = (ctx: TestContext, email: string, password: string, forwardedFor: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/users/sign_in.json',
    payload: { user: { email, password } },
    remoteAddress: '10.60.0.1',
    headers: { 'x-forwarded-for': forwardedFor },
  });

describe('without TRUST_PROXY (default)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ signInThrottle: { perEmail: 100, perIp: 3, windowMinutes: 15 } });
  });
  afterAll(() => ctx.close());

  it('a rotating X-Forwarded-For does not get round the per-address sign-in limit', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await signIn(ctx, uniqueEmail(), 'x', `203.0.113.${i + 1}`)).statusCode);
    expect(codes).toEqual([401, 401, 401, 429, 429]);
  });

  it('stores the socket address with a token, not the header', async () => {
    const local = await createTestApp();
    try {
      const { user, email, password } = await signedInUser(local.app, []);
      const response = await local.app.inject({
        method: 'POST',
        url: '/users/sign_in.json',
        payload: { user: { email, password } },
        remoteAddress: '10.60.0.2',
        headers: { 'x-forwarded-for': '198.51.100.7' },
      });
      expect(response.statusCode).toBe(200);
      const [token] = await local.database.db
        .select()
        .from(authTokens)
        .where(eq(authTokens.userId, user.id))
        .orderBy(desc(authTokens.createdAt))
        .limit(1);
      expect(token.ip).toBe('10.60.0.2');
    } finally {
      await local.close();
    }
  });

  it('a rotating X-Forwarded-For does not get round the reset-e-mail limit (30 a minute per address)', async () => {
    const codes = new Set<number>();
    for (let i = 0; i < 32; i++) {
      const r = await ctx.app.inject({
        method: 'GET',
        url: `/users/reset_password?email=${encodeURIComponent(uniqueEmail())}`,
        remoteAddress: '10.60.0.3',
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
      });
      codes.add(r.statusCode);
      if (i === 31) expect(r.statusCode).toBe(429);
    }
    expect([...codes].sort()).toEqual([200, 429]);
  });

  it('sends no HSTS, even when a client claims X-Forwarded-Proto: https', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v2/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('with TRUST_PROXY naming the proxy', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ trustProxy: ['10.70.0.1'], signInThrottle: { perEmail: 100, perIp: 2, windowMinutes: 15 } });
  });
  afterAll(() => ctx.close());

  const viaProxy = (client: string, proxy = '10.70.0.1', proto = 'https') =>
    ctx.app.inject({
      method: 'POST',
      url: '/users/sign_in.json',
      payload: { user: { email: uniqueEmail(), password: 'x' } },
      remoteAddress: proxy,
      headers: { 'x-forwarded-for': client, 'x-forwarded-proto': proto },
    });

  it('counts the client address the proxy reports, and ignores the header from anyone else', async () => {
    expect((await viaProxy('198.51.100.1')).statusCode).toBe(401);
    expect((await viaProxy('198.51.100.1')).statusCode).toBe(401);
    expect((await viaProxy('198.51.100.1')).statusCode).toBe(429);
    expect((await viaProxy('198.51.100.2')).statusCode).toBe(401);
    // Not from the proxy: the socket address counts, whatever the header says.
    expect((await viaProxy('198.51.100.3', '10.70.0.9')).statusCode).toBe(401);
    expect((await viaProxy('198.51.100.4', '10.70.0.9')).statusCode).toBe(401);
    expect((await viaProxy('198.51.100.5', '10.70.0.9')).statusCode).toBe(429);
  });

  it('sends HSTS only when the trusted proxy says the request came over HTTPS', async () => {
    const https = await ctx.app.inject({
      method: 'GET',
      url: '/api/v2/health',
      remoteAddress: '10.70.0.1',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(https.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    const http = await ctx.app.inject({
      method: 'GET',
      url: '/api/v2/health',
      remoteAddress: '10.70.0.1',
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(http.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('OpenAPI document', () => {
  it('is served at /api/v2/docs when OPENAPI_DOCS is on (default outside production)', async () => {
    const ctx = await createTestApp({ openApiDocs: true });
    try {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/v2/docs/json' });
      expect(response.statusCode).toBe(200);
      expect(JSON.parse(response.body).openapi).toMatch(/^3\./);
    } finally {
      await ctx.close();
    }
  });

  it('is not served when OPENAPI_DOCS is off (default in production), though the app still builds it', async () => {
    const ctx = await createTestApp({ openApiDocs: false });
    try {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/v2/docs/json' });
      expect(response.statusCode).toBe(404);
      expect(body(response).ok).toBe(false);
      expect(Object.keys(ctx.app.swagger().paths ?? {}).length).toBeGreaterThan(50);
    } finally {
      await ctx.close();
    }
  });
});
