/**
 * The activity list's orders and defaults, and the Warsaw calendar day they start from: no schemas here, so the list
 * screen loads no zod (the list query's schema is in activities.ts).
 */

/**
 * Formatters made once: building an `Intl.DateTimeFormat` with a time zone costs ~70 µs (each
 * `toLocaleString(…, { timeZone })` builds one), formatting with a built one ~2 µs.
 */
let warsawDayFormat: Intl.DateTimeFormat | undefined;
let warsawClockFormat: Intl.DateTimeFormat | undefined;

/** Today's date in Europe/Warsaw as YYYY-MM-DD (or `now`'s). */
export const warsawToday = (now: Date = new Date()) =>
  (warsawDayFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Warsaw',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })).format(now);

/** The wall clock in Europe/Warsaw as `YYYY-MM-DD HH:MM:SS`. */
export const warsawDateTime = (now: Date = new Date()) =>
  (warsawClockFormat ??= new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Warsaw',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  })).format(now);

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
 * List defaults (spec §7, §9 and part 1 §9): price 0–500, from today, date ascending, 25 per page. "Today" is the
 * Europe/Warsaw calendar day (`warsawToday`), as activity dates are: the spec's "today (UTC)" would list
 * yesterday's activities between midnight and 01:00/02:00 Warsaw time (docs/decisions.md).
 */
export const ACTIVITY_LIST_DEFAULTS = { price_greater: 0, price_less: 500, limit: 25, order: 'date', order_dir: 'asc' } as const;
/** The activity list counts up to this many rows; beyond it the pager says „z ponad 10 000”. */
export const ACTIVITY_LIST_COUNT_CAP = 10_000;
