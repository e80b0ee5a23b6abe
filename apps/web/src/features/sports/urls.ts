import type { sportListQuery } from '@sportdesk/contract';
import { withQuery, type UrlParams } from '../../lib/withQuery';

export type SportListParams = UrlParams<typeof sportListQuery>;

const base = '/sports';

/** `/sports?with_name=…&page=…`: list state lives in the query string. */
export const sportListUrl = (state?: SportListParams) => withQuery(base, state);
export const sportNewUrl = () => `${base}/new`;
export const sportUrl = (id: number | string) => `${base}/${id}`;
