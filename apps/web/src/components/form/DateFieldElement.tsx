import dayjs, { type Dayjs } from 'dayjs';
import { DatePicker, type DatePickerProps } from '@mui/x-date-pickers/DatePicker';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import type { ControlledFieldProps } from './controlledFieldProps';
import { pickerTextField } from './pickerTextField';
import { DateProviders } from './DateProviders';

/** The API's date format (DESIGN.md: dates `YYYY-MM-DD`). */
export const API_DATE_FORMAT = 'YYYY-MM-DD';

type Props<T extends FieldValues, N extends FieldPath<T>, TOut> = ControlledFieldProps<T, N, TOut> &
  Omit<DatePickerProps, 'value' | 'onChange' | 'name'> & {
    helperText?: string;
    required?: boolean;
    /** Small by default (filters, dense forms); `medium` beside full-size fields. */
    size?: 'small' | 'medium';
  };

/** MUI X DatePicker holding a `YYYY-MM-DD` string (or null) in the form. */
export function DateFieldElement<T extends FieldValues, N extends FieldPath<T>, TOut = T>({
  name,
  control,
  rules,
  helperText,
  required,
  size = 'small',
  ...props
}: Props<T, N, TOut>) {
  const { field, fieldState } = useController({ name, control, rules });
  const value: Dayjs | null = field.value ? dayjs(field.value) : null;
  return (
    <DateProviders>
      <DatePicker
        {...props}
        value={value?.isValid() ? value : null}
        onChange={(next) => field.onChange(next?.isValid() ? next.format(API_DATE_FORMAT) : null)}
        inputRef={field.ref}
        slotProps={{ textField: pickerTextField(field, fieldState, { required, helperText, size }) }}
      />
    </DateProviders>
  );
}
