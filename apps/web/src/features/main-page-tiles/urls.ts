import type { mainPageTileListQuery } from '@sportdesk/contract';
import { withQuery, type UrlParams } from '../../lib/withQuery';

export type TileListParams = UrlParams<typeof mainPageTileListQuery>;

const base = '/main_page_tiles';

/** `/main_page_tiles?page=…`: list state lives in the query string. */
export const tileListUrl = (state?: TileListParams) => withQuery(base, state);
export const tileNewUrl = () => `${base}/new`;
export const tileUrl = (id: number | string) => `${base}/${id}`;
