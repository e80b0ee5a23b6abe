import { ErrorCode, SESSION, msg, type ApiErrorBody, type ApiReply } from '@sportdesk/contract';
import { readToken } from './session/storage';

/** A failed API call; the UI switches on `code`, never on the message text. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields?: Record<string, string>;

  constructor(status: number, body: ApiErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code;
    this.fields = body.fields;
  }
}

export const isApiError = (error: unknown, code?: ErrorCode): error is ApiError =>
  error instanceof ApiError && (code === undefined || error.code === code);

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: QueryParams;
  body?: unknown;
  /** Account endpoints (`/users/sign_in.json` …) sit at the root instead of `/api/v2`. */
  root?: boolean;
  /** A detail load: 404 sends the user to /404. */
  redirectOnNotFound?: boolean;
  signal?: AbortSignal;
}

export interface ApiResponse<T> {
  data: T;
  headers: Headers;
}

interface ApiHandlers {
  onUnauthorized: () => void;
  onNotFound: () => void;
}
const handlers: ApiHandlers = { onUnauthorized: () => {}, onNotFound: () => {} };

/** The router wires navigation in; the client itself knows nothing about routes. */
export const configureApi = (next: Partial<ApiHandlers>) => Object.assign(handlers, next);

export const API_BASE = '/api/v2';

export function toQueryString(query: QueryParams = {}) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

const noConnection = (): ApiErrorBody => ({ code: ErrorCode.SERVICE_UNAVAILABLE, message: msg.noConnection });

async function readBody<T>(response: Response): Promise<ApiReply<T>> {
  try {
    return (await response.json()) as ApiReply<T>;
  } catch {
    return { ok: false, error: { code: ErrorCode.INTERNAL, message: msg.internal } };
  }
}

/** fetch with the bearer token, a 30 s timeout and the `{ ok, data | error }` envelope unwrapped. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const token = readToken();
  const timeout = AbortSignal.timeout(SESSION.requestTimeoutMs);
  const headers: Record<string, string> = { Accept: 'application/json' };
  const multipart = options.body instanceof FormData;
  if (options.body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(`${options.root ? '' : API_BASE}${path}${toQueryString(options.query)}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : multipart ? (options.body as FormData) : JSON.stringify(options.body),
      signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, noConnection());
  }

  const reply = await readBody<T>(response);
  if (response.ok && reply.ok) return { data: reply.data, headers: response.headers };

  const error = new ApiError(response.status, reply.ok ? { code: ErrorCode.INTERNAL, message: msg.internal } : reply.error);
  if (error.code === ErrorCode.UNAUTHORIZED) handlers.onUnauthorized();
  if (error.code === ErrorCode.NOT_FOUND && options.redirectOnNotFound) handlers.onNotFound();
  throw error;
}

const call =
  (method: NonNullable<RequestOptions['method']>) =>
  async <T>(path: string, options: Omit<RequestOptions, 'method'> = {}) =>
    (await apiRequest<T>(path, { ...options, method })).data;

/** Shorthands returning `data` only. */
export const api = {
  get: call('GET'),
  post: call('POST'),
  put: call('PUT'),
  patch: call('PATCH'),
  delete: call('DELETE'),
};
