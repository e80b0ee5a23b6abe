import { ACTIVITY_GENDERS, ACTIVITY_GENDER_LABELS } from '@sportdesk/contract';
import { NumberFieldElement, SelectElement } from '../../../../components/form';
import { Cell, FormSection } from '../FormSection';
import type { SectionProps } from '../types';

/** Ograniczenia: age range and gender. */
export function LimitsSection<TOut>({ control }: SectionProps<TOut>) {
  return (
    <FormSection title="Ograniczenia">
      <Cell sm={4}>
        <NumberFieldElement control={control} name="min_age" label="Wiek od" required fullWidth min={0} />
      </Cell>
      <Cell sm={4}>
        <NumberFieldElement control={control} name="max_age" label="Wiek do" required fullWidth min={0} />
      </Cell>
      <Cell sm={4}>
        <SelectElement
          control={control}
          name="gender"
          label="Płeć"
          fullWidth
          options={ACTIVITY_GENDERS.map((value) => ({ value, label: ACTIVITY_GENDER_LABELS[value] }))}
        />
      </Cell>
    </FormSection>
  );
}
