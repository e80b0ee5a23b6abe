import {
  ACTIVITY_TYPES,
  ACTIVITY_TYPE_LABELS,
  EVENT_TYPES,
  EVENT_TYPE_LABELS,
  msg,
  type ActivityListFilter,
  type ActivityListFilters,
} from '@sportdesk/contract';
import type { FilterField } from '../../../components/filter-bar';
import type { SelectOption } from '../../../components/form';

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

const YES_NO: readonly SelectOption[] = [
  { value: 'true', label: msg.yes },
  { value: 'false', label: msg.no },
];

/** The filter row; sports and locations come from the catalogue. List-check, group and team filters are set by context (dashboard, groups) or the URL. */
export function filterFields(sports: readonly SelectOption[], locations: readonly SelectOption[]): FilterField<FilterKey>[] {
  return [
    { name: 'with_activities_id', label: 'ID', width: 130 },
    { name: 'with_name', label: 'Nazwa', width: 180 },
    { name: 'with_date_greater', label: 'Data od', type: 'date', width: 150 },
    { name: 'with_date_less', label: 'Data do', type: 'date', width: 150 },
    { name: 'with_price_greater', label: 'Cena od', type: 'number', width: 110 },
    { name: 'with_price_less', label: 'Cena do', type: 'number', width: 110 },
    { name: 'with_sport', label: 'Dyscyplina', type: 'select', options: sports, width: 180 },
    { name: 'with_location', label: 'Lokalizacja', type: 'select', options: locations, width: 220 },
    { name: 'with_city', label: 'Miasto', width: 150 },
    { name: 'with_tags', label: 'Tagi', width: 150 },
    { name: 'with_coordinator', label: 'ID koordynatora', type: 'number', width: 150 },
    {
      name: 'with_activity_type',
      label: 'Typ',
      type: 'select',
      options: ACTIVITY_TYPES.map((value) => ({ value, label: ACTIVITY_TYPE_LABELS[value] })),
      width: 150,
    },
    {
      name: 'with_event_type',
      label: 'Organizator',
      type: 'select',
      options: EVENT_TYPES.map((value) => ({ value, label: EVENT_TYPE_LABELS[value] })),
      width: 190,
    },
    { name: 'with_confirmed', label: 'Potwierdzone', type: 'select', options: YES_NO, width: 160 },
    { name: 'with_canceled', label: 'Odwołane', type: 'select', options: YES_NO, width: 130 },
    { name: 'with_hidden', label: 'Ukryte', type: 'select', options: YES_NO, width: 120 },
    { name: 'with_archive', label: 'Archiwalne', type: 'select', options: YES_NO, width: 130 },
  ];
}
