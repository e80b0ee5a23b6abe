import { useId, type ChangeEvent, type FocusEvent, type ReactNode, type Ref } from 'react';
import { FormControl, FormHelperText, InputLabel, OutlinedInput } from '@mui/material';

interface OutlinedFieldProps {
  name: string;
  label: ReactNode;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  inputRef?: Ref<{ focus: () => void }>;
  error?: boolean;
  helperText?: ReactNode;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
}

/**
 * A text input that looks and reads exactly as the theme's MUI `TextField` (outlined, small, full width: label,
 * notch, error and hint tied to the input), built from its parts: `TextField` also carries `Select` with its menu
 * and pop-over (~9 KiB gzip), which a page of two text fields, the sign-in page, does not need on its first load.
 */
export function OutlinedField({ label, error = false, helperText, required, inputRef, ...input }: OutlinedFieldProps) {
  const id = useId();
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl variant="outlined" size="small" fullWidth error={error} required={required}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput id={id} label={label} inputRef={inputRef} aria-describedby={helperId} {...input} />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
