import {
  SYSTEM_EVENT_FORM_TYPES,
  SYSTEM_EVENT_STATUSES,
  SYSTEM_EVENT_STATUS_LABELS,
  SYSTEM_EVENT_TARGET_LABELS,
  SYSTEM_EVENT_TARGET_TYPES,
  SYSTEM_EVENT_TYPES,
  SYSTEM_EVENT_TYPE_LABELS,
  type SystemEventType,
} from '@sportdesk/contract';
import type { SelectOption } from '../../components/form';

/** The filter offers every type, the filter-only ones (benefit_change, negative_opinion) included. */
export const TYPE_FILTER_OPTIONS: SelectOption[] = SYSTEM_EVENT_TYPES.map((t) => ({
  value: t,
  label: SYSTEM_EVENT_TYPE_LABELS[t],
}));

/** The dialog offers the form's types, plus the event's own type when a domain raised a filter-only one. */
export const typeFormOptions = (current?: SystemEventType): SelectOption[] =>
  [
    ...SYSTEM_EVENT_FORM_TYPES,
    ...(current && !(SYSTEM_EVENT_FORM_TYPES as readonly string[]).includes(current) ? [current] : []),
  ].map((t) => ({ value: t, label: SYSTEM_EVENT_TYPE_LABELS[t] }));

export const STATUS_OPTIONS: SelectOption[] = SYSTEM_EVENT_STATUSES.map((s) => ({
  value: s,
  label: SYSTEM_EVENT_STATUS_LABELS[s],
}));
export const TARGET_OPTIONS: SelectOption[] = SYSTEM_EVENT_TARGET_TYPES.map((t) => ({
  value: t,
  label: SYSTEM_EVENT_TARGET_LABELS[t],
}));
export const YES_NO: SelectOption[] = [
  { value: 'true', label: 'Tak' },
  { value: 'false', label: 'Nie' },
];
