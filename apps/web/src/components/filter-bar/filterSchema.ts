import { z } from 'zod';
import { hourFilter, isoDateFromPl, msg } from '@sportdesk/contract';
import type { FilterField, FilterFieldType } from './types';

const digitsOnly = () => z.string().trim().regex(/^\d*$/, msg.mustBeNumber);

/** A date typed as `dd.mm.rrrr` (or `YYYY-MM-DD`), passed on as `YYYY-MM-DD` for the address and the API. */
const plDateFilter = () =>
  z.string().transform((text, ctx) => {
    const iso = isoDateFromPl(text);
    if (iso === null) {
      ctx.addIssue({ code: 'custom', message: msg.plDateFormat });
      return z.NEVER;
    }
    return iso || undefined;
  });

const schemaByType: Record<FilterFieldType, () => z.ZodType<string | undefined, unknown>> = {
  text: () => z.string().trim(),
  select: () => z.string(),
  picker: () => z.string(),
  number: digitsOnly,
  date: plDateFilter,
  hour: hourFilter,
};

/**
 * The zod schema validating a FilterBar's values, built from its fields with the contract's rules. The FilterBar imports
 * this module lazily: zod stays out of the list screens' first download.
 */
export const filterSchema = (fields: readonly FilterField[]) =>
  z.object(Object.fromEntries(fields.map((field) => [field.name, schemaByType[field.type ?? 'text']()])));
