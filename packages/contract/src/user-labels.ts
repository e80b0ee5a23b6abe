/** Users' fixed values and their Polish labels: no schemas here, so the users list and the activity filters load no zod. */

export const GENDERS = ['female', 'male'] as const;
export type Gender = (typeof GENDERS)[number];
export const GENDER_LABELS: Record<Gender, string> = { female: 'Kobieta', male: 'Mężczyzna' };

/** Users list order (docs/spec/part-1.md §9): default created_at desc. */
export const USER_ORDERS = ['created_at', 'first_name', 'last_name', 'email', 'id'] as const;

/** Organiser agreement type, shown as Organizator 1.0 / 2.0 / 3.0 (also the activity's event_type). */
export const EVENT_TYPES = ['first_type', 'second_type', 'third_type'] as const;
export type EventType = (typeof EVENT_TYPES)[number];
export const EVENT_TYPE_LABELS: Record<EventType, string> = {
  first_type: 'Organizator 1.0',
  second_type: 'Organizator 2.0',
  third_type: 'Organizator 3.0',
};
