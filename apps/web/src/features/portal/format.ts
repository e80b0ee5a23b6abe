import dayjs from 'dayjs';
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

/** "piątek, 27 listopada 2026" */
export const longDate = (date: string) => dayjs(date).format('dddd, D MMMM YYYY');
/** The first letter capitalised (a date opening a sentence): "Piątek, 27 listopada 2026". */
export const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** "pt. 27.11" */
export const shortDate = (date: string) => dayjs(date).format('dd D.MM');

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
  const d = dayjs(date);
  const shift = (d.day() + 6) % 7;
  return d.subtract(shift, 'day').format('YYYY-MM-DD');
}

export const addDays = (date: string, days: number) => dayjs(date).add(days, 'day').format('YYYY-MM-DD');
