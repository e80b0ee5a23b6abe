import { Checkbox, FormControlLabel } from '@mui/material';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import type { ControlledFieldProps } from '../../../components/form';

/** A labelled checkbox bound to a boolean field (compact, for rows of flags). */
export function CheckboxElement<T extends FieldValues, N extends FieldPath<T>, TOut = T>({
  name,
  control,
  label,
  disabled,
}: ControlledFieldProps<T, N, TOut> & { label: string; disabled?: boolean }) {
  const { field } = useController({ name, control });
  return (
    <FormControlLabel
      label={label}
      disabled={disabled}
      control={
        <Checkbox
          size="small"
          name={field.name}
          checked={Boolean(field.value)}
          onChange={(_, checked) => field.onChange(checked)}
          inputRef={field.ref}
        />
      }
    />
  );
}
