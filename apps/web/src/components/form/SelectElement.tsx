import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import type { ControlledFieldProps } from './controlledFieldProps';

export interface SelectOption {
  value: string | number;
  label: string;
}

type Props<T extends FieldValues, N extends FieldPath<T>, TOut> = ControlledFieldProps<T, N, TOut> &
  Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'defaultValue' | 'error' | 'select'> & {
    options: readonly SelectOption[];
    /** Adds a first option with an empty value, e.g. 'Wszystkie'. */
    emptyLabel?: string;
  };

/** A select over fixed options, bound to react-hook-form. */
export function SelectElement<T extends FieldValues, N extends FieldPath<T>, TOut = T>({
  name,
  control,
  rules,
  options,
  emptyLabel,
  helperText,
  ...props
}: Props<T, N, TOut>) {
  const { field, fieldState } = useController({ name, control, rules });
  return (
    <TextField
      {...props}
      select
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
    >
      {emptyLabel !== undefined && (
        <MenuItem value="">
          <em>{emptyLabel}</em>
        </MenuItem>
      )}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
