import {
  ACTIVITY_LIST_DEFAULTS,
  ACTIVITY_ORDERS,
  PAGE_SIZES,
  warsawToday,
  type ActivityListFilter,
  type ActivityListFilters,
} from '@sportdesk/contract';
import type { SortDirection } from '../../../components/data-table';
import { readListState, type ListStateOptions } from '../../../components/useListState';

export const FILTER_KEYS = [
  'with_activities_id',
  'with_name',
  'with_tags',
  'with_date_greater',
  'with_date_less',
  'with_price_greater',
  'with_price_less',
  'with_sport',
  'with_location',
  'with_city',
  'with_coordinator',
  'with_activity_type',
  'with_event_type',
  'with_confirmed',
  'with_canceled',
  'with_hidden',
  'with_archive',
  'with_list_verified',
  'with_list_checked',
  'with_competition_group',
  'with_competition_team',
] as const satisfies readonly ActivityListFilter[];
export type FilterKey = (typeof FILTER_KEYS)[number];
/** Filters set by the context; booleans and numbers as the contract types them (dashboard tabs, groups, a user). */
export type FixedFilters = ActivityListFilters;

/** The list's default bounds (docs/spec/part-2.md §9): from today (Warsaw), price 0–500 zł. */
export const listDefaults = () => ({
  with_date_greater: warsawToday(),
  with_price_greater: String(ACTIVITY_LIST_DEFAULTS.price_greater),
  with_price_less: String(ACTIVITY_LIST_DEFAULTS.price_less),
});

/** The API call with the defaults made explicit (an absent bound is the default; `all` lifts the date bound). */
export function withDefaults<Q extends Partial<Record<FilterKey, string>>>(query: Q): Q {
  const defaults = listDefaults();
  return {
    ...query,
    with_date_greater: query.with_date_greater || defaults.with_date_greater,
    with_price_greater: query.with_price_greater || defaults.with_price_greater,
    with_price_less: query.with_price_less || defaults.with_price_less,
  };
}

/** The list's URL state: its filters, page sizes and orders, and the date order the context asks for. */
export const activityListState = (
  orderDir: SortDirection = ACTIVITY_LIST_DEFAULTS.order_dir,
  paramPrefix?: string,
): ListStateOptions<FilterKey, (typeof ACTIVITY_ORDERS)[number]> => ({
  filterKeys: FILTER_KEYS,
  pageSizes: PAGE_SIZES.generic,
  limit: ACTIVITY_LIST_DEFAULTS.limit,
  orders: ACTIVITY_ORDERS,
  order: ACTIVITY_LIST_DEFAULTS.order,
  orderDir,
  paramPrefix,
});

/** The API call of the list: the URL's state with the defaults made explicit, then the context's fixed filters. */
export const activityListRequest = (listQuery: Partial<Record<FilterKey, string>>, fixedFilters: FixedFilters = {}) => ({
  ...withDefaults(listQuery),
  ...fixedFilters,
});

/** The API call `/activities` makes for an address (its route's prefetch). */
export const activityListRequestAt = (search: string) =>
  activityListRequest(readListState(new URLSearchParams(search), activityListState()).query);
