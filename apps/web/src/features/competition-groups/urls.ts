import type { competitionGroupListQuery } from '@sportdesk/contract';
import { withQuery, type UrlParams } from '../../lib/withQuery';

export type GroupListParams = Omit<UrlParams<typeof competitionGroupListQuery>, 'with_ids'>;

const base = '/competition-groups';

/** `/competition-groups?with_name=…&page=…`: list state lives in the query string. */
export const groupListUrl = (state?: GroupListParams) => withQuery(base, state);
export const groupNewUrl = () => `${base}/new`;
export const groupUrl = (id: number | string) => `${base}/${id}`;
