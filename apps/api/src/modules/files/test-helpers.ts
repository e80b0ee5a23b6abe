import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { existsSync } from 'node:fs';
import type { TestContext } from '../../test/app';

/** A real 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** A temporary DATA_DIR so uploads of one test file never touch another's. */
export const tempDataDir = () => mkdtempSync(path.join(os.tmpdir(), 'sportdesk-files-'));

/** A multipart/form-data body with one file part named `file`. */
export function multipart(data: Buffer, filename = 'obrazek.png', contentType = 'image/png') {
  const boundary = `----sportdesk${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Whether the file behind a served URL (`/files/<key>`) exists on disk. */
export const storedFileExists = (ctx: TestContext, url: string | null) =>
  Boolean(url) && existsSync(path.join(ctx.config.dataDir, 'files', url!.replace(/^\/files\//, '')));

/** Uploads `data` as the request's file. */
export const upload = (
  ctx: TestContext,
  url: string,
  headers: { authorization: string },
  data: Buffer = PNG,
  filename?: string,
  type?: string,
) => {
  const body = multipart(data, filename, type);
  return ctx.app.inject({ method: 'POST', url, headers: { ...headers, ...body.headers }, payload: body.payload });
};
