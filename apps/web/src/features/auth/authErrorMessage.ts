import { ErrorCode } from '@sportdesk/contract';
import { isApiError } from '../../lib/api';

/** A 429 or a lost connection says so; anything else gets the screen's own failure text. */
export function authErrorMessage(error: unknown, fallback: string): string {
  if (isApiError(error, ErrorCode.RATE_LIMITED) || isApiError(error, ErrorCode.SERVICE_UNAVAILABLE)) return error.message;
  return fallback;
}
