import { ACTIVITY_TYPES, ACTIVITY_TYPE_LABELS, msg } from '@sportdesk/contract';
import type { FilterField } from '../../../components/filter-bar';
import type { SelectOption } from '../../../components/form';

export const YES_NO: readonly SelectOption[] = [
  { value: 'true', label: msg.yes },
  { value: 'false', label: msg.no },
];

/** The filters the activity list and the activity template list share (the template query picks them). */
const SHARED = {
  with_name: { label: 'Nazwa', width: 180 },
  with_city: { label: 'Miasto', width: 150 },
  with_tags: { label: 'Tagi', width: 150 },
  with_activity_type: {
    label: 'Typ',
    type: 'select',
    options: ACTIVITY_TYPES.map((value) => ({ value, label: ACTIVITY_TYPE_LABELS[value] })),
    width: 150,
  },
  with_confirmed: { label: 'Potwierdzone', type: 'select', options: YES_NO, width: 160 },
  with_canceled: { label: 'Odwołane', type: 'select', options: YES_NO, width: 130 },
  with_hidden: { label: 'Ukryte', type: 'select', options: YES_NO, width: 120 },
  with_archive: { label: 'Archiwalne', type: 'select', options: YES_NO, width: 130 },
} satisfies Record<string, Omit<FilterField, 'name'>>;
export type SharedFilterKey = keyof typeof SHARED;

/** The shared filter fields by name, in the order asked. */
export const sharedFilterFields = <K extends SharedFilterKey>(...names: K[]): FilterField<K>[] =>
  names.map((name) => {
    const field: Omit<FilterField, 'name'> = SHARED[name];
    return { ...field, name };
  });
