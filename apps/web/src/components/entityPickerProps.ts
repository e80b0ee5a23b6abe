import type { QueryKey } from '@tanstack/react-query';

/**
 * The props of EntityPicker, in a file of their own: EntityAutocomplete (loaded after the first paint by
 * EntityPicker) takes the same ones and does not import the module that loads it.
 */
export interface EntityPickerProps<T> {
  label: string;
  value: T | null;
  onChange: (value: T | null) => void;
  /** Loads options for the typed text (called 300 ms after typing stops). */
  fetchOptions: (text: string) => Promise<readonly T[]>;
  /** Cache key prefix of the fetched options, e.g. `['users', 'picker']`. */
  queryKey: QueryKey;
  getOptionLabel: (option: T) => string;
  getOptionId?: (option: T) => string | number;
  error?: boolean;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  name?: string;
}
