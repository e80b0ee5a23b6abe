import { Grid } from '@mui/material';
import type { Control } from 'react-hook-form';
import dayjs from 'dayjs';
import { PROMO_CODE_TYPES, PROMO_CODE_TYPE_LABELS, PROMO_VALUE_TYPES, PROMO_VALUE_TYPE_LABELS } from '@sportdesk/contract';
import { DateFieldElement, SelectElement, TextFieldElement, type SelectOption } from '../../components/form';
import type { BulkForm } from './bulkForm';

const YES_NO = [
  { value: 'true', label: 'Tak' },
  { value: 'false', label: 'Nie' },
];

interface BulkField {
  name: keyof BulkForm;
  label: string;
  /** Half the row on desktop (else a quarter). */
  wide?: boolean;
  /** A select with 'Bez zmian' first; without options a text field. */
  options?: readonly SelectOption[];
  date?: boolean;
}

/** The bulk edit fields, in form order. */
const FIELDS: readonly BulkField[] = [
  { name: 'name', label: 'Nazwa', wide: true },
  { name: 'active_from', label: 'Aktywny od', date: true },
  { name: 'active_to', label: 'Aktywny do', date: true },
  { name: 'value', label: 'Wartość' },
  {
    name: 'value_type',
    label: 'Jednostka',
    options: PROMO_VALUE_TYPES.map((v) => ({ value: v, label: PROMO_VALUE_TYPE_LABELS[v] })),
  },
  {
    name: 'code_type',
    label: 'Rodzaj zajęć',
    wide: true,
    options: PROMO_CODE_TYPES.map((v) => ({ value: v, label: PROMO_CODE_TYPE_LABELS[v] })),
  },
  { name: 'limit_of_usage', label: 'Limit użyć' },
  { name: 'active', label: 'Aktywny', options: YES_NO },
  { name: 'unlimited', label: 'Bez limitu użyć', options: YES_NO },
  { name: 'unlimited_usage_by_user', label: 'Wielokrotne użycie', options: YES_NO },
  { name: 'only_for_new_players', label: 'Tylko nowi gracze', options: YES_NO },
];

/** The grid of bulk edit fields; an empty field means "leave as it is". */
export function BulkEditFields({ control }: { control: Control<BulkForm> }) {
  const minDate = dayjs().startOf('day');
  return (
    <Grid container spacing={2} sx={{ pt: 1 }}>
      {FIELDS.map(({ name, label, wide, options, date }) => (
        <Grid key={name} size={wide ? { xs: 12, md: 6 } : { xs: 6, md: 3 }}>
          {date ? (
            <DateFieldElement control={control} name={name} label={label} minDate={minDate} />
          ) : options ? (
            <SelectElement control={control} name={name} label={label} emptyLabel="Bez zmian" options={options} fullWidth />
          ) : (
            <TextFieldElement control={control} name={name} label={label} fullWidth />
          )}
        </Grid>
      ))}
    </Grid>
  );
}
