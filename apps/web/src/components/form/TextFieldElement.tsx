import { TextField, type TextFieldProps } from '@mui/material';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import type { ControlledFieldProps } from './controlledFieldProps';

type Props<T extends FieldValues, N extends FieldPath<T>, TOut> = ControlledFieldProps<T, N, TOut> &
  Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'defaultValue' | 'error'>;

/** MUI TextField bound to react-hook-form; the field's error message shows as helper text. */
export function TextFieldElement<T extends FieldValues, N extends FieldPath<T>, TOut = T>({
  name,
  control,
  rules,
  helperText,
  ...props
}: Props<T, N, TOut>) {
  const { field, fieldState } = useController({ name, control, rules });
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}
