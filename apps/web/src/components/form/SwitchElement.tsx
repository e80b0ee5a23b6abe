import { FormControl, FormControlLabel, FormHelperText, Switch } from '@mui/material';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import type { ControlledFieldProps } from './controlledFieldProps';

type Props<T extends FieldValues, N extends FieldPath<T>, TOut> = ControlledFieldProps<T, N, TOut> & {
  label: string;
  disabled?: boolean;
  helperText?: string;
  /** A field that holds text rather than a boolean: the values for on and off (an app setting's 'true'/'false'). */
  values?: readonly [on: string, off: string];
};

/** A labelled on/off switch bound to a boolean field. */
export function SwitchElement<T extends FieldValues, N extends FieldPath<T>, TOut = T>({
  name,
  control,
  rules,
  label,
  disabled,
  helperText,
  values,
}: Props<T, N, TOut>) {
  const { field, fieldState } = useController({ name, control, rules });
  const message = fieldState.error?.message ?? helperText;
  return (
    <FormControl error={Boolean(fieldState.error)} disabled={disabled}>
      <FormControlLabel
        label={label}
        control={
          <Switch
            name={field.name}
            checked={values ? field.value === values[0] : Boolean(field.value)}
            onChange={(_, checked) => field.onChange(values ? values[checked ? 0 : 1] : checked)}
            onBlur={field.onBlur}
            inputRef={field.ref}
          />
        }
      />
      {message && <FormHelperText>{message}</FormHelperText>}
    </FormControl>
  );
}
