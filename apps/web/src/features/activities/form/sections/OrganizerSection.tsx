import { useState } from 'react';
import { useController } from 'react-hook-form';
import { ACTIVITY_TYPES, ACTIVITY_TYPE_LABELS } from '@sportdesk/contract';
import { SelectElement } from '../../../../components/form';
import { UserOptionPicker } from '../../pickers/UserOptionPicker';
import type { UserOption } from '../../queries';
import { Cell, FormSection } from '../FormSection';
import type { SectionProps } from '../types';

/** Organizator: pnh or organiser, and the creator chosen on an organiser's behalf (docs/spec/part-2.md §6). */
export function OrganizerSection<TOut>({ control, creator }: SectionProps<TOut> & { creator: UserOption | null }) {
  const creatorField = useController({ control, name: 'creator_id' });
  const [picked, setPicked] = useState<UserOption | null>(creator);
  return (
    <FormSection title="Organizator">
      <Cell>
        <SelectElement
          control={control}
          name="activity_type"
          label="Typ zajęć"
          fullWidth
          options={ACTIVITY_TYPES.map((value) => ({ value, label: ACTIVITY_TYPE_LABELS[value] }))}
        />
      </Cell>
      <Cell>
        <UserOptionPicker
          kind="organizer"
          label="Twórca (organizator)"
          name="creator_id"
          value={picked}
          onChange={(user) => {
            setPicked(user);
            creatorField.field.onChange(user?.id ?? null);
          }}
          error={Boolean(creatorField.fieldState.error)}
          helperText={creatorField.fieldState.error?.message ?? 'Puste: zalogowany administrator'}
        />
      </Cell>
    </FormSection>
  );
}
