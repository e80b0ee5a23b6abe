import { createReadStream } from 'node:fs';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { fileUrl, type ImageType } from '@sportdesk/contract';
import type { Config } from '../config';
import { isPrivateKey, isValidKey, type FileStorage } from './storage-base';

export { isPrivateKey, isValidKey, type FileStorage };

/** A temporary file of `put`/`putStream`: `<key>.<8 hex>.tmp`, renamed to the key when complete. */
const TEMP_PATTERN = /\.[a-f0-9]{8}\.tmp$/;

export const EXTENSION_OF: Record<ImageType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};
export const CONTENT_TYPE_OF: Record<string, ImageType> = Object.fromEntries(
  Object.entries(EXTENSION_OF).map(([type, ext]) => [ext, type as ImageType]),
);

export const newPrivateFileKey = (folder: 'reports' | 'imports') => `${folder}/${randomBytes(16).toString('hex')}.csv`;
export const newFileKey = (folder: string, contentType: ImageType) =>
  `${folder}/${randomBytes(16).toString('hex')}.${EXTENSION_OF[contentType]}`;
export const contentTypeOfKey = (key: string) => CONTENT_TYPE_OF[key.slice(key.lastIndexOf('.') + 1)];

/** Keys of this site's files found in a text (e.g. image URLs inside a page body). */
export const fileKeysIn = (text: string) =>
  [...text.matchAll(/\/files\/([a-z0-9-]{1,40}\/[a-f0-9]{32}\.(?:jpg|png|webp|gif))/g)].map((m) => m[1]);

export class LocalDiskStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string) {
    if (!isValidKey(key) && !isPrivateKey(key)) throw new Error(`invalid file key: ${key}`);
    return path.join(this.root, key);
  }

  async putStream(key: string, data: Readable) {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${randomBytes(4).toString('hex')}.tmp`;
    try {
      await pipeline(data, createWriteStream(temp));
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    return { size: (await stat(target)).size };
  }

  async put(key: string, data: Buffer) {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(temp, data);
    await rename(temp, target);
  }

  async get(key: string) {
    if (!isValidKey(key) && !isPrivateKey(key)) return null;
    const file = this.pathOf(key);
    try {
      const info = await stat(file);
      if (!info.isFile()) return null;
      return { stream: createReadStream(file), size: info.size };
    } catch {
      return null;
    }
  }

  async delete(key: string) {
    if (!isValidKey(key) && !isPrivateKey(key)) return;
    await rm(this.pathOf(key), { force: true });
  }

  url(key: string) {
    return fileUrl(key)!;
  }

  /** Keys live one folder deep (`reports/…`, `imports/…`, `avatars/…`): their `*.tmp` last written before `before`. */
  async sweepTemporary(before: Date) {
    let removed = 0;
    const folders = await readdir(this.root, { withFileTypes: true }).catch(() => []);
    for (const folder of folders) {
      if (!folder.isDirectory()) continue;
      const dir = path.join(this.root, folder.name);
      for (const name of await readdir(dir).catch(() => [] as string[])) {
        if (!TEMP_PATTERN.test(name)) continue;
        const file = path.join(dir, name);
        const info = await stat(file).catch(() => null);
        // A write in progress touches its file with every chunk: only one left alone since `before` is removed.
        if (!info?.isFile() || info.mtime >= before) continue;
        await rm(file, { force: true });
        removed++;
      }
    }
    return removed;
  }
}

/**
 * The configured store: `DATA_DIR/files` by default, a bucket with `STORAGE=s3`. The S3 client (~37 MB of memory,
 * 0.1–0.4 s to load) is imported only when a bucket is configured.
 */
export async function createStorage(config: Pick<Config, 'dataDir' | 'storage'>): Promise<FileStorage> {
  if (config.storage.kind !== 's3') return new LocalDiskStorage(path.join(config.dataDir, 'files'));
  const { S3Storage } = await import('./storage-s3');
  return S3Storage.create(config.storage);
}
