import { EVENT_TYPES, EVENT_TYPE_LABELS } from '@sportdesk/contract';
import type { FilterField } from '../../../components/filter-bar';
import type { SelectOption } from '../../../components/form';
import { LocationFilter } from './LocationFilter';
import { listDefaults, withDefaults, type FilterKey } from './listRequest';
import { sharedFilterFields } from './sharedFilters';

/**
 * The filter row; sports come from the catalogue, the venue is searched on the server as you type. List-check, group
 * and team filters are set by context (dashboard, groups) or the URL.
 */
export function filterFields(sports: readonly SelectOption[]): FilterField<FilterKey>[] {
  return [
    { name: 'with_activities_id', label: 'ID', width: 130 },
    ...sharedFilterFields('with_name'),
    { name: 'with_date_greater', label: 'Data od', type: 'date', width: 150 },
    { name: 'with_date_less', label: 'Data do', type: 'date', width: 150 },
    { name: 'with_price_greater', label: 'Cena od', type: 'number', width: 110 },
    { name: 'with_price_less', label: 'Cena do', type: 'number', width: 110 },
    { name: 'with_sport', label: 'Dyscyplina', type: 'select', options: sports, width: 180 },
    { name: 'with_location', label: 'Lokalizacja', type: 'picker', picker: LocationFilter, width: 220 },
    ...sharedFilterFields('with_city', 'with_tags'),
    { name: 'with_coordinator', label: 'ID koordynatora', type: 'number', width: 150 },
    ...sharedFilterFields('with_activity_type'),
    {
      name: 'with_event_type',
      label: 'Organizator',
      type: 'select',
      options: EVENT_TYPES.map((value) => ({ value, label: EVENT_TYPE_LABELS[value] })),
      width: 190,
    },
    ...sharedFilterFields('with_confirmed', 'with_canceled', 'with_hidden', 'with_archive'),
  ];
}

/** What the filter fields show: the defaults where the URL has none; no lower date bound shows as empty. */
export function shownFilters(filters: Record<FilterKey, string>): Record<FilterKey, string> {
  const shown = withDefaults(filters);
  return { ...shown, with_date_greater: shown.with_date_greater === 'all' ? '' : shown.with_date_greater };
}

/**
 * The filter row's values as URL state: values equal to the defaults stay out of the address; an
 * emptied 'Data od' means no lower bound (`all`), an emptied price field the default bound.
 */
export function fromFilterFields(values: Partial<Record<FilterKey, string>>): Partial<Record<FilterKey, string>> {
  const defaults = listDefaults();
  const date = values.with_date_greater ?? '';
  const price = (key: 'with_price_greater' | 'with_price_less') => (values[key] === defaults[key] ? '' : (values[key] ?? ''));
  return {
    ...values,
    with_date_greater: date === '' ? 'all' : date === defaults.with_date_greater ? '' : date,
    with_price_greater: price('with_price_greater'),
    with_price_less: price('with_price_less'),
  };
}
