import { FormControl, FormControlLabel, FormHelperText, Switch } from '@mui/material';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import type { ControlledFieldProps } from './controlledFieldProps';

type Props<T extends FieldValues, N extends FieldPath<T>, TOut> = ControlledFieldProps<T, N, TOut> & {
  label: string;
  disabled?: boolean;
  helperText?: string;
};

/** A labelled on/off switch bound to a boolean field. */
export function SwitchElement<T extends FieldValues, N extends FieldPath<T>, TOut = T>({
  name,
  control,
  rules,
  label,
  disabled,
  helperText,
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
            checked={Boolean(field.value)}
            onChange={(_, checked) => field.onChange(checked)}
            onBlur={field.onBlur}
            inputRef={field.ref}
          />
        }
      />
      {message && <FormHelperText>{message}</FormHelperText>}
    </FormControl>
  );
}
