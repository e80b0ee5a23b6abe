import { useState } from 'react';
import { TextField, type TextFieldProps } from '@mui/material';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import { msg } from '@sportdesk/contract';
import type { ControlledFieldProps } from './controlledFieldProps';
import { formatMoneyInput, parseMoney } from './money';

type Props<T extends FieldValues, N extends FieldPath<T>, TOut> = ControlledFieldProps<T, N, TOut> &
  Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'defaultValue' | 'error' | 'type'> & {
    /** Negative amounts (corrections); off by default. */
    allowNegative?: boolean;
  };

/**
 * An amount in PLN typed as text: `32,50` and `32.50` both hold 32.5 in the form, an empty field
 * `null`. Text that is not an amount holds NaN, so the schema refuses the form instead of guessing.
 */
export function MoneyFieldElement<T extends FieldValues, N extends FieldPath<T>, TOut = T>({
  name,
  control,
  rules,
  helperText,
  allowNegative = false,
  slotProps,
  ...props
}: Props<T, N, TOut>) {
  const { field, fieldState } = useController({ name, control, rules });
  const [text, setText] = useState(() => formatMoneyInput(field.value));
  const parsed = parseMoney(text, { allowNegative });
  // The form's value changed from outside (reset, another field): show it instead of the stale text.
  const inSync = parsed.ok ? parsed.value === (field.value ?? null) : Number.isNaN(field.value);
  const shown = inSync ? text : formatMoneyInput(field.value);
  const unreadable = inSync && !parsed.ok;
  const error = fieldState.error ? (unreadable ? msg.moneyFormat : fieldState.error.message) : undefined;
  return (
    <TextField
      {...props}
      type="text"
      name={field.name}
      value={shown}
      onChange={(event) => {
        const next = event.target.value;
        const read = parseMoney(next, { allowNegative });
        setText(next);
        field.onChange(read.ok ? read.value : Number.NaN);
      }}
      onBlur={() => {
        if (parsed.ok && inSync) setText(formatMoneyInput(parsed.value));
        field.onBlur();
      }}
      inputRef={field.ref}
      error={Boolean(error)}
      helperText={error ?? helperText}
      slotProps={{
        ...slotProps,
        htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
      }}
    />
  );
}
