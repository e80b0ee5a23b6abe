import type { FastifyServerOptions } from 'fastify';

/** Where log lines go (tests pass a collector); pino's default is stdout. */
export interface LogStream {
  write(line: string): void;
}

export const REDACTED = '[redacted]';

/** Query parameters that carry a credential: their values never reach a log line. */
const SECRET_PARAM = /^(token|code|state|password|secret|signature|sig|key|api_key|jwt|.*_token)$/i;
/** A JWT (three base64url parts, the first a JSON header) anywhere in a string. */
const JWT = /eyJ[\w-]*\.[\w-]+\.[\w-]*/g;
/** `Bearer <credential>` in a message or header value. */
const BEARER = /(bearer\s+)[^\s,;"']+/gi;

/** Removes bearer tokens and JWTs from free text (error messages, stacks). */
export const redactText = (text: string) => text.replace(BEARER, `$1${REDACTED}`).replace(JWT, REDACTED);

/** A URL as it may be logged: credential query parameters (and fragments) blanked, any JWT removed. */
export function redactUrl(url: string): string {
  const hash = url.indexOf('#');
  const withoutHash = hash >= 0 ? `${url.slice(0, hash)}#${REDACTED}` : url;
  const q = withoutHash.indexOf('?');
  if (q < 0) return redactText(withoutHash);
  const query = withoutHash
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      let name = pair.slice(0, eq);
      try {
        name = decodeURIComponent(name);
      } catch {
        // keep the raw name
      }
      return SECRET_PARAM.test(name) ? `${pair.slice(0, eq)}=${REDACTED}` : pair;
    })
    .join('&');
  return redactText(`${withoutHash.slice(0, q)}?${query}`);
}

/** pino's `err` serializer, minus credentials in the message and stack. */
export const serializeError = (error: Error & { code?: unknown; statusCode?: unknown }) => ({
  type: error?.constructor?.name ?? 'Error',
  message: redactText(String(error?.message ?? error)),
  stack: typeof error?.stack === 'string' ? redactText(error.stack) : '',
  ...(error?.code !== undefined ? { code: error.code } : {}),
  ...(error?.statusCode !== undefined ? { statusCode: error.statusCode } : {}),
});

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * pino options for the API: request lines carry the URL without credentials, headers that hold credentials are
 * censored wherever they are logged, and error messages and stacks lose bearer tokens and JWTs.
 */
export function loggerOptions(level: string, stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'authorization',
        'token',
        'password',
        'headers.authorization',
        'headers.cookie',
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers.authorization',
        'res.headers["set-cookie"]',
        '*.authorization',
        '*.token',
        '*.password',
      ],
      censor: REDACTED,
    },
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
      err: serializeError,
    },
  };
}
