import dayjs, { type Dayjs } from 'dayjs';
import { TimePicker, type TimePickerProps } from '@mui/x-date-pickers/TimePicker';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import type { ControlledFieldProps } from './controlledFieldProps';
import { pickerTextField } from './pickerTextField';
import { DateProviders } from './DateProviders';

/** The form's time format (the API's `H:mm`, zero-padded for the picker). */
export const FORM_TIME_FORMAT = 'HH:mm';

type Props<T extends FieldValues, N extends FieldPath<T>, TOut> = ControlledFieldProps<T, N, TOut> &
  Omit<TimePickerProps, 'value' | 'onChange' | 'name' | 'ampm'> & {
    helperText?: string;
    required?: boolean;
  };

const fromText = (value: unknown): Dayjs | null => {
  if (typeof value !== 'string' || !/^\d{1,2}:\d{2}$/.test(value)) return null;
  const [h, m] = value.split(':').map(Number);
  return dayjs().startOf('day').hour(h!).minute(m!);
};

/** MUI X TimePicker (24-hour, Polish) holding an `HH:mm` string (or '') in the form. */
export function TimeFieldElement<T extends FieldValues, N extends FieldPath<T>, TOut = T>({
  name,
  control,
  rules,
  helperText,
  required,
  ...props
}: Props<T, N, TOut>) {
  const { field, fieldState } = useController({ name, control, rules });
  return (
    <DateProviders>
      <TimePicker
        {...props}
        ampm={false}
        value={fromText(field.value)}
        onChange={(next) => field.onChange(next?.isValid() ? next.format(FORM_TIME_FORMAT) : next ? 'invalid' : '')}
        inputRef={field.ref}
        slotProps={{ textField: pickerTextField(field, fieldState, { required, helperText }) }}
      />
    </DateProviders>
  );
}
