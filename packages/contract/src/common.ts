import { z } from 'zod';
import { msg } from './messages';

/** PostgreSQL `integer` (int4): ids, counts and the integer-grosze money columns. */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;
/** The largest amount in PLN an integer-grosze column holds: 21 474 836,47 zł. */
export const MONEY_MAX = Math.floor(INT4_MAX) / 100;

import { isStorableText } from './text';

export { isStorableText };

/**
 * How deep a JSON document may nest (objects and arrays, the outermost one is level 1). Every request body is
 * checked on its raw text before it is parsed (apps/api `lib/json-body.ts`), and so is JSON that arrives inside a
 * string (a page body): the walks after it (the NUL guard, zod, the page block checks) recurse, and a few
 * thousand levels ended them in a stack overflow (a 500).
 */
export const JSON_MAX_DEPTH = 32;

/**
 * True when the JSON text nests objects/arrays deeper than `max`. One linear pass over the characters,
 * brackets inside strings (and escaped quotes) ignored; it stops at the first level past `max`. It does not
 * validate the text: the parser does that afterwards.
 */
export function jsonNestsDeeperThan(text: string, max: number = JSON_MAX_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (++depth > max) return true;
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) depth--;
  }
  return false;
}

/** Every string (and key) inside a JSON value is storable text (page blocks, free-form settings). */
export const isStorableJson = (value: unknown): boolean => {
  if (typeof value === 'string') return isStorableText(value);
  if (Array.isArray(value)) return value.every(isStorableJson);
  if (value && typeof value === 'object')
    return Object.entries(value).every(([key, item]) => isStorableText(key) && isStorableJson(item));
  return true;
};

/**
 * Any text of the API: at most `max` characters (the column's length) and storable. Every text field is
 * built on it, so a NUL, a lone surrogate or an over-long value is a 400 on its field, never a 500.
 */
export const boundedText = (max: number, message: string = msg.required) =>
  z.string({ error: message }).refine(isStorableText, msg.invalidCharacters).max(max, msg.tooLong);

/** A required text field: missing, not a string or blank all read 'Pole Wymagane'; `max` is the column's length. */
export const requiredText = (max: number, message: string = msg.required) =>
  z.string({ error: message }).trim().min(1, message).max(max, msg.tooLong).refine(isStorableText, msg.invalidCharacters);

/** Optional text: '' and null clear the field (null), missing leaves it; `max` is the column's length. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, msg.tooLong)
    .refine(isStorableText, msg.invalidCharacters)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v === '' || v === null ? null : v));

const INT_TEXT = /^[-+]?\d+$/;
const DECIMAL_TEXT = /^[-+]?\d+([.,]\d+)?$/;
const numberError = (issue: { input?: unknown }) => (issue.input == null ? msg.required : msg.mustBeNumber);

/** A number as sent in JSON or a form: a number, or a text matching `pattern`; `true`, `[1]`, `" "`, `"0x1A"` are refused. */
const numberFrom = (pattern: RegExp) =>
  z.union([z.number(), z.string(), z.null()], { error: numberError }).transform((v, ctx) => {
    if (typeof v === 'number') return v;
    const text = (v ?? '').trim();
    if (!pattern.test(text)) {
      ctx.addIssue({ code: 'custom', message: text === '' ? msg.required : msg.mustBeNumber });
      return z.NEVER;
    }
    return Number(text.replace(',', '.'));
  });
/**
 * Like `numberFrom`, for an optional value: `null` (or a missing key) means "no value". A blank text ('', '   ')
 * is not a number and not "no value" either: it is refused like any other text that is not a number,
 * so a form that means "none" sends null (the web's number and money fields hold null when empty).
 */
const optionalNumberFrom = (pattern: RegExp) =>
  z.union([z.number(), z.string()], { error: numberError }).transform((v, ctx): number | null => {
    if (typeof v === 'number') return v;
    const text = v.trim();
    if (!pattern.test(text)) {
      ctx.addIssue({ code: 'custom', message: msg.mustBeNumber });
      return z.NEVER;
    }
    return Number(text.replace(',', '.'));
  });

export interface NumberRange {
  min?: number;
  max?: number;
  minMessage?: string;
  maxMessage?: string;
}
const intChecks = (r: NumberRange) =>
  z
    .number()
    .int(msg.mustBeNumber)
    .min(Math.max(r.min ?? INT4_MIN, INT4_MIN), r.minMessage ?? msg.numberOutOfRange)
    .max(Math.min(r.max ?? INT4_MAX, INT4_MAX), r.maxMessage ?? msg.greaterThanMax);
const twoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;
const moneyChecks = (r: NumberRange) =>
  z
    .number()
    .min(r.min ?? 0, r.minMessage ?? msg.minValue0)
    .max(Math.min(r.max ?? MONEY_MAX, MONEY_MAX), r.maxMessage ?? msg.greaterThanMax)
    .refine(twoDecimals, msg.moneyTwoDecimals);

