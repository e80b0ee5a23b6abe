import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode, msg, type ImageType, type UploadedImage } from '@sportdesk/contract';
import { AppError } from '../../lib/errors';
import { newFileKey, type FileStorage } from '../../lib/storage';
import { sniffImageType } from './sniff';

export interface ImageUpload {
  data: Buffer;
  contentType: ImageType;
}

const fileError = (code: ErrorCode, message: string) => new AppError(code, message, { file: message });

/**
 * Reads the one image of a multipart request: at most 5 MB (413) and a JPEG, PNG, WebP or GIF by its
 * magic bytes (415), each with a Polish message on the `file` field.
 */
export async function readImageUpload(request: FastifyRequest): Promise<ImageUpload> {
  if (!request.isMultipart()) throw fileError(ErrorCode.VALIDATION, msg.fileMissing);
  let data: Buffer;
  try {
    const part = await request.file();
    if (!part) throw fileError(ErrorCode.VALIDATION, msg.fileMissing);
    data = await part.toBuffer();
    // busboy may hand over the last chunk (up to exactly the limit) before it flags the stream as truncated,
    // so toBuffer() can return a file cut at 5 MB without throwing: the flag is checked once it is all read.
    if (part.file.truncated) throw fileError(ErrorCode.PAYLOAD_TOO_LARGE, msg.fileTooLarge);
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileError(ErrorCode.PAYLOAD_TOO_LARGE, msg.fileTooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      throw fileError(ErrorCode.VALIDATION, msg.fileMissing);
    throw error;
  }
  if (data.length === 0) throw fileError(ErrorCode.VALIDATION, msg.fileMissing);
  const contentType = sniffImageType(data);
  if (!contentType) throw fileError(ErrorCode.UNSUPPORTED_MEDIA, msg.fileType);
  return { data, contentType };
}

/**
 * The one upload path every domain uses: reads and checks the image, stores it under `folder`, then runs
 * `attach` (the database write). When `attach` fails the stored file is removed again, so nothing is left half-done.
 */
export async function withUploadedImage<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  folder: string,
  attach: (image: UploadedImage) => Promise<T>,
): Promise<T> {
  const upload = await readImageUpload(request);
  const storage = app.deps.storage;
  const key = newFileKey(folder, upload.contentType);
  await storage.put(key, upload.data, upload.contentType);
  try {
    return await attach({ key, url: storage.url(key), content_type: upload.contentType, byte_size: upload.data.length });
  } catch (error) {
    await removeFiles(storage, [key]);
    throw error;
  }
}

/** Removes files after their records are gone (after commit); a failure is logged, never thrown. */
export async function removeFiles(storage: FileStorage, keys: (string | null | undefined)[], log?: FastifyRequest['log']) {
  for (const key of keys) {
    if (!key) continue;
    try {
      await storage.delete(key);
    } catch (error) {
      log?.warn({ err: error, key }, 'could not remove a stored file');
    }
  }
}
