import type { ComponentType } from 'react';
import type { SelectOption } from '../form';

/**
 * `date` is typed as dd.mm.rrrr and kept as yyyy-mm-dd in the address (docs/spec/part-1.md §5), `hour` checks gg:mm;
 * `number` accepts digits only; `picker` is a control of the screen's own (`picker`, e.g. a venue searched on the
 * server) whose value is a string.
 */
export type FilterFieldType = 'text' | 'number' | 'date' | 'hour' | 'select' | 'picker';

/** What a `picker` filter field gets: the value as it stands in the address ('' for none). */
export interface FilterPickerProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}

export interface FilterField<F extends string = string> {
  name: F;
  label: string;
  type?: FilterFieldType;
  /** For `select`. */
  options?: readonly SelectOption[];
  /** For `picker`. */
  picker?: ComponentType<FilterPickerProps>;
  /** Width in px on wide screens (default 200). */
  width?: number;
}

export type FilterValues<F extends string = string> = Record<F, string>;
