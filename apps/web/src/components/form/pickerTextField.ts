import type { ControllerFieldState, ControllerRenderProps, FieldPath, FieldValues } from 'react-hook-form';

/** The text field inside a MUI X picker bound to a react-hook-form field (date, time and date-time alike). */
export const pickerTextField = <T extends FieldValues, N extends FieldPath<T>>(
  field: ControllerRenderProps<T, N>,
  fieldState: ControllerFieldState,
  { required, helperText, size }: { required?: boolean; helperText?: string; size?: 'small' | 'medium' },
) => ({
  name: field.name,
  required,
  onBlur: field.onBlur,
  error: Boolean(fieldState.error),
  helperText: fieldState.error?.message ?? helperText,
  fullWidth: true,
  ...(size ? { size } : {}),
});
