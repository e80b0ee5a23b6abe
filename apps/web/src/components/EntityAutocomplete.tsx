import { useRef, useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { msg } from '@sportdesk/contract';
import { useDebouncedValue } from './useDebouncedValue';
import type { EntityPickerProps } from './entityPickerProps';
import { caretAtEnd } from '../lib/afterFirstPaint';
import { loadingAdornment } from './loadingAdornment';

const defaultOptionId = (option: unknown) => (option as { id: string | number }).id;

/**
 * An async Autocomplete: server-side search, 'Ładowanie…' while loading, 'Brak wyników' when empty. Shown by
 * EntityPicker once it has arrived, with what was typed before (`initialText`, its options open at once).
 */
export function EntityAutocomplete<T>({
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
  initialText = '',
  autoFocus = false,
  initialOpen = false,
}: EntityPickerProps<T> & { initialText?: string; autoFocus?: boolean; initialOpen?: boolean }) {
  const [open, setOpen] = useState(initialText !== '' || initialOpen);
  const [text, setText] = useState(initialText);
  // The Autocomplete empties its text on mount to match the empty value: the carried-over text stays.
  const keepCarriedText = useRef(initialText !== '');
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
      onInputChange={(_, next, reason) => {
        const carried = keepCarriedText.current;
        keepCarriedText.current = false;
        if (!(carried && reason === 'reset')) setText(next);
      }}
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
          autoFocus={autoFocus}
          inputRef={autoFocus ? caretAtEnd : undefined}
          required={required}
          error={error}
          helperText={helperText}
          slotProps={{
            input: {
              ...params.InputProps,
              endAdornment: loadingAdornment(loading, params.InputProps.endAdornment),
            },
          }}
        />
      )}
    />
  );
}
