// What the local disk store (storage.ts) and the bucket store (storage-s3.ts, imported only when a bucket is
// configured) share, in a file of its own so the lazily loaded store does not import the module that loads it.
import type { Readable } from 'node:stream';

/** Where uploaded files live; the local disk by default, an S3-compatible store can implement the same calls. */
export interface FileStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Streams a file of unknown size into the store (report files, imported provider files); memory stays flat. */
  putStream(key: string, data: Readable, contentType: string): Promise<{ size: number }>;
  /** The file's stream and size, or null when there is no such key. */
  get(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** Removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  url(key: string): string;
  /**
   * Removes what unfinished writes left (a worker killed while writing a report: `*.tmp` on disk, an incomplete
   * multipart upload in a bucket) started before `before`. Returns how many were removed.
   */
  sweepTemporary(before: Date): Promise<number>;
}

/** A key is `<folder>/<32 random hex>.<ext>`: never reused, so a served file can be cached for a year. */
const KEY_PATTERN = /^[a-z0-9-]{1,40}\/[a-f0-9]{32}\.(jpg|png|webp|gif)$/;
/** Public images: served to anyone by `/files/{key}`. */
export const isValidKey = (key: string) => KEY_PATTERN.test(key);
/** Private documents (report files, imported provider files): never served by `/files`, only by their own authorised routes. */
const PRIVATE_KEY_PATTERN = /^(reports|imports)\/[a-f0-9]{32}\.csv$/;
export const isPrivateKey = (key: string) => PRIVATE_KEY_PATTERN.test(key);
