import { TimeFieldElement } from '../../../../components/form';
import { Cell, FormSection } from '../FormSection';
import type { SectionProps } from '../types';

/** Terminy: start and end time (Europe/Warsaw wall-clock). */
export function TimesSection<TOut>({ control }: SectionProps<TOut>) {
  return (
    <FormSection title="Terminy">
      <Cell>
        <TimeFieldElement control={control} name="start_at" label="Godzina rozpoczęcia" required />
      </Cell>
      <Cell>
        <TimeFieldElement control={control} name="stop_at" label="Godzina zakończenia" required />
      </Cell>
    </FormSection>
  );
}
