import { warsawToday } from '@sportdesk/contract';
import { DaysField, NativeField } from '../fields';
import { Cell, FormSection } from '../FormSection';
import type { FormMode, SectionProps } from '../types';

/** Data: one date when editing; a range and week days when creating (one activity per matching day). */
export function DateSection({ control, mode }: SectionProps & { mode: FormMode }) {
  if (mode === 'edit')
    return (
      <FormSection title="Data">
        <Cell>
          <NativeField control={control} name="date" label="Data" type="date" required />
        </Cell>
      </FormSection>
    );
  const today = warsawToday();
  return (
    <FormSection title="Data">
      <Cell>
        <NativeField control={control} name="date_from" label="Data od" type="date" required min={today} />
      </Cell>
      <Cell>
        <NativeField control={control} name="date_to" label="Data do" type="date" required min={today} />
      </Cell>
      <Cell sm={12}>
        <DaysField control={control} />
      </Cell>
    </FormSection>
  );
}
