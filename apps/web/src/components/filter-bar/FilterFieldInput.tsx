import { TextField } from '@mui/material';
import { PL_DATE_PLACEHOLDER, PL_TIME_PLACEHOLDER } from '@sportdesk/contract';
import type { FormFieldProps } from '../form/useDeferredForm';
import { SelectField } from '../form/SelectField';
import type { FilterField, FilterFieldType } from './types';

interface Props {
  field: FilterField;
  /** The field's value, change handler and error from the FilterBar's form. */
  input: FormFieldProps;
  /** Sets the value of a `picker` field. */
  onPick: (value: string) => void;
}

const ALL = 'Wszystkie';
const PLACEHOLDERS: Partial<Record<FilterFieldType, string>> = { date: PL_DATE_PLACEHOLDER, hour: PL_TIME_PLACEHOLDER };

/** One field of the filter row: the screen's own `picker`, a select over fixed options or a text field. */
export function FilterFieldInput({ field, input, onPick }: Props) {
  if (field.type === 'picker' && field.picker) {
    const Picker = field.picker;
    return <Picker name={field.name} label={field.label} value={input.value} onChange={onPick} />;
  }
  if (field.type === 'select')
    return <SelectField {...input} label={field.label} options={field.options ?? []} emptyLabel={ALL} />;
  return (
    <TextField
      {...input}
      label={field.label}
      placeholder={PLACEHOLDERS[field.type ?? 'text']}
      slotProps={{ htmlInput: { inputMode: field.type === 'number' ? 'numeric' : undefined } }}
    />
  );
}