/** An integer (a count, a size): a number or a text of digits, within int4 (narrowed by `range`). */
export const intField = (range: NumberRange = {}) => numberFrom(INT_TEXT).pipe(intChecks(range));
/** An optional integer: null or missing mean no value; a blank text is refused (not a number). */
export const optionalIntField = (range: NumberRange = {}) =>
  optionalNumberFrom(INT_TEXT).pipe(intChecks(range).nullable()).nullish();
/** An id: a positive int4. */
export const idField = (message: string = msg.required) => numberFrom(INT_TEXT).pipe(intChecks({ min: 1, minMessage: message }));
export const optionalIdField = () =>
  optionalNumberFrom(INT_TEXT)
    .pipe(intChecks({ min: 1 }).nullable())
    .nullish();
/**
 * An optional id picked in a select whose empty option ('Brak') has the value '': exactly '' means none
 * (null), like null itself; any other text must be an id. Only for choices, never for a typed number.
 */
export const optionalSelectedIdField = () => z.preprocess((v) => (v === '' ? null : v), optionalIdField());

/**
 * Money in PLN: a number or a decimal text ("12,50"), at most two decimals, 0 … 21 474 836,47 (what an
 * integer-grosze column holds; `range` narrows it).
 */
export const moneyField = (range: NumberRange = {}) => numberFrom(DECIMAL_TEXT).pipe(moneyChecks(range));
/** Optional money: null or missing mean no amount; a blank text is refused (not a number). */
export const optionalMoneyField = (range: NumberRange = {}) =>
  optionalNumberFrom(DECIMAL_TEXT).pipe(moneyChecks(range).nullable()).nullish();

const blankToUndefined = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v;
const queryNumber = (pattern: RegExp) => (v: unknown) => {
  const value = blankToUndefined(v);
  if (typeof value !== 'string') return value;
  return pattern.test(value.trim()) ? Number(value.trim().replace(',', '.')) : value;
};

const queryIntChecks = (range: NumberRange) =>
  z.number({ error: msg.mustBeNumber }).pipe(intChecks({ maxMessage: msg.numberOutOfRange, ...range }));
/** Query-string integer (ids, filters): only digits, within int4 (narrowed by `range`); blank means no filter. */
export const queryInt = (range: NumberRange = {}) => z.preprocess(queryNumber(INT_TEXT), queryIntChecks(range).optional());
/** Query-string integer with a default for a missing or blank value (page, limit). */
export const queryIntOr = (fallback: number, range: NumberRange = {}) =>
  z.preprocess(queryNumber(INT_TEXT), queryIntChecks(range).default(fallback));

/** Query-string amount in PLN (a price filter): digits with up to two decimals, within the money range. */
export const queryMoney = (fallback: number) =>
  z.preprocess(
    queryNumber(DECIMAL_TEXT),
    z
      .number({ error: msg.mustBeNumber })
      .pipe(moneyChecks({ maxMessage: msg.numberOutOfRange }))
      .default(fallback),
  );

export const queryBool = () =>
  z.preprocess((v) => {
    if (v === '' || v === undefined || v === null) return undefined;
    if (v === 'true' || v === '1' || v === true) return true;
    if (v === 'false' || v === '0' || v === false) return false;
    return v;
  }, z.boolean());

/** Query-string text filter: blank means no filter; at most `max` characters, storable. */
export const queryText = (max = 255) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().trim().max(max, msg.tooLong).refine(isStorableText, msg.invalidCharacters).optional(),
  );

/** Filter date: exactly 10 characters, yyyy-mm-dd (docs/spec/part-1.md §5). */
export const dateFilter = () =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .length(10, msg.dateFormat)
      .regex(/^\d{4}-\d{2}-\d{2}$/, msg.dateFormat)
      .optional(),
  );

/** Filter hour: exactly 5 characters, 00:00 (docs/spec/part-1.md §5). */
export const hourFilter = () =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .length(5, msg.hourFormat)
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, msg.hourFormat)
      .optional(),
  );

export const orderDir = z.enum(['asc', 'desc']);

/** `page` starts at 0; `limit` defaults per list (docs/spec/part-1.md §9, docs/spec/part-2.md §9). */
export const pagingQuery = (defaultLimit: number) =>
  z.object({
    page: queryIntOr(0, { min: 0, minMessage: msg.minValue0 }),
    limit: queryIntOr(defaultLimit, { min: 1, max: 1000, minMessage: msg.minValue1 }),
  });

/**
 * `total_capped`: the list stopped counting at `total` (very large lists, e.g. activities over all
 * dates); there are more rows than that.
 */
export const listReply = <T extends z.ZodType>(row: T) =>
  z.object({ rows: z.array(row), total: z.number(), total_capped: z.boolean().optional() });

export type ListReply<T> = { rows: T[]; total: number; total_capped?: boolean };

/** `:id` of a route: a positive int4 (a larger one is a 400, not a database error). */
export const idParam = z.object({ id: idField() });

export const timestamp = z.string();
