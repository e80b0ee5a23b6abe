import dayjs from 'dayjs';
import { DateTimePicker, type DateTimePickerProps } from '@mui/x-date-pickers/DateTimePicker';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import type { ControlledFieldProps } from './controlledFieldProps';
import { pickerTextField } from './pickerTextField';
import { DateProviders } from './DateProviders';

type Props<T extends FieldValues, N extends FieldPath<T>, TOut> = ControlledFieldProps<T, N, TOut> &
  Omit<DateTimePickerProps, 'value' | 'onChange' | 'name' | 'ampm'> & {
    helperText?: string;
    required?: boolean;
  };

/** MUI X DateTimePicker (DD.MM.YYYY HH:mm, 24-hour) holding an ISO timestamp (or null) in the form. */
export function DateTimeFieldElement<T extends FieldValues, N extends FieldPath<T>, TOut = T>({
  name,
  control,
  rules,
  helperText,
  required,
  ...props
}: Props<T, N, TOut>) {
  const { field, fieldState } = useController({ name, control, rules });
  const value = typeof field.value === 'string' && field.value ? dayjs(field.value) : null;
  return (
    <DateProviders>
      <DateTimePicker
        {...props}
        ampm={false}
        value={value?.isValid() ? value : null}
        onChange={(next) => field.onChange(next?.isValid() ? next.toISOString() : next ? 'invalid' : null)}
        inputRef={field.ref}
        slotProps={{ textField: pickerTextField(field, fieldState, { required, helperText }) }}
      />
    </DateProviders>
  );
}
