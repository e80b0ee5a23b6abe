import { useState } from 'react';
import { Autocomplete, Chip, TextField } from '@mui/material';
import { useController } from 'react-hook-form';
import { TextFieldElement } from '../../../../components/form';
import { UserOptionPicker } from '../../pickers/UserOptionPicker';
import type { UserOption } from '../../queries';
import { Cell, FormSection } from '../FormSection';
import type { FormMode, SectionProps } from '../types';

/** Przypisania: first coordinator (create only; later on the summary), tags, OK System code, groups and teams. */
export function AssignmentsSection({ control, mode }: SectionProps & { mode: FormMode }) {
  const coordinator = useController({ control, name: 'coordinator_id' });
  const tags = useController({ control, name: 'custom_tags' });
  const groups = useController({ control, name: 'competition_group_ids' });
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
        <TextField
          label="ID grup (po przecinku)"
          fullWidth
          value={((groups.field.value as number[] | undefined) ?? []).join(', ')}
          onChange={(e) =>
            groups.field.onChange(
              e.target.value
                .split(',')
                .map((v) => Number(v.trim()))
                .filter((n) => Number.isInteger(n) && n > 0),
            )
          }
        />
      </Cell>
    </FormSection>
  );
}
