import type { transactionListQuery } from '@sportdesk/contract';
import { withQuery, type UrlParams } from '../../lib/withQuery';

export type TransactionListParams = UrlParams<typeof transactionListQuery>;

const base = '/transactions';
/** `/transactions?with_identifier=…&page=…`: the address bar carries the filters. */
export const transactionListUrl = (state?: TransactionListParams) => withQuery(base, state);
export const transactionUrl = (id: number | string) => `${base}/${id}`;
