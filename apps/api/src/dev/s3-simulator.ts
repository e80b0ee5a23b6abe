import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * S3 SIMULATOR — for tests and development only, never for production data. A small in-memory HTTP server
 * that speaks the part of the S3 REST API SportDesk's `S3Storage` uses, path-style (`/bucket/key`):
 * create/head bucket, put/get/head/delete object, multipart upload (create, part, complete, abort) and
 * ListObjectsV2. It checks that requests carry the configured access key id but does not verify signatures.
 * No npm S3 server was usable here (the maintained ones need a binary download or are unmaintained), so this
 * is ours; a real deployment points `S3_ENDPOINT` at MinIO, Ceph or AWS.
 */
export interface S3Object {
  body: Buffer;
  contentType: string;
  etag: string;
  lastModified: Date;
}

interface Multipart {
  bucket: string;
  key: string;
  contentType: string;
  parts: Map<number, Buffer>;
}

const xml = (res: ServerResponse, status: number, body: string) => {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`);
};
const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const s3Error = (res: ServerResponse, status: number, code: string, message: string) =>
  xml(res, status, `<Error><Code>${code}</Code><Message>${escapeXml(message)}</Message></Error>`);
const md5 = (data: Buffer) => createHash('md5').update(data).digest('hex');

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Undoes `aws-chunked` transfer encoding (`<hex size>[;chunk-signature=…]\r\n<data>\r\n … 0\r\n[trailers]`). */
export function decodeAwsChunked(raw: Buffer): Buffer {
  const out: Buffer[] = [];
  let at = 0;
  while (at < raw.length) {
    const lineEnd = raw.indexOf('\r\n', at);
    if (lineEnd < 0) break;
    const size = parseInt(raw.subarray(at, lineEnd).toString('latin1').split(';')[0], 16);
    if (!Number.isFinite(size) || size === 0) break;
    out.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(out);
}

export class S3Simulator {
  readonly buckets = new Map<string, Map<string, S3Object>>();
  private readonly uploads = new Map<string, Multipart>();
  private server?: Server;
  /** Requests seen, by `METHOD kind` (tests check that multipart was really used, for example). */
  readonly calls: string[] = [];

  constructor(private readonly opts: { accessKeyId?: string; buckets?: string[] } = {}) {
    for (const b of opts.buckets ?? []) this.buckets.set(b, new Map());
  }

  async start(port = 0, host = '127.0.0.1'): Promise<string> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((error: Error) => s3Error(res, 500, 'InternalError', error.message));
    });
    await new Promise<void>((resolve) => this.server!.listen(port, host, resolve));
    const address = this.server.address() as AddressInfo;
    return `http://${host}:${address.port}`;
  }

  async stop() {
    if (!this.server) return;
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
    this.server = undefined;
  }

  object(bucket: string, key: string) {
    return this.buckets.get(bucket)?.get(key);
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://s3.local');
    const [, bucketName, ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    const q = url.searchParams;
    const method = req.method ?? 'GET';
    const kind = !bucketName ? 'service' : key ? 'object' : 'bucket';
    this.calls.push(`${method} ${kind}${q.has('uploads') ? ' uploads' : q.has('uploadId') ? ' uploadId' : ''}`);

    if (this.opts.accessKeyId) {
      const credential = /Credential=([^/]+)\//.exec(req.headers.authorization ?? '')?.[1];
      if (credential !== this.opts.accessKeyId) {
        await readBody(req);
        return s3Error(res, 403, 'InvalidAccessKeyId', 'The access key id does not exist in our records.');
      }
    }
    if (!bucketName) return s3Error(res, 400, 'InvalidRequest', 'Path-style requests only (/bucket/key)');
    const bucket = this.buckets.get(bucketName);

    if (!key) {
      if (method === 'PUT') {
        await readBody(req);
        if (!bucket) this.buckets.set(bucketName, new Map());
        res.writeHead(200, { location: `/${bucketName}` }).end();
        return;
      }
      if (!bucket) return s3Error(res, 404, 'NoSuchBucket', 'The specified bucket does not exist');
      if (method === 'HEAD') return void res.writeHead(200).end();
      if (method === 'GET') return this.list(res, bucketName, bucket, q);
      return s3Error(res, 405, 'MethodNotAllowed', method);
    }
    if (!bucket) {
      await readBody(req);
      return s3Error(res, 404, 'NoSuchBucket', 'The specified bucket does not exist');
    }

    const uploadId = q.get('uploadId');
    if (method === 'POST' && q.has('uploads')) {
      const id = randomBytes(12).toString('hex');
      this.uploads.set(id, {
        bucket: bucketName,
        key,
        contentType: req.headers['content-type'] ?? 'application/octet-stream',
        parts: new Map(),
      });
      return xml(
        res,
        200,
        `<InitiateMultipartUploadResult><Bucket>${bucketName}</Bucket><Key>${escapeXml(key)}</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`,
      );
    }
    if (uploadId) {
      const upload = this.uploads.get(uploadId);
      if (!upload || upload.bucket !== bucketName || upload.key !== key) {
        await readBody(req);
        return s3Error(res, 404, 'NoSuchUpload', 'The specified upload does not exist');
      }
      if (method === 'PUT') {
        const body = await this.payload(req);
        upload.parts.set(Number(q.get('partNumber')), body);
        res.writeHead(200, { etag: `"${md5(body)}"` }).end();
        return;
      }
      if (method === 'POST') {
        const manifest = (await readBody(req)).toString('utf8');
        const numbers = [...manifest.matchAll(/<PartNumber>(\d+)<\/PartNumber>/g)].map((m) => Number(m[1]));
        if (numbers.some((n) => !upload.parts.has(n))) return s3Error(res, 400, 'InvalidPart', 'A listed part was not uploaded');
        const body = Buffer.concat(numbers.map((n) => upload.parts.get(n)!));
        const etag = `"${md5(body)}-${numbers.length}"`;
        bucket.set(key, { body, contentType: upload.contentType, etag, lastModified: new Date() });
        this.uploads.delete(uploadId);
        return xml(
          res,
          200,
          `<CompleteMultipartUploadResult><Bucket>${bucketName}</Bucket><Key>${escapeXml(key)}</Key><ETag>${escapeXml(etag)}</ETag></CompleteMultipartUploadResult>`,
        );
      }
      if (method === 'DELETE') {
        this.uploads.delete(uploadId);
        return void res.writeHead(204).end();
      }
    }

    if (method === 'PUT') {
      const body = await this.payload(req);
      const etag = `"${md5(body)}"`;
      bucket.set(key, {
        body,
        contentType: req.headers['content-type'] ?? 'application/octet-stream',
        etag,
        lastModified: new Date(),
      });
      res.writeHead(200, { etag }).end();
      return;
    }
    if (method === 'GET' || method === 'HEAD') {
      const object = bucket.get(key);
      if (!object) {
        if (method === 'HEAD') return void res.writeHead(404).end();
        return s3Error(res, 404, 'NoSuchKey', 'The specified key does not exist.');
      }
      res.writeHead(200, {
        'content-type': object.contentType,
        'content-length': object.body.length,
        etag: object.etag,
        'last-modified': object.lastModified.toUTCString(),
      });
      res.end(method === 'GET' ? object.body : undefined);
      return;
    }
    if (method === 'DELETE') {
      bucket.delete(key);
      return void res.writeHead(204).end();
    }
    return s3Error(res, 405, 'MethodNotAllowed', method);
  }

  private async payload(req: IncomingMessage) {
    const raw = await readBody(req);
    const chunked =
      String(req.headers['x-amz-content-sha256'] ?? '').startsWith('STREAMING-') ||
      String(req.headers['content-encoding'] ?? '').includes('aws-chunked');
    return chunked ? decodeAwsChunked(raw) : raw;
  }

  private list(res: ServerResponse, name: string, bucket: Map<string, S3Object>, q: URLSearchParams) {
    const prefix = q.get('prefix') ?? '';
    const after = q.get('continuation-token') ?? q.get('start-after') ?? '';
    const max = Math.min(1000, Number(q.get('max-keys') ?? 1000));
    const keys = [...bucket.keys()].filter((k) => k.startsWith(prefix) && k > after).sort();
    const page = keys.slice(0, max);
    const truncated = keys.length > page.length;
    const contents = page
      .map((k) => {
        const o = bucket.get(k)!;
        return `<Contents><Key>${escapeXml(k)}</Key><LastModified>${o.lastModified.toISOString()}</LastModified><ETag>${escapeXml(o.etag)}</ETag><Size>${o.body.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
      })
      .join('');
    return xml(
      res,
      200,
      `<ListBucketResult><Name>${name}</Name><Prefix>${escapeXml(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${max}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${
        truncated ? `<NextContinuationToken>${escapeXml(page[page.length - 1])}</NextContinuationToken>` : ''
      }${contents}</ListBucketResult>`,
    );
  }
}
