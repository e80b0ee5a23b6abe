import type { ActivityFormValues } from './types';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const id = (v: string | null) => (v && /^[1-9]\d{0,8}$/.test(v) ? Number(v) : undefined);

/**
 * The new-activity form's values with what the address gives (`/activities/new?localization_id=&location_object_id=&
 * date=&start_at=`, from the venue week): the venue, its object, the one day (its week day ticked) and the start,
 * ending an hour later. Anything malformed is left as the form's default.
 */
export function withPrefill(values: ActivityFormValues, search: URLSearchParams): ActivityFormValues {
  const next = { ...values };
  const venue = id(search.get('localization_id'));
  if (venue) {
    next.localization_id = venue;
    next.location_object_id = id(search.get('location_object_id')) ?? null;
  }
  const date = search.get('date');
  if (date && DAY.test(date) && !Number.isNaN(Date.parse(`${date}T00:00:00Z`))) {
    next.date_from = date;
    next.date_to = date;
    next.days = [new Date(`${date}T00:00:00Z`).getUTCDay()];
  }
  const start = search.get('start_at');
  if (start && TIME.test(start)) {
    const [h, m] = start.split(':').map(Number);
    next.start_at = start;
    next.stop_at = h < 23 ? `${String(h + 1).padStart(2, '0')}:${String(m).padStart(2, '0')}` : '23:59';
  }
  return next;
}
