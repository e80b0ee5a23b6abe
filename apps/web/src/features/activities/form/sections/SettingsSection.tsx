import { COMPETITION_TYPES, COMPETITION_TYPE_LABELS } from '@sportdesk/contract';
import { DateTimeFieldElement, SelectElement, SwitchElement, TextFieldElement } from '../../../../components/form';
import { useSportOptions } from '../../../catalogue/public';
import { Cell, FormSection } from '../FormSection';
import type { SectionProps } from '../types';

/** Ustawienia: name, sport, competition type, publication and status flags. */
export function SettingsSection<TOut>({ control }: SectionProps<TOut>) {
  const sports = useSportOptions();
  return (
    <FormSection title="Ustawienia">
      <Cell>
        <TextFieldElement control={control} name="name" label="Nazwa" fullWidth />
      </Cell>
      <Cell>
        <SelectElement control={control} name="sport_id" label="Dyscyplina" required fullWidth options={sports.data ?? []} />
      </Cell>
      <Cell>
        <SelectElement
          control={control}
          name="competition_type"
          label="Rodzaj wydarzenia"
          fullWidth
          options={COMPETITION_TYPES.map((value) => ({ value, label: COMPETITION_TYPE_LABELS[value] }))}
        />
      </Cell>
      <Cell>
        <DateTimeFieldElement control={control} name="publish_date" label="Data publikacji" required />
      </Cell>
      <Cell>
        <TextFieldElement control={control} name="coach" label="Trener" fullWidth />
      </Cell>
      <Cell>
        <TextFieldElement control={control} name="url" label="Adres URL" fullWidth />
      </Cell>
      <Cell sm={12}>
        <SwitchElement control={control} name="confirmed" label="Potwierdzone" />
        <SwitchElement control={control} name="canceled" label="Odwołane" />
        <SwitchElement control={control} name="approved_by_admin" label="Zatwierdzone przez administratora" />
        <SwitchElement control={control} name="archived" label="Archiwalne" />
        <SwitchElement control={control} name="reserve_list" label="Lista rezerwowa" />
      </Cell>
    </FormSection>
  );
}
