import { TextField } from '@mui/material';
import type { QueryKey } from '@tanstack/react-query';
import { afterFirstPaint, useDeferredModule, useFieldBeforeModule } from '../lib/afterFirstPaint';

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

const autocompleteModule = afterFirstPaint(() => import('./EntityAutocomplete'));

/**
 * A field choosing one record searched on the server (EntityAutocomplete: MUI's Autocomplete and Popper, fetched
 * after the first paint, so a filter row or a form shows without them). Until it arrives a plain field of the same
 * size shows the chosen record and takes typing; the text and the focus carry over.
 */
export function EntityPicker<T>(props: EntityPickerProps<T>) {
  const loaded = useDeferredModule(autocompleteModule);
  const { draft, setDraft, focused, handlers } = useFieldBeforeModule(autocompleteModule);
  if (loaded) return <loaded.EntityAutocomplete {...props} initialText={draft} autoFocus={focused} />;
  const { label, value, getOptionLabel, error, helperText, required, disabled, name } = props;
  return (
    <TextField
      name={name}
      label={label}
      value={value === null ? draft : getOptionLabel(value)}
      onChange={(event) => value === null && setDraft(event.target.value)}
      {...handlers}
      error={error}
      helperText={helperText}
      required={required}
      disabled={disabled}
      fullWidth
    />
  );
}
