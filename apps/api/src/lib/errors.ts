import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ErrorCode, errorStatus, msg, type ApiErrorBody } from '@sportdesk/contract';
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

/** Foreign-key violations (23503), e.g. deleting a sport that activities still use, map to 409 with the given message. */
export function foreignKeyViolation(error: unknown, message: string): AppError | undefined {
  const e = error as { code?: string; cause?: { code?: string } };
  if (e?.code === '23503' || e?.cause?.code === '23503') return new AppError(ErrorCode.CONFLICT, message);
  return undefined;
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    let body: ApiErrorBody;
    if (error instanceof AppError) {
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
      body = { code: ErrorCode.PAYLOAD_TOO_LARGE, message: 'Plik jest za duży' };
    } else if (error.statusCode === 415) {
      body = { code: ErrorCode.UNSUPPORTED_MEDIA, message: 'Nieobsługiwany format danych' };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      body = { code: error.statusCode === 404 ? ErrorCode.NOT_FOUND : ErrorCode.VALIDATION, message: msg.validationFailed };
    } else {
      request.log.error({ err: error }, 'unhandled error');
      body = { code: ErrorCode.INTERNAL, message: msg.internal };
    }
    const status = error instanceof AppError ? errorStatus[error.code] : (error.statusCode ?? errorStatus[body.code]);
    reply.status(status >= 400 ? status : 500).send({ ok: false, error: body });
  });
}

export const notFoundBody = { ok: false, error: { code: ErrorCode.NOT_FOUND, message: msg.notFound } } as const;
