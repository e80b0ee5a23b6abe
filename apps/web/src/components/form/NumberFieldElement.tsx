import { TextField, type TextFieldProps } from '@mui/material';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import type { ControlledFieldProps } from './controlledFieldProps';

type Props<T extends FieldValues, N extends FieldPath<T>, TOut> = ControlledFieldProps<T, N, TOut> &
  Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'defaultValue' | 'error' | 'type'> & {
    min?: number;
    max?: number;
    step?: number | 'any';
  };

/** A number input; an empty field holds `null`, anything else a number. */
export function NumberFieldElement<T extends FieldValues, N extends FieldPath<T>, TOut = T>({
  name,
  control,
  rules,
  helperText,
  min,
  max,
  step,
  ...props
}: Props<T, N, TOut>) {
  const { field, fieldState } = useController({ name, control, rules });
  return (
    <TextField
      {...props}
      type="number"
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      slotProps={{ htmlInput: { min, max, step, inputMode: 'decimal' } }}
    />
  );
}
