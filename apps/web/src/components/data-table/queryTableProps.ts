import { loadErrorMessage } from '../../lib/loadErrorMessage';
import type { DataTableProps } from './DataTable';

/** What a list query (TanStack `useQuery` over a `{ rows, total }` reply) gives a DataTable. */
export interface ListQueryResult<T> {
  data?: { rows: readonly T[]; total: number; total_capped?: boolean };
  isFetching: boolean;
  isError: boolean;
  error: unknown;
}

/** `rows`, `total` (and whether the API capped it), `loading` (while fetching) and the failed load's `errorText`. */
export function queryTableProps<T>(
  query: ListQueryResult<T>,
): Pick<DataTableProps<T>, 'rows' | 'total' | 'totalCapped' | 'loading' | 'errorText'> {
  return {
    rows: query.data?.rows,
    total: query.data?.total ?? 0,
    totalCapped: query.data?.total_capped,
    loading: query.isFetching,
    errorText: query.isError ? loadErrorMessage(query.error) : undefined,
  };
}
