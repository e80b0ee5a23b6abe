import type { adminUserListQuery } from '@sportdesk/contract';
import { withQuery, type UrlParams } from '../../lib/withQuery';
import type { UserTabId } from './tabs/tabIds';

export type UserListParams = UrlParams<typeof adminUserListQuery>;

const base = '/users';

/** `/users?search=…&with_role=…&page=…`: list state lives in the query string. */
export const userListUrl = (state?: UserListParams) => withQuery(base, state);
export const userNewUrl = () => `${base}/new`;
/** `/users/{id}`, optionally on a tab (`?tab=poziomy`). */
export const userUrl = (id: number | string, tab?: UserTabId) => withQuery(`${base}/${id}`, { tab });
