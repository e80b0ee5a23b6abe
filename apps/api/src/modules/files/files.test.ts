import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, msg, type Sport } from '@sportdesk/contract';
import { body, createTestApp, signedInUser, type TestContext } from '../../test/app';
import { sniffImageType } from './sniff';
import { GIF, PNG, storedFileExists, tempDataDir, upload } from './test-helpers';

let ctx: TestContext;
let headers: { authorization: string };
let url: string;
beforeAll(async () => {
  ctx = await createTestApp({ dataDir: tempDataDir() });
  ({ headers } = await signedInUser(ctx.app, ['admin_role_sports']));
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/v2/admin/sports',
    headers,
    payload: { sport: { name: 'Koszykówka' } },
  });
  url = `/api/v2/admin/sports/${body<Sport>(created).data.id}/sport_picture`;
});
afterAll(() => ctx.close());

describe('image uploads', () => {
  it('tells the type by magic bytes', () => {
    expect(sniffImageType(PNG)).toBe('image/png');
    expect(sniffImageType(GIF)).toBe('image/gif');
    expect(sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe('image/jpeg');
    expect(sniffImageType(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('image/webp');
    expect(sniffImageType(Buffer.from('<svg onload="alert(1)"></svg>'))).toBeNull();
    expect(sniffImageType(Buffer.from('%PDF-1.7'))).toBeNull();
  });

  it('rejects a non-image named and declared as a PNG with 415 and a Polish message, storing nothing', async () => {
    const response = await upload(ctx, url, headers, Buffer.from('<script>alert(1)</script>'), 'zdjecie.png', 'image/png');
    expect(response.statusCode).toBe(415);
    expect(body(response).error).toMatchObject({
      code: 'UNSUPPORTED_MEDIA',
      message: msg.fileType,
      fields: { file: msg.fileType },
    });
    const svg = await upload(
      ctx,
      url,
      headers,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'a.svg',
      'image/svg+xml',
    );
    expect(svg.statusCode).toBe(415);
  });

  it('rejects a file over 5 MB with 413 and a Polish message', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_IMAGE_BYTES)]);
    const response = await upload(ctx, url, headers, big);
    expect(response.statusCode).toBe(413);
    expect(body(response).error).toMatchObject({ message: msg.fileTooLarge, fields: { file: msg.fileTooLarge } });
  });

  it('asks for a file when the request has none or it is empty', async () => {
    const none = await ctx.app.inject({ method: 'POST', url, headers, payload: {} });
    expect(none.statusCode).toBe(400);
    expect(body(none).error.fields).toEqual({ file: msg.fileMissing });
    const empty = await upload(ctx, url, headers, Buffer.alloc(0));
    expect(body(empty).error.fields).toEqual({ file: msg.fileMissing });
  });

  it('stores a GIF whatever its name says, and serves it with its type and a year of cache', async () => {
    const response = await upload(ctx, url, headers, GIF, 'obrazek.jpg', 'image/jpeg');
    expect(response.statusCode).toBe(200);
    const picture = body<Sport>(response).data.sport_picture!;
    expect(picture).toMatch(/\.gif$/);
    expect(storedFileExists(ctx, picture)).toBe(true);
    const served = await ctx.app.inject({ method: 'GET', url: picture });
    expect(served.headers).toMatchObject({
      'content-type': 'image/gif',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
  });

  it('answers 404 for unknown and malformed keys', async () => {
    for (const path of [
      '/files/sports/0123456789abcdef0123456789abcdef.png',
      '/files/../../etc/passwd',
      '/files/sports/%2e%2e%2fx.png',
    ])
      expect((await ctx.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
  });
});
