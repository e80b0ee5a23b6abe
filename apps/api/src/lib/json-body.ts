import type { FastifyInstance } from 'fastify';
import { ErrorCode, JSON_MAX_DEPTH, jsonNestsDeeperThan, msg } from '@sportdesk/contract';
import { AppError } from './errors';

/**
 * Largest JSON body a route takes unless it says otherwise (its own `bodyLimit`, e.g. an activity message with an
 * inline image). The biggest legitimate JSON bodies are page documents (at most 2000 Editor.js blocks of text;
 * images are uploaded separately and referenced by address) and CSV-free bulk edits: far below 1 MiB.
 */
export const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * Replaces Fastify's `application/json` parser (docs/decisions.md "Hardening: input validation"): the raw text is read
 * up to `JSON_BODY_LIMIT` (413 beyond it), its nesting is measured in one linear pass (strings skipped) and more than
 * `JSON_MAX_DEPTH` levels is a 400 in the error envelope before anything parses or walks it: JSON.parse, the NUL guard
 * and zod all recurse, and a few thousand levels overflowed the stack (a 500 on every JSON write route). Then Fastify's
 * own parser runs, so `__proto__` and `constructor.prototype` keys are still refused (prototype poisoning).
 *
 * Parsing comes after `onRequest`, where `lib/access.ts` puts every guard: a caller without a token or a role
 * gets its 401/403 before the body is even read.
 */
export function registerJsonBodyParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: JSON_BODY_LIMIT }, (request, body, done) => {
    const text = body as string;
    if (jsonNestsDeeperThan(text, JSON_MAX_DEPTH)) {
      done(new AppError(ErrorCode.VALIDATION, msg.jsonTooDeep, { _: msg.jsonTooDeep }), undefined);
      return;
    }
    // Broken JSON, an empty body and a poisoned key are Fastify's 400s; the error handler gives them `fields._`.
    parse(request, text, done);
  });
}
