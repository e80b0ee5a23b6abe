/**
 * The activity list's orders and defaults, and the Warsaw calendar day they start from: no schemas here, so the list
 * screen loads no zod (the list query's schema is in activities.ts).
 */

/**
 * Warsaw's clock without `Intl`: a page's first `Intl` call loads ICU's data, 50–160 ms of the main thread on a slow
 * machine, and the activity list needs today's date before its first request (docs/decisions.md, "Browser
 * bundles"). Europe/Warsaw keeps the EU's rule since 1996: UTC+1, and UTC+2 from 01:00 UTC on the last Sunday of
 * March to 01:00 UTC on the last Sunday of October. A test compares both functions with `Intl` hour by hour.
 */
const lastSundayAt1Utc = (year: number, month: number) => {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * 86_400_000;
};

const warsawOffsetMs = (now: Date) => {
  const year = now.getUTCFullYear();
  const time = now.getTime();
  const summer = time >= lastSundayAt1Utc(year, 2) && time < lastSundayAt1Utc(year, 9);
  return (summer ? 2 : 1) * 3_600_000;
};

/** Warsaw's wall clock as `YYYY-MM-DDTHH:MM:SS.sssZ` (the `Z` meaning nothing). */
const warsawIso = (now: Date) => new Date(now.getTime() + warsawOffsetMs(now)).toISOString();

/** Today's date in Europe/Warsaw as YYYY-MM-DD (or `now`'s). */
export const warsawToday = (now: Date = new Date()) => warsawIso(now).slice(0, 10);

/** The wall clock in Europe/Warsaw as `YYYY-MM-DD HH:MM:SS`. */
export const warsawDateTime = (now: Date = new Date()) => warsawIso(now).slice(0, 19).replace('T', ' ');

export const ACTIVITY_ORDERS = [
  'created_at',
  'confirmed',
  'date',
  'price',
  'start_at',
  'canceled',
  'activity_type',
  'hidden',
] as const;
export type ActivityOrder = (typeof ACTIVITY_ORDERS)[number];
export const ACTIVITY_ORDER_LABELS: Record<ActivityOrder, string> = {
  created_at: 'Data utworzenia',
  confirmed: 'Potwierdzone',
  date: 'Data',
  price: 'Cena',
  start_at: 'Godzina rozpoczęcia',
  canceled: 'Odwołane',
  activity_type: 'Typ',
  hidden: 'Ukryte',
};

/**
 * List defaults (docs/spec/part-2.md §7, §9 and docs/spec/part-1.md §9): price 0–500, from today, date ascending, 25
 * per page. "Today" is the Europe/Warsaw calendar day (`warsawToday`), as activity dates are: the spec's "today (UTC)"
 * would list yesterday's activities between midnight and 01:00/02:00 Warsaw time (docs/decisions.md).
 */
export const ACTIVITY_LIST_DEFAULTS = { price_greater: 0, price_less: 500, limit: 25, order: 'date', order_dir: 'asc' } as const;
/** The activity list counts up to this many rows; beyond it the pager says „z ponad 10 000”. */
export const ACTIVITY_LIST_COUNT_CAP = 10_000;
