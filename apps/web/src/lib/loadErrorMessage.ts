import { ErrorCode, msg } from '@sportdesk/contract';
import { isApiError } from './api';

/** What a failed load tells the user (docs/spec/part-1.md §8: 'Coś poszło nie tak'). */
export function loadErrorMessage(error: unknown): string {
  if (!isApiError(error)) return msg.somethingWrong;
  switch (error.code) {
    case ErrorCode.FORBIDDEN:
    case ErrorCode.RATE_LIMITED:
    case ErrorCode.SERVICE_UNAVAILABLE:
      return error.message;
    default:
      return msg.somethingWrong;
  }
}
