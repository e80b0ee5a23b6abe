import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sport } from '@sportdesk/contract';
import { S3Simulator } from '../dev/s3-simulator';
import { body, createTestApp, signedInUser } from '../test/app';
import { GIF, upload } from '../modules/files/test-helpers';
import { storageConfig } from '../config';
import { createStorage, newFileKey, newPrivateFileKey } from './storage';
import { S3Storage } from './storage-s3';
import { copyLocalFiles } from './storage-copy';

const BUCKET = 'sportdesk-test';
let simulator: S3Simulator;
let endpoint: string;
let storage: S3Storage;
const s3Env = () => ({
  STORAGE: 's3',
  S3_BUCKET: BUCKET,
  S3_ENDPOINT: endpoint,
  S3_ACCESS_KEY_ID: 'test-key',
  S3_SECRET_ACCESS_KEY: 'test-secret',
});

beforeAll(async () => {
  simulator = new S3Simulator({ accessKeyId: 'test-key', buckets: [BUCKET] });
  endpoint = await simulator.start();
  storage = (await createStorage({ dataDir: '/tmp/unused', storage: storageConfig(s3Env()) })) as S3Storage;
});
afterAll(() => simulator.stop());

describe('S3 storage (against the local S3 simulator)', () => {
  it('is chosen by configuration, path-style for an endpoint, local disk by default', () => {
    expect(storage).toBeInstanceOf(S3Storage);
    expect(storageConfig(s3Env())).toMatchObject({ kind: 's3', forcePathStyle: true, region: 'us-east-1' });
    expect(storageConfig({})).toEqual({ kind: 'local' });
    expect(() => storageConfig({ STORAGE: 's3' })).toThrow(/S3_BUCKET/);
    expect(() => storageConfig({ STORAGE: 'ftp' })).toThrow(/local.*s3/);
    expect(() => storageConfig({ STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(/go together/);
  });

  it('puts, gets and deletes an image under its key; a missing key is null, deleting it again no error', async () => {
    const key = newFileKey('sports', 'image/gif');
    await storage.put(key, GIF, 'image/gif');
    expect(simulator.object(BUCKET, key)?.contentType).toBe('image/gif');
    const file = await storage.get(key);
    expect(file?.size).toBe(GIF.length);
    expect(await buffer(file!.stream)).toEqual(GIF);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
    expect(await storage.get('../../etc/passwd')).toBeNull();
    await expect(storage.put('nope/../x.gif', GIF, 'image/gif')).rejects.toThrow(/invalid file key/);
  });

  it('streams a large private report in multipart parts and tells its size', async () => {
    const key = newPrivateFileKey('reports');
    const line = Buffer.from('id;imię;nazwisko;kwota\n'.repeat(1000));
    const chunks = Array.from({ length: 500 }, () => line); // ~12 MB: three 5 MB parts
    const before = simulator.calls.length;
    const { size } = await storage.putStream(key, Readable.from(chunks), 'text/csv; charset=utf-8');
    expect(size).toBe(line.length * 500);
    expect(simulator.calls.slice(before).filter((c) => c === 'PUT object uploadId')).toHaveLength(3);
    const file = await storage.get(key);
    expect(file?.size).toBe(size);
    expect((await buffer(file!.stream)).equals(Buffer.concat(chunks))).toBe(true);
  });

  it('a stream that fails midway leaves no object', async () => {
    const key = newPrivateFileKey('imports');
    const failing = new Readable({
      read() {
        this.destroy(new Error('źródło przerwane'));
      },
    });
    await expect(storage.putStream(key, failing, 'text/csv')).rejects.toThrow();
    expect(simulator.object(BUCKET, key)).toBeUndefined();
  });

  it('refuses with wrong keys (the credentials are sent)', async () => {
    const wrong = await S3Storage.create({
      ...(storageConfig(s3Env()) as Extract<ReturnType<typeof storageConfig>, { kind: 's3' }>),
      accessKeyId: 'other',
    });
    await expect(wrong.put(newFileKey('sports', 'image/gif'), GIF, 'image/gif')).rejects.toThrow();
  });

  it('copies a local files folder to the bucket, keys kept, a second run skips them', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'sportdesk-copy-'));
    const image = newFileKey('sports', 'image/gif');
    const report = newPrivateFileKey('reports');
    for (const [key, data] of [
      [image, GIF],
      [report, Buffer.from('a;b\n1;2\n')],
      ['sports/stray.tmp', Buffer.from('x')],
    ] as const) {
      mkdirSync(path.dirname(path.join(root, key)), { recursive: true });
      writeFileSync(path.join(root, key), data);
    }
    const first = await copyLocalFiles(root, storage);
    expect(first.copied.sort()).toEqual([image, report].sort());
    expect(first.ignored).toEqual(['sports/stray.tmp']);
    expect(simulator.object(BUCKET, image)?.body).toEqual(GIF);
    expect(simulator.object(BUCKET, image)?.contentType).toBe('image/gif');
    expect(simulator.object(BUCKET, report)?.body.toString()).toBe('a;b\n1;2\n');
    const second = await copyLocalFiles(root, storage);
    expect(second.copied).toEqual([]);
    expect(second.skipped.sort()).toEqual([image, report].sort());
  });

  it('serves an image uploaded through the API from the bucket at /files/{key}', async () => {
    const ctx = await createTestApp({ storage: storageConfig(s3Env()) });
    try {
      expect(ctx.app.deps.storage).toBeInstanceOf(S3Storage);
      const { headers } = await signedInUser(ctx.app, ['admin_role_sports']);
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/api/v2/admin/sports',
        headers,
        payload: { sport: { name: 'Pływanie' } },
      });
      const id = body<Sport>(created).data.id;
      const response = await upload(ctx, `/api/v2/admin/sports/${id}/sport_picture`, headers, GIF, 'a.gif', 'image/gif');
      expect(response.statusCode).toBe(200);
      const picture = body<Sport>(response).data.sport_picture!;
      expect(simulator.object(BUCKET, picture.replace('/files/', ''))?.body).toEqual(GIF);
      const served = await ctx.app.inject({ method: 'GET', url: picture });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/gif');
      expect(served.rawPayload).toEqual(GIF);
    } finally {
      await ctx.close();
    }
  }, 60_000); // builds an app of its own inside the test: a fresh database on a loaded machine can take 30 s
});
