import { useWatch } from 'react-hook-form';
import { NumberFieldElement } from '../../../../components/form';
import { Cell, FormSection } from '../FormSection';
import type { SectionProps } from '../types';

/** Ilość miejsc: players, reserved spots and, for a sparing, team sizes. */
export function SpotsSection<TOut>({ control }: SectionProps<TOut>) {
  const competitionType = useWatch({ control, name: 'competition_type' });
  return (
    <FormSection title="Ilość miejsc">
      <Cell sm={4}>
        <NumberFieldElement control={control} name="max_players" label="Maksymalna liczba graczy" required fullWidth min={0} />
      </Cell>
      <Cell sm={4}>
        <NumberFieldElement control={control} name="min_players" label="Minimalna liczba graczy" required fullWidth min={1} />
      </Cell>
      <Cell sm={4}>
        <NumberFieldElement control={control} name="reserved_spots" label="Zarezerwowane miejsca" fullWidth min={0} />
      </Cell>
      {competitionType === 'sparing' && (
        <>
          <Cell>
            <NumberFieldElement
              control={control}
              name="min_team_size"
              label="Minimalna wielkość drużyny"
              required
              fullWidth
              min={1}
            />
          </Cell>
          <Cell>
            <NumberFieldElement
              control={control}
              name="max_team_size"
              label="Maksymalna wielkość drużyny"
              required
              fullWidth
              min={1}
            />
          </Cell>
        </>
      )}
    </FormSection>
  );
}
