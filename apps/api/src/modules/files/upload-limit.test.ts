import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { MAX_IMAGE_BYTES, msg, type Sport } from '@sportdesk/contract';
import { sports } from '../../db/schema/index';
import { body, createTestApp, signedInUser, type TestContext } from '../../test/app';
import { multipart, PNG, tempDataDir } from './test-helpers';

/**
 * An upload over 5 MB is refused with 413 and the envelope, and nothing is stored. The body
 * arrives in two chunks, the first ending exactly at the limit, as on a real connection: the parser then flags
 * the file as cut without handing over another chunk.
 */
let ctx: TestContext;
let headers: { authorization: string };
beforeAll(async () => {
  ctx = await createTestApp({ dataDir: tempDataDir() });
  ({ headers } = await signedInUser(ctx.app, ['admin_role_sports', 'admin_role_activities']));
});
afterAll(() => ctx.close());

const storedFiles = () => {
  const root = path.join(ctx.config.dataDir, 'files');
  return existsSync(root) ? readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()) : [];
};

/** A multipart upload of `size` bytes sent in chunks split at the limit (and at a few other places). */
const oversized = (url: string, size: number, splitAt: number) => {
  const data = Buffer.concat([PNG, Buffer.alloc(size - PNG.length, 7)]);
  const body = multipart(data);
  const start = body.payload.indexOf(data);
  const cut = start + splitAt;
  const chunks = [body.payload.subarray(0, cut), body.payload.subarray(cut)];
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, ...body.headers, 'content-length': String(body.payload.length) },
    payload: Readable.from(chunks, { objectMode: false }),
  });
};

describe('uploads over the limit', () => {
  for (const [label, size, splitAt] of [
    ['one byte over, split at the limit', MAX_IMAGE_BYTES + 1, MAX_IMAGE_BYTES],
    ['1 MB over, split at the limit', MAX_IMAGE_BYTES + 1024 * 1024, MAX_IMAGE_BYTES],
    ['1 MB over, split before the limit', MAX_IMAGE_BYTES + 1024 * 1024, MAX_IMAGE_BYTES - 65_536],
  ] as const) {
    it(`sport picture, ${label}: 413 with the envelope, no file, no row change`, async () => {
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/api/v2/admin/sports',
        headers,
        payload: { sport: { name: `Sport ${label}` } },
      });
      const sport = body<Sport>(created).data;
      const response = await oversized(`/api/v2/admin/sports/${sport.id}/sport_picture`, size, splitAt);
      expect(response.statusCode).toBe(413);
      expect(body(response)).toEqual({
        ok: false,
        error: { code: 'PAYLOAD_TOO_LARGE', message: msg.fileTooLarge, fields: { file: msg.fileTooLarge } },
      });
      const [row] = await ctx.database.db.select().from(sports).where(eq(sports.id, sport.id));
      expect(row.sportPicture).toBeNull();
      expect(storedFiles()).toEqual([]);
    });
  }

  it('activity image: 413 and no file', async () => {
    const response = await oversized('/api/v2/admin/activities/images', MAX_IMAGE_BYTES + 10, MAX_IMAGE_BYTES);
    expect(response.statusCode).toBe(413);
    expect(body(response).error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(storedFiles()).toEqual([]);
  });

  it('a file of exactly 5 MB is still accepted', async () => {
    const data = Buffer.concat([PNG, Buffer.alloc(MAX_IMAGE_BYTES - PNG.length, 7)]);
    const body1 = multipart(data);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/admin/activities/images',
      headers: { ...headers, ...body1.headers },
      payload: body1.payload,
    });
    expect(response.statusCode).toBe(201);
    expect(storedFiles()).toHaveLength(1);
    expect(storedFiles()[0]).toBeDefined();
  });
});
