import { ACTIVITY_GENDERS, ACTIVITY_GENDER_LABELS, type ActivityTemplateListFilter } from '@sportdesk/contract';
import type { FilterField } from '../../components/filter-bar';
import type { SelectOption } from '../../components/form';
import { YES_NO, sharedFilterFields } from '../activities/public';

export const FILTER_KEYS = [
  'with_id',
  'with_name',
  'with_location',
  'with_sport',
  'with_city',
  'with_start_at_greater',
  'with_start_at_less',
  'with_approved_by_admin',
  'with_tags',
  'with_pay_by_benefit',
  'with_pay_by_ok_system',
  'with_promo',
  'with_coach',
  'with_canceled',
  'with_creator',
  'with_min_players',
  'with_activity_type',
  'with_gender',
  'with_confirmed',
  'with_hidden',
  'with_archive',
] as const satisfies readonly ActivityTemplateListFilter[];
export type FilterKey = (typeof FILTER_KEYS)[number];

/** The always-visible filters. */
export function mainFilterFields(sports: readonly SelectOption[], locations: readonly SelectOption[]): FilterField<FilterKey>[] {
  return [
    { name: 'with_id', label: 'ID', width: 110 },
    ...sharedFilterFields('with_name'),
    { name: 'with_location', label: 'Lokalizacja', type: 'select', options: locations, width: 220 },
    { name: 'with_sport', label: 'Dyscyplina', type: 'select', options: sports, width: 170 },
    { name: 'with_start_at_greater', label: 'Godzina od', type: 'hour', width: 120 },
    { name: 'with_start_at_less', label: 'Godzina do', type: 'hour', width: 120 },
  ];
}

/** 'Zaawansowane filtry' (docs/spec/part-2.md §2). */
export const ADVANCED_FILTER_FIELDS: readonly FilterField<FilterKey>[] = [
  ...sharedFilterFields('with_city', 'with_tags'),
  { name: 'with_coach', label: 'Trener', width: 160 },
  { name: 'with_creator', label: 'ID twórcy', type: 'number', width: 120 },
  { name: 'with_min_players', label: 'Min. graczy', type: 'number', width: 120 },
  ...sharedFilterFields('with_activity_type'),
  {
    name: 'with_gender',
    label: 'Płeć',
    type: 'select',
    options: ACTIVITY_GENDERS.map((value) => ({ value, label: ACTIVITY_GENDER_LABELS[value] })),
    width: 140,
  },
  { name: 'with_pay_by_benefit', label: 'Płatność Benefit', type: 'select', options: YES_NO, width: 180 },
  { name: 'with_pay_by_ok_system', label: 'Płatność OK System', type: 'select', options: YES_NO, width: 200 },
  { name: 'with_promo', label: 'Rabat', type: 'select', options: YES_NO, width: 120 },
  ...sharedFilterFields('with_confirmed', 'with_canceled'),
  { name: 'with_approved_by_admin', label: 'Zatwierdzone', type: 'select', options: YES_NO, width: 150 },
  ...sharedFilterFields('with_hidden', 'with_archive'),
];
