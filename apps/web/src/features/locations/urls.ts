import type { locationListQuery } from '@sportdesk/contract';
import { withQuery, type UrlParams } from '../../lib/withQuery';

export type LocationListParams = UrlParams<typeof locationListQuery>;

const base = '/locations';

/** `/locations?with_city=…&page=…`: list state lives in the query string. */
export const locationListUrl = (state?: LocationListParams) => withQuery(base, state);
export const locationNewUrl = () => `${base}/new`;
export const locationUrl = (id: number | string) => `${base}/${id}`;
