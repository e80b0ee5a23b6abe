import { useState } from 'react';
import { Autocomplete, Chip, TextField } from '@mui/material';
import { useController } from 'react-hook-form';
import { TextFieldElement } from '../../../../components/form';
import { GroupsPicker, TeamsPicker } from '../../../competition-groups/public';
import { UserOptionPicker } from '../../pickers/UserOptionPicker';
import type { UserOption } from '../../queries';
import { Cell, FormSection } from '../FormSection';
import type { FormMode, SectionProps } from '../types';

/** Przypisania: first coordinator (create only; later on the summary), tags, OK System code, groups and teams (pickers). */
export function AssignmentsSection<TOut>({ control, mode }: SectionProps<TOut> & { mode: FormMode }) {
  const coordinator = useController({ control, name: 'coordinator_id' });
  const tags = useController({ control, name: 'custom_tags' });
  const groups = useController({ control, name: 'competition_group_ids' });
  const teams = useController({ control, name: 'competition_team_ids' });
  const groupIds = (groups.field.value as number[] | undefined) ?? [];
  const [picked, setPicked] = useState<UserOption | null>(null);
  return (
    <FormSection title="Przypisania">
      {mode === 'create' && (
        <Cell>
          <UserOptionPicker
            kind="coordinator"
            label="Koordynator"
            name="coordinator_id"
            value={picked}
            onChange={(user) => {
              setPicked(user);
              coordinator.field.onChange(user?.id ?? null);
            }}
            error={Boolean(coordinator.fieldState.error)}
            helperText={coordinator.fieldState.error?.message}
          />
        </Cell>
      )}
      <Cell>
        <Autocomplete
          multiple
          freeSolo
          options={[]}
          value={(tags.field.value as string[] | undefined) ?? []}
          onChange={(_, value) => tags.field.onChange(value.map((v) => String(v).trim()).filter(Boolean))}
          renderValue={(value, getItemProps) =>
            value.map((option, index) => {
              const { key, ...itemProps } = getItemProps({ index });
              return <Chip key={key} size="small" label={option} {...itemProps} />;
            })
          }
          renderInput={(params) => <TextField {...params} label="Tagi" helperText="Wpisz tag i naciśnij Enter" />}
        />
      </Cell>
      <Cell>
        <TextFieldElement control={control} name="ok_system_code" label="Kod OK System" fullWidth />
      </Cell>
      <Cell>
        <GroupsPicker
          label="Grupy"
          name="competition_group_ids"
          value={groupIds}
          onChange={groups.field.onChange}
          error={Boolean(groups.fieldState.error)}
          helperText={groups.fieldState.error?.message}
        />
      </Cell>
      <Cell>
        <TeamsPicker
          label="Drużyny"
          name="competition_team_ids"
          groupIds={groupIds}
          value={(teams.field.value as number[] | undefined) ?? []}
          onChange={teams.field.onChange}
          error={Boolean(teams.fieldState.error)}
          helperText={teams.fieldState.error?.message ?? (groupIds.length ? 'Drużyny wybranych grup' : undefined)}
        />
      </Cell>
    </FormSection>
  );
}
