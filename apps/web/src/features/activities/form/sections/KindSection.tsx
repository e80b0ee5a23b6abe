import { useWatch } from 'react-hook-form';
import { EVENT_TYPES, EVENT_TYPE_LABELS } from '@sportdesk/contract';
import { SelectElement } from '../../../../components/form';
import { Cell, FormSection } from '../FormSection';
import type { SectionProps } from '../types';

/** Rodzaj: Organizator 1.0 / 2.0 / 3.0, for confirmed organiser activities (docs/spec/part-2.md §4: unchecking
 * confirmed clears it). */
export function KindSection<TOut>({ control }: SectionProps<TOut>) {
  const [activityType, confirmed] = useWatch({ control, name: ['activity_type', 'confirmed'] });
  const enabled = activityType === 'organizer' && Boolean(confirmed);
  return (
    <FormSection title="Rodzaj">
      <Cell>
        <SelectElement
          control={control}
          name="event_type"
          label="Rodzaj organizatora"
          fullWidth
          disabled={!enabled}
          emptyLabel="Brak"
          helperText={enabled ? undefined : 'Dostępne dla potwierdzonych zajęć organizatora'}
          options={EVENT_TYPES.map((value) => ({ value, label: EVENT_TYPE_LABELS[value] }))}
        />
      </Cell>
    </FormSection>
  );
}
