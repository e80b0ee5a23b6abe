import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('health and errors', () => {
  it('answers { ok: true } once migrations ran', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v2/health' });
    expect(response.json()).toEqual({ ok: true });
  });

  it('answers unknown API routes with the error envelope and no stack trace', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v2/nie-ma-takiej' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ ok: false, error: { code: 'NOT_FOUND', message: 'Nie znaleziono.' } });
  });

  it('serves the OpenAPI document', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v2/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(response.json().paths).toHaveProperty('/api/v2/admin/app_settings');
  });

  it('tells the sign-in page the product label and whether social login is configured', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v2/public_config' });
    expect(response.json().data).toMatchObject({ environment: 'test', oauth_provider: null });
  });
});
