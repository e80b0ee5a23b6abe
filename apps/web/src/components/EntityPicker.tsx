import { useState } from 'react';
import { Autocomplete, CircularProgress, TextField } from '@mui/material';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { msg } from '@sportdesk/contract';
import { useDebouncedValue } from './useDebouncedValue';

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

const defaultOptionId = (option: unknown) => (option as { id: string | number }).id;

/** An async Autocomplete: server-side search, 'Ładowanie…' while loading, 'Brak wyników' when empty. */
export function EntityPicker<T>({
  label,
  value,
  onChange,
  fetchOptions,
  queryKey,
  getOptionLabel,
  getOptionId = defaultOptionId,
  error,
  helperText,
  required,
  disabled,
  name,
}: EntityPickerProps<T>) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim());
  const options = useQuery({
    queryKey: [...queryKey, search],
    queryFn: () => fetchOptions(search),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const loading = open && (options.isFetching || search !== text.trim());

  return (
    <Autocomplete
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={value}
      onChange={(_, next) => onChange(next)}
      inputValue={text}
      onInputChange={(_, next) => setText(next)}
      options={options.data ?? []}
      filterOptions={(all) => all}
      getOptionLabel={getOptionLabel}
      isOptionEqualToValue={(a, b) => getOptionId(a) === getOptionId(b)}
      getOptionKey={getOptionId}
      loading={loading}
      loadingText="Ładowanie…"
      noOptionsText={msg.noResults}
      disabled={disabled}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          required={required}
          error={error}
          helperText={helperText}
          slotProps={{
            input: {
              ...params.InputProps,
              endAdornment: (
                <>
                  {loading && <CircularProgress color="inherit" size={18} />}
                  {params.InputProps.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
