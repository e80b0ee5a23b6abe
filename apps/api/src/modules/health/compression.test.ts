import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { JSON_COMPRESSION_THRESHOLD } from '../../app';
import { createTestApp, signedInUser, type TestContext } from '../../test/app';

// What `vite build` writes (apps/web/vite.config.ts, precompress): the asset and its .br and .gz.
const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"wiersz ${i}"`).join(',')}];\n`;

let ctx: TestContext;
let headers: { authorization: string };
beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'sportdesk-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="pl"><title>SportDesk</title></html>');
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), script);
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js.gz'), gzipSync(script));
  ctx = await createTestApp({ webDist: dist });
  ({ headers } = await signedInUser(ctx.app, ['admin_role_sports']));
  for (let i = 1; i <= 30; i++) {
    const sport = { name: `Dyscyplina numer ${i}`, description: 'Opis dyscypliny, żeby odpowiedź miała kilka kilobajtów' };
    const created = await ctx.app.inject({ method: 'POST', url: '/api/v2/admin/sports', headers, payload: { sport } });
    expect(created.statusCode).toBe(201);
  }
});
afterAll(() => ctx.close());

const asset = (acceptEncoding?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: '/assets/app-abc123.js',
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('compressed assets (precompressed at build)', () => {
  it('sends the brotli file to a browser that accepts brotli, with the asset type and a long cache', async () => {
    const response = await asset('gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip file when only gzip is accepted', async () => {
    const response = await asset('gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toContain('javascript');
    expect(gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the file as it is without Accept-Encoding', async () => {
    const response = await asset();
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(script);
  });
});

describe('compressed JSON replies', () => {
  const list = (acceptEncoding?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: '/api/v2/admin/sports?limit=50',
      headers: { ...headers, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
    });

  it('compresses a reply above the threshold with brotli or gzip, as the client accepts', async () => {
    const plain = await list();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(JSON_COMPRESSION_THRESHOLD);

    const br = await list('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('application/json');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await list('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves a reply below the threshold as it is', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v2/public_config',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json().ok).toBe(true);
  });
});
