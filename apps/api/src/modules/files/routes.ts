import type { FastifyPluginAsync } from 'fastify';
import { ErrorCode, FILES_PATH, msg } from '@sportdesk/contract';
import { AppError } from '../../lib/errors';
import { contentTypeOfKey, isValidKey } from '../../lib/storage';

/**
 * `GET /files/<key>`: serves a stored file with its content type. Keys are random and never reused, so
 * replies are cached for a year; `nosniff` and a sandboxing CSP keep a file from acting as a page.
 */
export const fileRoutes: FastifyPluginAsync = async (app) => {
  app.get(`${FILES_PATH}/*`, { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const file = isValidKey(key) ? await app.deps.storage.get(key) : null;
    if (!file) throw new AppError(ErrorCode.NOT_FOUND, msg.notFound);
    return reply
      .header('Content-Type', contentTypeOfKey(key))
      .header('Content-Length', file.size)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .send(file.stream);
  });
};
