import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { DataTablePagination, DataTableSort, SortDirection } from './data-table';

export interface ListStateOptions<F extends string, O extends string> {
  /** Filter names as the API calls them (`with_id`, `with_name`, …). */
  filterKeys: readonly F[];
  pageSizes: readonly number[];
  limit: number;
  /** The API's accepted `order` values; anything else in the URL falls back to `order`. */
  orders?: readonly O[];
  order?: O;
  orderDir?: SortDirection;
  /** Prefixes this list's query-string names, so two lists on one page keep their own state (`team12_page`). */
  paramPrefix?: string;
}

export type ListFilters<F extends string> = Record<F, string>;
type ParamChanges = Record<string, string | number | null | undefined>;

const toInt = (value: string | null, fallback: number) => {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n >= 0 ? n : fallback;
};

/**
 * List state (filters, page, page size, order) kept in the URL query string, so it survives a
 * reload and a shared link. Values equal to the defaults stay out of the address.
 */
export function useListState<F extends string, O extends string = string>(options: ListStateOptions<F, O>) {
  const {
    filterKeys,
    pageSizes,
    orders,
    limit: defaultLimit,
    order: defaultOrder,
    orderDir: defaultDir = 'asc',
    paramPrefix = '',
  } = options;
  const [searchParams, setParams] = useSearchParams();
  const param = useCallback((name: string) => searchParams.get(paramPrefix + name), [searchParams, paramPrefix]);

  const page = toInt(param('page'), 0);
  const requestedLimit = toInt(param('limit'), defaultLimit);
  const limit = pageSizes.includes(requestedLimit) ? requestedLimit : defaultLimit;
  const requestedOrder = param('order') as O | null;
  const order = requestedOrder && (!orders || orders.includes(requestedOrder)) ? requestedOrder : defaultOrder;
  const orderDir: SortDirection = (param('order_dir') as SortDirection | null) === 'desc' ? 'desc' : defaultDir;
  /** `filterKeys` should be a module-level constant so this stays stable between renders. */
  const filters = useMemo(
    () => Object.fromEntries(filterKeys.map((key) => [key, param(key) ?? ''])) as ListFilters<F>,
    [filterKeys, param],
  );

  const update = useCallback(
    (changes: ParamChanges) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        const defaults: ParamChanges = { page: 0, limit: defaultLimit, order: defaultOrder, order_dir: defaultDir };
        for (const [key, value] of Object.entries(changes)) {
          const empty = value === undefined || value === null || value === '';
          if (empty || String(value) === String(defaults[key] ?? '')) next.delete(paramPrefix + key);
          else next.set(paramPrefix + key, String(value));
        }
        return next;
      }),
    [setParams, defaultLimit, defaultOrder, defaultDir, paramPrefix],
  );

  const setPaging = useCallback((next: { page: number; limit: number }) => update(next), [update]);
  const setSort = useCallback(
    (nextOrder: string, dir: SortDirection) => update({ order: nextOrder, order_dir: dir, page: 0 }),
    [update],
  );
  const setFilters = useCallback((values: Partial<Record<F, string | undefined>>) => update({ ...values, page: 0 }), [update]);
  const clearFilters = useCallback(
    () => update({ ...Object.fromEntries(filterKeys.map((key) => [key, undefined])), page: 0 }),
    [update, filterKeys],
  );

  /** What the API's index call takes: `page`, `limit`, `order`, `order_dir` and the non-empty filters. */
  const query = useMemo(() => {
    const active = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));
    return { page, limit, ...(order ? { order, order_dir: orderDir } : {}), ...active } as {
      page: number;
      limit: number;
      order?: O;
      order_dir?: SortDirection;
    } & Partial<ListFilters<F>>;
  }, [filters, page, limit, order, orderDir]);

  const pagination: DataTablePagination = { page, limit, pageSizes, onChange: setPaging };
  const sort: DataTableSort = { order, dir: orderDir, onChange: setSort };

  return {
    page,
    limit,
    order,
    orderDir,
    filters,
    query,
    setPaging,
    setSort,
    setFilters,
    clearFilters,
    table: { pagination, sort },
  };
}

/** What `useListState` returns. */
export type ListState<F extends string, O extends string = string> = ReturnType<typeof useListState<F, O>>;
