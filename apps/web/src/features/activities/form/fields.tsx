import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel, TextField } from '@mui/material';
import { useController, type FieldPath } from 'react-hook-form';
import { WEEK_DAY_LABELS } from '@sportdesk/contract';
import { fromLocalInput, toLocalInput } from '../format';
import type { ActivityFormValues, SectionProps } from './types';

type Name = FieldPath<ActivityFormValues>;

/** A `datetime-local` input holding an ISO timestamp. */
export function DateTimeField({
  control,
  name,
  label,
  required,
}: SectionProps & { name: Name; label: string; required?: boolean }) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      type="datetime-local"
      label={label}
      required={required}
      fullWidth
      name={field.name}
      value={toLocalInput(field.value as string | null)}
      onChange={(e) => field.onChange(fromLocalInput(e.target.value))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

/** A plain date or time input (yyyy-mm-dd / HH:mm). */
export function NativeField({
  control,
  name,
  label,
  type,
  required,
  min,
}: SectionProps & { name: Name; label: string; type: 'date' | 'time'; required?: boolean; min?: string }) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      type={type}
      label={label}
      required={required}
      fullWidth
      name={field.name}
      value={(field.value as string | null) ?? ''}
      onChange={(e) => field.onChange(e.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min } }}
    />
  );
}

/** Week-day checkboxes Nd Pn Wt Śr Czw Pt Sob (0 = Sunday). */
export function DaysField({ control }: SectionProps) {
  const { field, fieldState } = useController({ control, name: 'days' });
  const days = (field.value as number[] | undefined) ?? [];
  return (
    <FormControl error={Boolean(fieldState.error)} component="fieldset" required>
      <FormLabel component="legend">Dni tygodnia</FormLabel>
      <FormGroup row>
        {WEEK_DAY_LABELS.map((label, day) => (
          <FormControlLabel
            key={label}
            label={label}
            control={
              <Checkbox
                checked={days.includes(day)}
                onChange={(_, on) => field.onChange(on ? [...days, day].sort() : days.filter((d) => d !== day))}
              />
            }
          />
        ))}
      </FormGroup>
      {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}
