import { useEffect, useRef, useState } from 'react';
import { Box, Button, Checkbox, FormControlLabel, MenuItem, TextField } from '@mui/material';
import { ACTIVITY_GENDERS, ACTIVITY_LEVELS, type PortalFilterOptions } from '@sportdesk/contract';
import { genderText, levelText } from './format';

const PRICE_DEBOUNCE_MS = 500;

export const FILTER_KEYS = [
  'sport_id',
  'city',
  'location_id',
  'date_from',
  'date_to',
  'lv',
  'gender',
  'price_from',
  'price_to',
  'free_only',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type FilterValues = Partial<Record<FilterKey, string>>;

/** A price box that writes to the URL once typing settles (half a second after the last key). */
function PriceField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
}) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The URL changed elsewhere (cleared filters, back button): show its value.
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  useEffect(() => () => clearTimeout(timer.current), []);
  const change = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onChange(next.trim()), PRICE_DEBOUNCE_MS);
  };
  return (
    <TextField
      label={label}
      value={text}
      onChange={(e) => change(e.target.value)}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      error={Boolean(error)}
      helperText={error}
    />
  );
}

/**
 * The search's filters: sport, city, location (narrowed to the city), dates (native date fields; the week view
 * picks its own dates), level, gender, price and "free spots only". Each change lands in the URL at once.
 */
export function SearchFilters({
  values,
  options,
  onChange,
  onClear,
  showDates,
  errors,
}: {
  values: FilterValues;
  options: PortalFilterOptions | undefined;
  onChange: (changes: FilterValues) => void;
  onClear: () => void;
  showDates: boolean;
  errors: Record<string, string>;
}) {
  const locations = (options?.locations ?? []).filter((l) => !values.city || l.city === values.city);
  const select = (key: FilterKey, label: string, items: { value: string; label: string }[], allLabel: string) => (
    <TextField
      select
      label={label}
      value={values[key] ?? ''}
      onChange={(e) => onChange(key === 'city' ? { city: e.target.value, location_id: '' } : { [key]: e.target.value })}
      error={Boolean(errors[key])}
      helperText={errors[key]}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {items.map((item) => (
        <MenuItem key={item.value} value={item.value}>
          {item.label}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Box
      component="form"
      role="search"
      aria-label="Filtry zajęć"
      onSubmit={(e) => e.preventDefault()}
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        alignItems: 'start',
      }}
    >
      {select(
        'sport_id',
        'Dyscyplina',
        (options?.sports ?? []).map((s) => ({ value: String(s.id), label: s.name })),
        'Wszystkie',
      )}
      {select(
        'city',
        'Miasto',
        (options?.cities ?? []).map((c) => ({ value: c, label: c })),
        'Wszystkie',
      )}
      {select(
        'location_id',
        'Lokalizacja',
        locations.map((l) => ({ value: String(l.id), label: l.name })),
        'Wszystkie',
      )}
      {select(
        'lv',
        'Poziom',
        ACTIVITY_LEVELS.map((lv) => ({ value: lv, label: levelText(lv) })),
        'Każdy',
      )}
      {showDates && (
        <>
          <TextField
            type="date"
            label="Od dnia"
            value={values.date_from ?? ''}
            onChange={(e) => onChange({ date_from: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
            error={Boolean(errors.date_from)}
            helperText={errors.date_from}
          />
          <TextField
            type="date"
            label="Do dnia"
            value={values.date_to ?? ''}
            onChange={(e) => onChange({ date_to: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
            error={Boolean(errors.date_to)}
            helperText={errors.date_to}
          />
        </>
      )}
      {select(
        'gender',
        'Dla kogo',
        ACTIVITY_GENDERS.map((g) => ({ value: g, label: genderText(g) })),
        'Wszyscy',
      )}
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: '1fr 1fr' }}>
        <PriceField
          label="Cena od (zł)"
          value={values.price_from ?? ''}
          onChange={(v) => onChange({ price_from: v })}
          error={errors.price_from}
        />
        <PriceField
          label="Cena do (zł)"
          value={values.price_to ?? ''}
          onChange={(v) => onChange({ price_to: v })}
          error={errors.price_to}
        />
      </Box>
      <FormControlLabel
        control={
          <Checkbox
            checked={values.free_only === 'true'}
            onChange={(e) => onChange({ free_only: e.target.checked ? 'true' : '' })}
          />
        }
        label="Tylko z wolnymi miejscami"
      />
      <Box>
        <Button onClick={onClear}>Wyczyść filtry</Button>
      </Box>
    </Box>
  );
}
