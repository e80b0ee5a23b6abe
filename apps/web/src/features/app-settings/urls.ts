import type { appSettingListQuery } from '@sportdesk/contract';
import { withQuery, type UrlParams } from '../../lib/withQuery';

export type AppSettingListParams = UrlParams<typeof appSettingListQuery>;

const base = '/settings';

/** `/settings?with_name=…&page=…`: list state lives in the query string. */
export const appSettingListUrl = (state?: AppSettingListParams) => withQuery(base, state);
export const appSettingNewUrl = () => `${base}/new`;
export const appSettingUrl = (id: number | string) => `${base}/${id}`;
