import { TextFieldElement } from '../../../../components/form';
import { Cell, FormSection } from '../FormSection';
import type { SectionProps } from '../types';

/** Opis: description for players and internal notes. */
export function DescriptionSection<TOut>({ control }: SectionProps<TOut>) {
  return (
    <FormSection title="Opis">
      <Cell sm={12}>
        <TextFieldElement control={control} name="description" label="Opis" fullWidth multiline minRows={3} />
      </Cell>
      <Cell sm={12}>
        <TextFieldElement control={control} name="notes" label="Notatki" fullWidth multiline minRows={2} />
      </Cell>
    </FormSection>
  );
}
