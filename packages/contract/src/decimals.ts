/**
 * A decimal number as a person types it in Poland: `52,2155` and `52.2155` alike, `-21,0122`, `1 500` (spaces between
 * thousands), a Unicode minus. The one rule every number field uses (docs/decisions.md "What a new user reads:
 * words, labels, dates, numbers"). Answers `null` for an empty text and `NaN` for text that is not a number, so a
 * schema refuses it instead of guessing; `1.234,5` (both marks) is not guessed either.
 */
export const parseDecimal = (text: string): number | null => {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(/^\u2212/, '-');
  if (compact === '') return null;
  if (!/^[-+]?(\d+([.,]\d*)?|[.,]\d+)$/.test(compact)) return Number.NaN;
  return Number(compact.replace(',', '.'));
};

/** A number as a decimal field shows it: `52,2155`; `null` is an empty field. */
export const formatDecimalInput = (value: number | null | undefined): string =>
  value === null || value === undefined || !Number.isFinite(value) ? '' : String(value).replace('.', ',');

/** For a zod `z.preprocess`: a typed text becomes its number (comma or dot), anything else passes as it is. */
export const decimalInput = (value: number | string | null | undefined): unknown => {
  if (typeof value !== 'string') return value;
  const parsed = parseDecimal(value);
  return parsed === null ? null : parsed;
};
