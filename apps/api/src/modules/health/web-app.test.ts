import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestContext } from '../../test/app';

let ctx: TestContext;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'sportdesk-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="pl"><title>SportDesk</title></html>');
  writeFileSync(path.join(dist, 'public.html'), '<!doctype html><html lang="pl"><title>SportDesk public</title></html>');
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  ctx = await createTestApp({ webDist: dist });
});
afterAll(() => ctx.close());

const html = { accept: 'text/html,application/xhtml+xml' };

describe('serving the built web app', () => {
  it('answers client routes, including /users/{id}, with index.html', async () => {
    for (const url of ['/users/12', '/settings?page=1', '/dashboard', '/authors', '/portalik']) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>SportDesk</title>');
    }
  });

  it('answers the player portal and sign-in with the public document', async () => {
    for (const url of [
      '/portal',
      '/portal/',
      '/portal/zajecia/12',
      '/portal/zajecia?sport=pilka-nozna',
      '/auth',
      '/auth?next=%2Fusers',
      '/auth/reset-password?token=abc',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<title>SportDesk public</title>');
    }
  });

  it('answers the root with the public document whatever the Accept header', async () => {
    for (const headers of [{}, { accept: '*/*' }, { accept: 'application/json' }, html]) {
      const response = await ctx.app.inject({ method: 'GET', url: '/', headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<title>SportDesk public</title>');
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/?x=1' })).statusCode).toBe(200);
  });

  it("sends /favicon.ico (asked for by pages that name no icon) to the app's icon", async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/favicon.svg');
  });

  it('keeps the JSON 404 for API paths and non-page requests', async () => {
    const api = await ctx.app.inject({ method: 'GET', url: '/api/v2/nie-ma', headers: html });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('NOT_FOUND');
    const json = await ctx.app.inject({ method: 'GET', url: '/cokolwiek', headers: { accept: 'application/json' } });
    expect(json.statusCode).toBe(404);
  });

  it('serves hashed assets with a long cache', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });
});
