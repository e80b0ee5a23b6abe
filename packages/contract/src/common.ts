import { z } from 'zod';
import { msg } from './messages';

/** Page sizes of spec part 1 §9 / part 2 §9. */
export const PAGE_SIZES = {
  generic: [25, 50, 100],
  small: [5, 10, 25],
} as const;

/** A required text field: missing, not a string or blank all read 'Pole Wymagane'. */
export const requiredText = (message: string = msg.required) => z.string({ error: message }).trim().min(1, message);

export const optionalText = () =>
  z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v === undefined ? undefined : v === '' || v === null ? null : v));

/** Query-string integer (ids, page, limit) that tolerates an empty value. */
export const queryInt = () =>
  z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? undefined : v),
    z.coerce.number({ error: msg.mustBeNumber }).int(msg.mustBeNumber),
  );

export const queryBool = () =>
  z.preprocess((v) => {
    if (v === '' || v === undefined || v === null) return undefined;
    if (v === 'true' || v === '1' || v === true) return true;
    if (v === 'false' || v === '0' || v === false) return false;
    return v;
  }, z.boolean());

export const queryText = () =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().trim().optional());

/** Filter date: exactly 10 characters, yyyy-mm-dd (spec part 1 §5). */
export const dateFilter = () =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .length(10, msg.dateFormat)
      .regex(/^\d{4}-\d{2}-\d{2}$/, msg.dateFormat)
      .optional(),
  );

/** Filter hour: exactly 5 characters, 00:00 (spec part 1 §5). */
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

/** `page` starts at 0; `limit` defaults per list (spec §9). */
export const pagingQuery = (defaultLimit: number) =>
  z.object({
    page: queryInt().pipe(z.number().min(0)).optional().default(0),
    limit: queryInt().pipe(z.number().min(1).max(1000)).optional().default(defaultLimit),
  });

/**
 * `total_capped`: the list stopped counting at `total` (very large lists, e.g. activities over all
 * dates); there are more rows than that.
 */
export const listReply = <T extends z.ZodType>(row: T) =>
  z.object({ rows: z.array(row), total: z.number(), total_capped: z.boolean().optional() });

export type ListReply<T> = { rows: T[]; total: number; total_capped?: boolean };

export const idParam = z.object({ id: z.coerce.number().int().positive() });

export const timestamp = z.string();
