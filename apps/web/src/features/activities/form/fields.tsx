import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel } from '@mui/material';
import type { ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { WEEK_DAY_LABELS } from '@sportdesk/contract';
import type { SectionProps } from './types';

/** Week-day checkboxes Nd Pn Wt Śr Czw Pt Sob (0 = Sunday): an activity's `days`, a template's `week_days`. */
export function DaysField<TOut>({
  control,
  name,
  required = true,
  available,
  children,
}: SectionProps<TOut> & {
  name: 'days' | 'week_days';
  required?: boolean;
  /** The week days that can be ticked (those a create's range holds); all when not given. */
  available?: ReadonlySet<number>;
  /** Shown under the boxes (the create's count of activities). */
  children?: ReactNode;
}) {
  const { field, fieldState } = useController({ control, name });
  const days = field.value ?? [];
  return (
    <FormControl error={Boolean(fieldState.error)} component="fieldset" required={required}>
      <FormLabel component="legend">Dni tygodnia</FormLabel>
      <FormGroup row>
        {WEEK_DAY_LABELS.map((label, day) => (
          <FormControlLabel
            key={label}
            label={label}
            control={
              <Checkbox
                checked={days.includes(day)}
                disabled={available !== undefined && !available.has(day) && !days.includes(day)}
                onChange={(_, on) => field.onChange(on ? [...days, day].sort() : days.filter((d) => d !== day))}
              />
            }
          />
        ))}
      </FormGroup>
      {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
      {children}
    </FormControl>
  );
}
