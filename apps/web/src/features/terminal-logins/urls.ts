import type { terminalLoginListQuery } from '@sportdesk/contract';
import { withQuery, type UrlParams } from '../../lib/withQuery';

export type TerminalLoginListParams = UrlParams<typeof terminalLoginListQuery>;

const base = '/terminal_logins';

export const terminalLoginListUrl = (state?: TerminalLoginListParams) => withQuery(base, state);
/** `/terminal_logins/new`, optionally with the user chosen (`?with_user_id=`). */
export const terminalLoginNewUrl = (withUserId?: number) => withQuery(`${base}/new`, { with_user_id: withUserId });
export const terminalLoginUrl = (id: number | string) => `${base}/${id}`;
export const terminalLoginEditUrl = (id: number | string) => `${base}/${id}/edit`;
