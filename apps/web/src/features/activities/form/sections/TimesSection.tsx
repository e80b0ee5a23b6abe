import { NativeField } from '../fields';
import { Cell, FormSection } from '../FormSection';
import type { SectionProps } from '../types';

/** Terminy: start and end time (Europe/Warsaw wall-clock). */
export function TimesSection({ control }: SectionProps) {
  return (
    <FormSection title="Terminy">
      <Cell>
        <NativeField control={control} name="start_at" label="Godzina rozpoczęcia" type="time" required />
      </Cell>
      <Cell>
        <NativeField control={control} name="stop_at" label="Godzina zakończenia" type="time" required />
      </Cell>
    </FormSection>
  );
}
