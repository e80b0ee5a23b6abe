import { z } from 'zod';
import { dateFilter, hourFilter, msg } from '@sportdesk/contract';
import type { FilterField, FilterFieldType } from './types';

const digitsOnly = () => z.string().trim().regex(/^\d*$/, msg.mustBeNumber);

const schemaByType: Record<FilterFieldType, () => z.ZodType<string | undefined, unknown>> = {
  text: () => z.string().trim(),
  select: () => z.string(),
  picker: () => z.string(),
  number: digitsOnly,
  date: dateFilter,
  hour: hourFilter,
};

/**
 * The zod schema validating a FilterBar's values, built from its fields with the contract's rules. The FilterBar imports
 * this module lazily: zod stays out of the list screens' first download.
 */
export const filterSchema = (fields: readonly FilterField[]) =>
  z.object(Object.fromEntries(fields.map((field) => [field.name, schemaByType[field.type ?? 'text']()])));
