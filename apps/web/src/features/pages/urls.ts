import type { pageListQuery } from '@sportdesk/contract';
import { withQuery, type UrlParams } from '../../lib/withQuery';

export type PageListParams = UrlParams<typeof pageListQuery>;

const base = '/pages';

/** `/pages?with_url=…&page=…`: list state lives in the query string. */
export const pageListUrl = (state?: PageListParams) => withQuery(base, state);
/** The block editor of one page. */
export const pageUrl = (id: number | string) => `${base}/${id}`;
/** The page as the public sees it, rendered by the API. */
export const publicPageUrl = (url: string) => `/s/${encodeURIComponent(url)}`;
