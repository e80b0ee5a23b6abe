import dayjs from 'dayjs';
import { warsawToday } from '@sportdesk/contract';
import { DateFieldElement } from '../../../../components/form';
import { DaysField } from '../fields';
import { Cell, FormSection } from '../FormSection';
import type { FormMode, SectionProps } from '../types';

/**
 * Data: one date when editing; a range and week days when creating (one activity per matching day);
 * for a template 'Powtarzanie': the week days it repeats on and the date it is valid until.
 */
export function DateSection<TOut>({ control, mode }: SectionProps<TOut> & { mode: FormMode }) {
  if (mode === 'template')
    return (
      <FormSection title="Powtarzanie">
        <Cell sm={8}>
          <DaysField control={control} name="week_days" required={false} />
        </Cell>
        <Cell sm={4}>
          <DateFieldElement control={control} name="expired_at" label="Ważny do" size="medium" />
        </Cell>
      </FormSection>
    );
  if (mode === 'edit')
    return (
      <FormSection title="Data">
        <Cell>
          <DateFieldElement control={control} name="date" label="Data" required size="medium" />
        </Cell>
      </FormSection>
    );
  const today = dayjs(warsawToday());
  return (
    <FormSection title="Data">
      <Cell>
        <DateFieldElement control={control} name="date_from" label="Data od" required minDate={today} size="medium" />
      </Cell>
      <Cell>
        <DateFieldElement control={control} name="date_to" label="Data do" required minDate={today} size="medium" />
      </Cell>
      <Cell sm={12}>
        <DaysField control={control} name="days" />
      </Cell>
    </FormSection>
  );
}
