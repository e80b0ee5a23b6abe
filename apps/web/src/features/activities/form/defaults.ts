import { ACTIVITY_DEFAULTS, ACTIVITY_FIELD_KEYS, warsawToday, type Activity } from '@sportdesk/contract';
import { padTime } from '../format';
import type { ActivityFormValues } from './types';

const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The empty form's own values an activity and a template share: nothing picked, publish now (docs/spec/part-2.md §9).
 * */
export const emptyActivityFields = () => ({
  sport_id: null,
  localization_id: null,
  location_object_id: null,
  name: '',
  price: 0,
  start_at: '',
  stop_at: '',
  publish_date: new Date().toISOString(),
  hidden: false,
  confirmed: false,
  canceled: false,
  reserved_spots: 0,
  gender: 'unisex' as const,
  custom_tags: [] as string[],
});

/** A new activity: the defaults of docs/spec/part-2.md §9, publish now, from today on today's week day. */
export function newActivityValues(): ActivityFormValues {
  const today = warsawToday();
  return {
    ...ACTIVITY_DEFAULTS,
    ...emptyActivityFields(),
    date_from: today,
    date_to: today,
    days: [weekday(today)],
    coordinator_id: null,
  };
}

/** The form values of an existing activity: for editing (its date) or for a copy (a new range from its date or today). */
export function activityFormValues(activity: Activity, mode: 'edit' | 'copy'): ActivityFormValues {
  const fields = Object.fromEntries(
    ACTIVITY_FIELD_KEYS.map((key) => [key, activity[key as keyof Activity]]),
  ) as ActivityFormValues;
  const values: ActivityFormValues = {
    ...fields,
    start_at: padTime(activity.start_at),
    stop_at: padTime(activity.stop_at),
    date_from: '',
    date_to: '',
    days: [],
  };
  if (mode === 'edit') return { ...values, date: activity.date };
  const today = warsawToday();
  const from = activity.date > today ? activity.date : today;
  return {
    ...values,
    date_from: from,
    date_to: from,
    days: [weekday(from)],
    coordinator_id: null,
    publish_date: new Date().toISOString(),
  };
}
