import { ErrorCode, msg } from '@sportdesk/contract';
import { API_BASE, ApiError } from './api';
import { readToken } from './session/storage';

const fileNameOf = (disposition: string | null, fallback: string) =>
  /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;

/**
 * Downloads a file through its authorised route (a report, a booking's calendar file): the request carries the
 * bearer token (a plain link could not), then the browser saves the file under the name the server gives.
 */
export async function downloadFile(fileUrl: string, fallbackName: string) {
  const token = readToken();
  const response = await fetch(fileUrl.startsWith(API_BASE) ? fileUrl : `${API_BASE}${fileUrl}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    let error = { code: ErrorCode.INTERNAL as ErrorCode, message: msg.internal };
    try {
      const reply = (await response.json()) as { error?: typeof error };
      if (reply.error) error = reply.error;
    } catch {
      // not JSON: keep the generic message
    }
    throw new ApiError(response.status, error);
  }
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
