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
 * The list state a query string holds (page, page size, order, filters) and the API call it makes: what
 * `useListState` reads, and what a route's prefetch asks for before the list is on screen.
 */
export function readListState<F extends string, O extends string = string>(
  searchParams: URLSearchParams,
  options: ListStateOptions<F, O>,
) {
  const { filterKeys, pageSizes, orders, limit: defaultLimit, order: defaultOrder, orderDir: defaultDir = 'asc' } = options;
  const param = (name: string) => searchParams.get((options.paramPrefix ?? '') + name);
  const page = toInt(param('page'), 0);
  const requestedLimit = toInt(param('limit'), defaultLimit);
  const limit = pageSizes.includes(requestedLimit) ? requestedLimit : defaultLimit;
  const requestedOrder = param('order') as O | null;
  const order = requestedOrder && (!orders || orders.includes(requestedOrder)) ? requestedOrder : defaultOrder;
  const orderDir: SortDirection = (param('order_dir') as SortDirection | null) === 'desc' ? 'desc' : defaultDir;
  const filters = Object.fromEntries(filterKeys.map((key) => [key, param(key) ?? ''])) as ListFilters<F>;
  /** What the API's index call takes: `page`, `limit`, `order`, `order_dir` and the non-empty filters. */
  const active = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));
  const query = { page, limit, ...(order ? { order, order_dir: orderDir } : {}), ...active } as {
    page: number;
    limit: number;
    order?: O;
    order_dir?: SortDirection;
  } & Partial<ListFilters<F>>;
  return { page, limit, order, orderDir, filters, query };
}

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
  // `filterKeys`, `pageSizes` and `orders` should be module-level constants so the state stays stable between renders.
  const { page, limit, order, orderDir, filters, query } = useMemo(
    () =>
      readListState(searchParams, {
        filterKeys,
        pageSizes,
        orders,
        limit: defaultLimit,
        order: defaultOrder,
        orderDir: defaultDir,
        paramPrefix,
      }),
    [searchParams, filterKeys, pageSizes, orders, defaultLimit, defaultOrder, defaultDir, paramPrefix],
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
