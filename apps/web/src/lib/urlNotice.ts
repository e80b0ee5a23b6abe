/** The address parameters of a toast for the page an address opens (app/useUrlNotification.ts shows it). */
export const NOTICE_PARAMS = { message: 'notification_msg', type: 'notification_type' } as const;

/**
 * `path` (with its query and hash) carrying a toast for the page it opens. It survives a document load: the
 * sign-in page is the public document and the back office another one.
 */
export function withNotice(path: string, message: string, type: 'success' | 'error' | 'info' | 'warning' = 'success') {
  const url = new URL(path, 'http://local');
  url.searchParams.set(NOTICE_PARAMS.type, type);
  url.searchParams.set(NOTICE_PARAMS.message, message);
  return `${url.pathname}${url.search}${url.hash}`;
}
