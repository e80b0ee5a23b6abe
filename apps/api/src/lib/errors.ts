import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ErrorCode, errorStatus, isStorableText, msg, type ApiErrorBody } from '@sportdesk/contract';
import type { ZodError } from 'zod';

/** The one error type services throw; the handler below maps its code to a status. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what = msg.notFound) => new AppError(ErrorCode.NOT_FOUND, what);
export const fieldError = (field: string, message: string, code: ErrorCode = ErrorCode.VALIDATION) =>
  new AppError(code, message, { [field]: message });

/** Turns zod issues into `{ field: message }`, dropping the body's wrapper key (`app_setting.name` → `name`). */
export function issuesToFields(issues: { path: PropertyKey[]; message: string }[], dropWrapper: boolean) {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const segments = issue.path.map(String);
    const key = (dropWrapper && segments.length > 1 ? segments.slice(1) : segments).join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

export const zodErrorToAppError = (error: ZodError, dropWrapper = true) =>
  new AppError(ErrorCode.VALIDATION, msg.validationFailed, issuesToFields(error.issues, dropWrapper));

/** Unique violations from PostgreSQL (23505) map to 409 on the named field. */
export function uniqueViolation(error: unknown, field: string, message: string): AppError | undefined {
  const e = error as { code?: string; cause?: { code?: string } };
  if (e?.code === '23505' || e?.cause?.code === '23505') return new AppError(ErrorCode.CONFLICT, message, { [field]: message });
  return undefined;
}

/** The name of the constraint a PostgreSQL error broke (node-postgres and PGlite put it on the error or its cause). */
export function constraintOf(error: unknown): string | undefined {
  const e = error as { constraint?: string; cause?: { constraint?: string } };
  return e?.constraint ?? e?.cause?.constraint;
}

/**
 * Foreign-key violations, e.g. deleting a sport that activities still use, map to 409 with the given message:
 * 23503, and 23001 (restrict_violation), which PostgreSQL 18 reports for an `ON DELETE RESTRICT` key.
 */
const FOREIGN_KEY_CODES = new Set(['23503', '23001']);
export function foreignKeyViolation(error: unknown, message: string): AppError | undefined {
  const e = error as { code?: string; cause?: { code?: string } };
  if (FOREIGN_KEY_CODES.has(e?.code ?? '') || FOREIGN_KEY_CODES.has(e?.cause?.code ?? ''))
    return new AppError(ErrorCode.CONFLICT, message);
  return undefined;
}

/**
 * PostgreSQL refusals of the data itself: too long (22001), out of range (22003), untranslatable
 * character such as NUL (22P05), bad encoding (22021), bad text of a type (22P02), bad date/time
 * (22007/22008). The schemas stop these first; any that slips through is the client's 400, not a 500.
 */
const DATA_ERROR_CODES = new Set(['22001', '22003', '22P05', '22021', '22P02', '22007', '22008', '2200D', '22025']);
const sqlStateOf = (error: unknown): string | undefined => {
  for (
    let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  )
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  return undefined;
};
export const isDataError = (error: unknown) => DATA_ERROR_CODES.has(sqlStateOf(error) ?? '');

/**
 * The message a failure may show to the user (a job's `error` or info, a live-channel reply): a rule's
 * own Polish message, or a generic one. Never the SQL, its parameters or a stack; those go to the log.
 */
export function publicErrorOf(error: unknown): { message: string; fields?: Record<string, string> } {
  if (error instanceof AppError) return { message: error.message, ...(error.fields ? { fields: error.fields } : {}) };
  if (error && typeof error === 'object' && 'issues' in error && Array.isArray((error as ZodError).issues))
    return { message: msg.validationFailed, fields: issuesToFields((error as ZodError).issues, false) };
  if (isDataError(error)) return { message: msg.validationFailed };
  return { message: msg.internal };
}

/** Path (`a.b.0`) of the first string or key in a JSON value that PostgreSQL cannot store, or undefined. */
export function unstorablePath(value: unknown, path: string[] = []): string[] | undefined {
  if (typeof value === 'string') return isStorableText(value) ? undefined : path;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = unstorablePath(value[i], [...path, String(i)]);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    const proto = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) return undefined;
    for (const [key, item] of Object.entries(value)) {
      if (!isStorableText(key)) return [...path, key.replace(/[^\x20-\x7e]/g, '?')];
      const found = unstorablePath(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

export function registerErrorHandler(app: FastifyInstance) {
  /**
   * Before any schema runs: a NUL or a lone surrogate anywhere in the query, the params or a JSON body
   * (also inside free-form JSON such as page blocks) is a 400 on that field. The text helpers of the
   * contract refuse them too (for the forms); this covers every value and key at once.
   */
  app.addHook('preValidation', async (request) => {
    for (const [part, value, dropWrapper] of [
      ['querystring', request.query, false],
      ['params', request.params, false],
      ['body', request.body, true],
    ] as const) {
      const path = unstorablePath(value);
      if (path) {
        const key = (dropWrapper && path.length > 1 ? path.slice(1) : path).join('.') || part;
        throw new AppError(ErrorCode.VALIDATION, msg.validationFailed, { [key]: msg.invalidCharacters });
      }
    }
  });

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    let body: ApiErrorBody;
    if (isDataError(error)) {
      request.log.warn({ err: error }, 'data refused by the database');
      body = { code: ErrorCode.VALIDATION, message: msg.validationFailed, fields: { _: msg.validationFailed } };
    } else if (error instanceof AppError) {
      body = { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) };
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      const dropWrapper = error.validationContext === 'body';
      for (const v of error.validation) {
        const segments = v.instancePath.split('/').filter(Boolean);
        const key = (dropWrapper && segments.length > 1 ? segments.slice(1) : segments).join('.') || '_';
        fields[key] ??= v.message ?? msg.validationFailed;
      }
      body = { code: ErrorCode.VALIDATION, message: msg.validationFailed, fields };
    } else if (error.statusCode === 429) {
      body = { code: ErrorCode.RATE_LIMITED, message: msg.tooManyAttempts };
    } else if (error.statusCode === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      // A file upload says "file"; a JSON body over its limit is "data", which the user did not pick as a file.
      const isJson = request.headers['content-type']?.startsWith('application/json');
      body = { code: ErrorCode.PAYLOAD_TOO_LARGE, message: isJson ? msg.jsonTooLarge : 'Plik jest za duży' };
    } else if (error.statusCode === 415) {
      body = { code: ErrorCode.UNSUPPORTED_MEDIA, message: 'Nieobsługiwany format danych' };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      body = { code: error.statusCode === 404 ? ErrorCode.NOT_FOUND : ErrorCode.VALIDATION, message: msg.validationFailed };
    } else {
      request.log.error({ err: error }, 'unhandled error');
      body = { code: ErrorCode.INTERNAL, message: msg.internal };
    }
    const status = isDataError(error)
      ? 400
      : error instanceof AppError
        ? errorStatus[error.code]
        : (error.statusCode ?? errorStatus[body.code]);
    // Every 400 names its fields; a refusal without a field (bad JSON, a rule on the whole body) uses `_`.
    if (status === 400 && !body.fields) body = { ...body, fields: { _: body.message } };
    reply.status(status >= 400 ? status : 500).send({ ok: false, error: body });
  });
}

/**
 * Errors Fastify's router raises before any route runs (Fastify's `frameworkErrors` option): a path that is not
 * valid percent-encoding (400) and a path parameter over `maxParamLength` (414). Without this Fastify answers them
 * with its own English body; here they get the envelope and a Polish message like every other refusal.
 */
export function frameworkErrorReply(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const message = tooLong ? msg.urlTooLong : msg.urlInvalid;
  reply.status(tooLong ? 414 : 400).send({ ok: false, error: { code: ErrorCode.VALIDATION, message, fields: { _: message } } });
}

export const notFoundBody = { ok: false, error: { code: ErrorCode.NOT_FOUND, message: msg.notFound } } as const;
