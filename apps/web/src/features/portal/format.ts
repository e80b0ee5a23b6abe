import {
  ACTIVITY_GENDER_LABELS,
  ACTIVITY_LEVEL_LABELS,
  BASKET_PAYMENT_METHODS,
  PAYMENT_FLAG_LABELS,
  PAYMENT_METHOD_LABELS,
  formatPln,
  type PaymentFlag,
  type PortalActivity,
} from '@sportdesk/contract';

/*
 * Dates of the portal's pages without dayjs (an activity page and the home page load no date library): the dates
 * are calendar days (`YYYY-MM-DD`), written with the Polish names dayjs's `pl` locale gives them (held to it by
 * portal.test.ts).
 */
const WEEKDAYS = ['niedziela', 'poniedziałek', 'wtorek', 'środa', 'czwartek', 'piątek', 'sobota'];
const WEEKDAYS_MIN = ['Nd', 'Pn', 'Wt', 'Śr', 'Cz', 'Pt', 'So'];
/** The month after a day number: "27 listopada". */
const MONTHS_OF = [
  'stycznia',
  'lutego',
  'marca',
  'kwietnia',
  'maja',
  'czerwca',
  'lipca',
  'sierpnia',
  'września',
  'października',
  'listopada',
  'grudnia',
];
const INVALID = 'Invalid Date';

/** A calendar day as UTC midnight (no time zone can move it), or null for anything but `YYYY-MM-DD…`. */
function calendarDay(date: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) return null;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(day.getTime()) ? null : day;
}
const isoDay = (day: Date) => day.toISOString().slice(0, 10);
const plusDays = (day: Date, days: number) => new Date(day.getTime() + days * 86_400_000);

/** "piątek, 27 listopada 2026" */
export function longDate(date: string) {
  const day = calendarDay(date);
  if (!day) return INVALID;
  return `${WEEKDAYS[day.getUTCDay()]}, ${day.getUTCDate()} ${MONTHS_OF[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}
/** The first letter capitalised (a date opening a sentence): "Piątek, 27 listopada 2026". */
export const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** "Pt 27.11" */
export function shortDate(date: string) {
  const day = calendarDay(date);
  if (!day) return INVALID;
  return `${WEEKDAYS_MIN[day.getUTCDay()]} ${day.getUTCDate()}.${String(day.getUTCMonth() + 1).padStart(2, '0')}`;
}

export const timeRange = (a: Pick<PortalActivity, 'start_at' | 'stop_at'>) => `${a.start_at}–${a.stop_at}`;

export const priceText = (price: number) => (price === 0 ? 'Bezpłatne' : formatPln(price));

export const levelText = (lv: PortalActivity['lv']) => (lv ? ACTIVITY_LEVEL_LABELS[lv] : ACTIVITY_LEVEL_LABELS.free);
export const genderText = (gender: PortalActivity['gender']) => ACTIVITY_GENDER_LABELS[gender];
export const ageText = (a: Pick<PortalActivity, 'min_age' | 'max_age'>) => `${a.min_age}–${a.max_age} lat`;
const METHOD_OF_FLAG = new Map(Object.entries(BASKET_PAYMENT_METHODS).map(([method, flag]) => [flag as string, method]));
/** A player reads how they will pay, in the basket's words ("Konto główne (prepaid)"), not the admin switch's. */
export function paymentText(flag: string) {
  const method = METHOD_OF_FLAG.get(flag);
  if (method) return PAYMENT_METHOD_LABELS[method as keyof typeof PAYMENT_METHOD_LABELS];
  return PAYMENT_FLAG_LABELS[flag as PaymentFlag] ?? flag;
}

/** "5 wolnych miejsc", "1 wolne miejsce", "Brak wolnych miejsc" (Polish plural forms). */
export function freeSpotsText(free: number) {
  if (free <= 0) return 'Brak wolnych miejsc';
  const last = free % 10;
  const lastTwo = free % 100;
  if (free === 1) return '1 wolne miejsce';
  if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return `${free} wolne miejsca`;
  return `${free} wolnych miejsc`;
}

/** "3 osoby na liście rezerwowej" */
export function reserveText(count: number) {
  if (count === 1) return '1 osoba na liście rezerwowej';
  const last = count % 10;
  const lastTwo = count % 100;
  const word = last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14) ? 'osoby' : 'osób';
  return `${count} ${word} na liście rezerwowej`;
}

export const locationLine = (l: PortalActivity['location']) =>
  [l.street, [l.post_code, l.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');

/** The Monday (YYYY-MM-DD) of the week holding `date`. */
export function mondayOf(date: string) {
  const day = calendarDay(date);
  return day ? isoDay(plusDays(day, -((day.getUTCDay() + 6) % 7))) : INVALID;
}

export function addDays(date: string, days: number) {
  const day = calendarDay(date);
  return day ? isoDay(plusDays(day, days)) : INVALID;
}
