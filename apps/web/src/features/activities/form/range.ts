import { ACTIVITY_LIMITS, daysBetween, datesInRange } from '@sportdesk/contract';
import { formatDate } from '../format';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (v: string | null | undefined): v is string =>
  Boolean(v && DAY.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)));
const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6] as const;
/** The form's week days as numbers (a field may hold a number typed as text). */
type DaysValue = readonly (string | number | null | undefined)[] | undefined;
const toDays = (days: DaysValue) => (days ?? []).map(Number).filter((d) => Number.isInteger(d) && d >= 0 && d <= 6);

/** A valid range (both dates real, in order, not longer than the API takes), or null. */
function validRange(from: string | null | undefined, to: string | null | undefined) {
  if (!isDay(from) || !isDay(to) || to < from || daysBetween(from, to) > ACTIVITY_LIMITS.maxRangeDays) return null;
  return { from, to };
}

/**
 * The dates the API's job makes one activity on: every day of the range on a ticked week day (0 = Sunday), by the
 * contract's `datesInRange` — the same function the API calls (`modules/activities/service.ts`), on the Warsaw
 * calendar dates the form holds. Null while the range is incomplete or invalid.
 */
export function plannedDates(from: string | null | undefined, to: string | null | undefined, days: DaysValue) {
  const range = validRange(from, to);
  return range ? datesInRange(range.from, range.to, toDays(days)) : null;
}

/** The week days that occur in the range (all seven from a week on); all while the range is incomplete. */
export function weekDaysInRange(from: string | null | undefined, to: string | null | undefined): ReadonlySet<number> {
  const range = validRange(from, to);
  if (!range) return new Set(ALL_DAYS);
  return new Set(datesInRange(range.from, range.to, ALL_DAYS).map((d) => new Date(`${d}T00:00:00Z`).getUTCDay()));
}

const weekDay = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

export interface DayRange {
  from: string | null | undefined;
  to: string | null | undefined;
  days: DaysValue;
}

/**
 * The week days ticked after the range changed (docs/decisions.md "A new user's first steps"): a one-day range ticks
 * its own week day; leaving a one-day range for a longer one unticks it, so no day the user did not choose makes
 * activities; a longer range changing keeps the ticked days it still holds.
 */
export function daysForRange(previous: DayRange, from: string | null | undefined, to: string | null | undefined): number[] {
  const range = validRange(from, to);
  if (range && range.from === range.to) return [weekDay(range.from)];
  const before = validRange(previous.from, previous.to);
  if (before && before.from === before.to) return [];
  const available = weekDaysInRange(from, to);
  return toDays(previous.days).filter((d) => available.has(d));
}

/** „zajęcia” after a number: 1 and 2–4 (not 12–14) take „zajęcia”, the rest „zajęć”. */
export function activitiesCount(n: number) {
  const few = n === 1 || (n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14));
  return `${n} ${few ? 'zajęcia' : 'zajęć'}`;
}

/** „Zostanie utworzonych 10 zajęć” / „Zostaną utworzone 2 zajęcia” / „Zostaną utworzone jedne zajęcia”. */
export function willCreate(n: number) {
  if (n === 1) return 'Zostaną utworzone jedne zajęcia';
  const few = n === 1 || (n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14));
  return `${few ? 'Zostaną utworzone' : 'Zostanie utworzonych'} ${activitiesCount(n)}`;
}

/** ` (07.12.2026 (Pn) – 28.12.2026 (Pn))` for several dates, ` (07.12.2026 (Pn))` for one, nothing for none. */
export function plannedSpan(dates: readonly string[]) {
  if (dates.length === 0) return '';
  if (dates.length === 1) return ` (${formatDate(dates[0])})`;
  return ` (${formatDate(dates[0])} – ${formatDate(dates[dates.length - 1])})`;
}
