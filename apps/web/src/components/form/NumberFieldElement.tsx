import { useState } from 'react';
import { TextField, type TextFieldProps } from '@mui/material';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import { formatDecimalInput, msg, parseDecimal } from '@sportdesk/contract';
import type { ControlledFieldProps } from './controlledFieldProps';

type Props<T extends FieldValues, N extends FieldPath<T>, TOut> = ControlledFieldProps<T, N, TOut> &
  Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'defaultValue' | 'error' | 'type'> & {
    /** Kept for the callers' sake: the schema holds the range, the field takes any typed number. */
    min?: number;
    max?: number;
    /** `1` (a whole number) opens the phone's digit keyboard; anything else the decimal one. */
    step?: number | 'any';
  };

/**
 * A number typed as text (docs/decisions.md "What a new user reads: words, labels, dates, numbers"): `52,2155` and
 * `52.2155` both hold 52.2155, an empty field `null`; text that is not a number holds NaN, so the schema refuses the
 * form instead of guessing. The browser's `type="number"` refused the decimal comma.
 */
export function NumberFieldElement<T extends FieldValues, N extends FieldPath<T>, TOut = T>({
  name,
  control,
  rules,
  helperText,
  min: _min,
  max: _max,
  step,
  slotProps,
  ...props
}: Props<T, N, TOut>) {
  const { field, fieldState } = useController({ name, control, rules });
  const [text, setText] = useState(() => formatDecimalInput(field.value));
  const parsed = parseDecimal(text);
  // The form's value changed from outside (reset, another field): show it instead of the stale text.
  const inSync = Number.isNaN(parsed) ? Number.isNaN(field.value) : parsed === (field.value ?? null);
  const shown = inSync ? text : formatDecimalInput(field.value);
  const unreadable = inSync && Number.isNaN(parsed);
  const error = fieldState.error ? (unreadable ? msg.mustBeNumber : fieldState.error.message) : undefined;
  return (
    <TextField
      {...props}
      type="text"
      name={field.name}
      value={shown}
      onChange={(event) => {
        setText(event.target.value);
        field.onChange(parseDecimal(event.target.value));
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(error)}
      helperText={error ?? helperText}
      slotProps={{ ...slotProps, htmlInput: { inputMode: step === 1 ? 'numeric' : 'decimal', autoComplete: 'off' } }}
    />
  );
}
