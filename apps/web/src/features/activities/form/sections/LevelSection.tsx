import {
  ACTIVITY_LEVELS,
  ACTIVITY_LEVEL_LABELS,
  LEVEL_REQUIRED_SETTINGS,
  LEVEL_REQUIRED_SETTING_LABELS,
} from '@sportdesk/contract';
import { SelectElement, SwitchElement } from '../../../../components/form';
import { Cell, FormSection } from '../FormSection';
import type { SectionProps } from '../types';

/** Poziom: level and how strictly it is checked. */
export function LevelSection<TOut>({ control }: SectionProps<TOut>) {
  return (
    <FormSection title="Poziom">
      <Cell>
        <SelectElement
          control={control}
          name="lv"
          label="Poziom"
          fullWidth
          emptyLabel="Nie określono"
          options={ACTIVITY_LEVELS.map((value) => ({ value, label: ACTIVITY_LEVEL_LABELS[value] }))}
        />
      </Cell>
      <Cell>
        <SelectElement
          control={control}
          name="level_required_settings"
          label="Wymagany poziom"
          fullWidth
          options={LEVEL_REQUIRED_SETTINGS.map((value) => ({ value, label: LEVEL_REQUIRED_SETTING_LABELS[value] }))}
        />
      </Cell>
      <Cell sm={12}>
        <SwitchElement control={control} name="verify_lv" label="Weryfikuj poziom" />
        <SwitchElement
          control={control}
          name="only_players_with_verified_level"
          label="Tylko gracze ze zweryfikowanym poziomem"
        />
      </Cell>
    </FormSection>
  );
}
