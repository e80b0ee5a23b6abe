import { useState } from 'react';
import { Autocomplete, Chip, TextField } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { msg } from '@sportdesk/contract';
import { useDebouncedValue } from './useDebouncedValue';
import { loadingAdornment } from './loadingAdornment';

export interface PickedEntity {
  id: number;
  label: string;
}

export interface MultiEntityPickerProps {
  label: string;
  value: readonly PickedEntity[];
  onChange: (value: PickedEntity[]) => void;
  /** Server-side search for the typed text (debounced 300 ms; only while the list is open). */
  search: (text: string) => Promise<PickedEntity[]>;
  queryKey: readonly unknown[];
  error?: boolean;
  helperText?: string;
  name?: string;
}

/** A multi-choice picker over a server-side search: chips for the chosen, 'Brak wyników' when nothing matches. */
export function MultiEntityPicker({ label, value, onChange, search, queryKey, error, helperText, name }: MultiEntityPickerProps) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const debounced = useDebouncedValue(text.trim());
  const options = useQuery({
    queryKey: [...queryKey, 'search', debounced],
    queryFn: () => search(debounced),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const loading = open && (options.isFetching || debounced !== text.trim());
  return (
    <Autocomplete
      multiple
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={[...value]}
      onChange={(_, next) => onChange(next)}
      inputValue={text}
      onInputChange={(_, next, reason) => reason !== 'reset' && setText(next)}
      options={options.data ?? []}
      filterOptions={(all) => all}
      filterSelectedOptions
      getOptionLabel={(o) => o.label}
      getOptionKey={(o) => o.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={loading}
      loadingText="Ładowanie…"
      noOptionsText={msg.noResults}
      renderValue={(items, getItemProps) =>
        items.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={option.label} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
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
