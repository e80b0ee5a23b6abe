import type { SelectOption } from '../form';

/** `date` checks yyyy-mm-dd and `hour` checks 00:00 (spec part 1 §5); `number` accepts digits only. */
export type FilterFieldType = 'text' | 'number' | 'date' | 'hour' | 'select';

export interface FilterField<F extends string = string> {
  name: F;
  label: string;
  type?: FilterFieldType;
  /** For `select`. */
  options?: readonly SelectOption[];
  /** Width in px on wide screens (default 200). */
  width?: number;
}

export type FilterValues<F extends string = string> = Record<F, string>;
