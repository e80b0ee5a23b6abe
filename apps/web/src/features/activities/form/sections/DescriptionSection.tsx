import { useState } from 'react';
import { useController } from 'react-hook-form';
import type { Page } from '@sportdesk/contract';
import { TextFieldElement } from '../../../../components/form';
import { PagePicker, usePageOption } from '../../../pages/public';
import { Cell, FormSection } from '../FormSection';
import type { SectionProps } from '../types';

/**
 * Opis: description for players, the page whose blocks describe the activity (searched as you type; the
 * summary's 'Opis' tab shows its blocks) and internal notes. A form opened with a page reads that one page by id.
 */
export function DescriptionSection<TOut>({ control }: SectionProps<TOut>) {
  const pageField = useController({ control, name: 'page_id' });
  const pageId = typeof pageField.field.value === 'number' ? pageField.field.value : null;
  const [picked, setPicked] = useState<Page | null>(null);
  const stored = usePageOption(pageId, picked?.id !== pageId);
  const chosen = pageId === null ? null : picked?.id === pageId ? picked : (stored.data ?? null);
  return (
    <FormSection title="Opis">
      <Cell sm={12}>
        <TextFieldElement control={control} name="description" label="Opis" fullWidth multiline minRows={3} />
      </Cell>
      <Cell>
        <PagePicker
          name="page_id"
          value={chosen}
          onChange={(page) => {
            setPicked(page);
            pageField.field.onChange(page?.id ?? null);
          }}
          error={Boolean(pageField.fieldState.error)}
          helperText={pageField.fieldState.error?.message ?? 'Treść tej strony widać w zakładce Opis'}
        />
      </Cell>
      <Cell sm={12}>
        <TextFieldElement control={control} name="notes" label="Notatki" fullWidth multiline minRows={2} />
      </Cell>
    </FormSection>
  );
}
