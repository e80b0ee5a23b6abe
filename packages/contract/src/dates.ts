/**
 * Dates as a Polish reader reads them: `dd.mm.rrrr`, times `gg:mm` (docs/decisions.md "What a new user reads: words,
 * labels, dates, numbers"). The API carries `YYYY-MM-DD` and the address keeps it; everything a person reads goes
 * through these. Plain string work, no `Intl`: the lists show dates in their first render.
 */

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** `2026-11-20` (or a timestamp's date part) → `20.11.2026`; anything else as it is. */
export const plDate = (isoDay: string | null | undefined): string => {
  if (!isoDay) return '';
  const m = ISO_DAY.exec(isoDay);
  return m ? `${m[3]}.${m[2]}.${m[1]}` : isoDay;
};

/** A wall-clock date and time (an activity's): `20.11.2026 17:00`. */
export const plDateTime = (isoDay: string, time: string | null | undefined): string =>
  time ? `${plDate(isoDay)} ${time.slice(0, 5)}` : plDate(isoDay);

/** Every ISO day inside a text (a message written before this rule) as `dd.mm.rrrr`. */
export const plDatesInText = (text: string): string =>
  text.replace(/\b(\d{4})-(\d{2})-(\d{2})\b/g, (_, y: string, m: string, d: string) => `${d}.${m}.${y}`);

/** The placeholder of a typed date and time. */
export const PL_DATE_PLACEHOLDER = 'dd.mm.rrrr';
export const PL_TIME_PLACEHOLDER = 'gg:mm';

/**
 * A typed date → `YYYY-MM-DD`: `20.11.2026`, `1.2.2026`, `20-11-2026`, `20/11/2026` (four-digit years only)
 * and the ISO form itself are read; an empty text stays empty; anything else (or a day that does not exist) is
 * `null`.
 */
export const isoDateFromPl = (text: string): string | null => {
  const t = text.trim();
  if (t === '') return '';
  let y: number, mo: number, d: number;
  const pl = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(t);
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t);
  if (pl) [d, mo, y] = [Number(pl[1]), Number(pl[2]), Number(pl[3])];
  else if (iso) [y, mo, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else return null;
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return `${String(y).padStart(4, '0')}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
};
