import { MenuItem, TextField, type TextFieldProps } from '@mui/material';

export interface SelectOption {
  value: string | number;
  label: string;
}

export type SelectFieldProps = Omit<TextFieldProps, 'select'> & {
  options: readonly SelectOption[];
  /** Adds a first option with an empty value, e.g. 'Wszystkie'. */
  emptyLabel?: string;
};

/** A select over fixed options (MUI TextField), bound to no form: SelectElement binds it to react-hook-form. */
export function SelectField({ options, emptyLabel, ...props }: SelectFieldProps) {
  return (
    <TextField {...props} select>
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
