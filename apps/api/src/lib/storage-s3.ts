import { PassThrough, type Readable } from 'node:stream';
import type * as S3Sdk from '@aws-sdk/client-s3';
import type * as UploadSdk from '@aws-sdk/lib-storage';
import { fileUrl } from '@sportdesk/contract';
import type { StorageConfig } from '../config';
import { isPrivateKey, isValidKey, type FileStorage } from './storage-base';

/**
 * An S3-compatible bucket (AWS S3, MinIO, Ceph, …; `STORAGE=s3`): the same keys as on disk, so `/files/{key}`,
 * report downloads and imports work alike whichever instance serves them. Files are read through the API
 * (never a public bucket), so private keys stay behind their own authorised routes.
 */
export class S3Storage implements FileStorage {
  readonly client: S3Sdk.S3Client;
  readonly bucket: string;

  /** The AWS SDK's modules are imported when the first bucket store is made (lib/storage.ts `createStorage`). */
  static async create(config: Extract<StorageConfig, { kind: 's3' }>) {
    const [sdk, upload] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]);
    return new S3Storage(sdk, upload, config);
  }

  private constructor(
    private readonly sdk: typeof S3Sdk,
    private readonly upload: typeof UploadSdk,
    config: Extract<StorageConfig, { kind: 's3' }>,
  ) {
    this.bucket = config.bucket;
    this.client = new sdk.S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials:
        config.accessKeyId && config.secretAccessKey
          ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
          : undefined,
      // Checksums only where S3 demands them: many S3-compatible servers do not take the SDK's default
      // trailing CRC32 of every upload (aws-chunked); the object's ETag still guards the transfer.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private check(key: string) {
    if (!isValidKey(key) && !isPrivateKey(key)) throw new Error(`invalid file key: ${key}`);
  }

  async put(key: string, data: Buffer, contentType: string) {
    this.check(key);
    await this.client.send(
      new this.sdk.PutObjectCommand({ Bucket: this.bucket, Key: key, Body: data, ContentType: contentType }),
    );
  }

  /** Multipart upload in 5 MB parts, so a large report never sits whole in memory. */
  async putStream(key: string, data: Readable, contentType: string) {
    this.check(key);
    let size = 0;
    const counted = new PassThrough();
    counted.on('data', (chunk: Buffer) => (size += chunk.length));
    data.on('error', (error) => counted.destroy(error));
    data.pipe(counted);
    const upload = new this.upload.Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: counted, ContentType: contentType },
      queueSize: 2,
      partSize: 5 * 1024 * 1024,
      leavePartsOnError: false,
    });
    await upload.done();
    return { size };
  }

  async get(key: string) {
    if (!isValidKey(key) && !isPrivateKey(key)) return null;
    try {
      const object = await this.client.send(new this.sdk.GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!object.Body) return null;
      return { stream: object.Body as Readable, size: Number(object.ContentLength ?? 0) };
    } catch (error) {
      if (this.isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string) {
    if (!isValidKey(key) && !isPrivateKey(key)) return;
    await this.client.send(new this.sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  url(key: string) {
    return fileUrl(key)!;
  }

  /** Aborts the multipart uploads of private files (reports, imports) begun before `before` and never completed. */
  async sweepTemporary(before: Date) {
    let removed = 0;
    for (const prefix of ['reports/', 'imports/']) {
      let keyMarker: string | undefined;
      let uploadIdMarker: string | undefined;
      for (;;) {
        const page = await this.client.send(
          new this.sdk.ListMultipartUploadsCommand({
            Bucket: this.bucket,
            Prefix: prefix,
            KeyMarker: keyMarker,
            UploadIdMarker: uploadIdMarker,
          }),
        );
        for (const upload of page.Uploads ?? []) {
          if (!upload.Key || !upload.UploadId || !upload.Initiated || upload.Initiated >= before) continue;
          await this.client.send(
            new this.sdk.AbortMultipartUploadCommand({ Bucket: this.bucket, Key: upload.Key, UploadId: upload.UploadId }),
          );
          removed++;
        }
        if (!page.IsTruncated) break;
        keyMarker = page.NextKeyMarker;
        uploadIdMarker = page.NextUploadIdMarker;
      }
    }
    return removed;
  }

  private isMissing(error: unknown) {
    const { NoSuchKey, NotFound, S3ServiceException } = this.sdk;
    return (
      error instanceof NoSuchKey ||
      error instanceof NotFound ||
      (error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey'))
    );
  }
}
