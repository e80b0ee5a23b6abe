import { useState } from 'react';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import { EntityPicker } from '../../components/EntityPicker';
import type { ControlledFieldProps } from '../../components/form';
import { fetchSearchTags, searchKeys } from './queries';

export interface PersonOption {
  id: number;
  label: string;
}

type Props<T extends FieldValues, N extends FieldPath<T>, TOut> = ControlledFieldProps<T, N, TOut> & {
  label: string;
  /** The stored person, shown until another is picked. */
  initial?: PersonOption | null;
};

/**
 * A user picker bound to a form field holding the user's id. It asks the global search (any admin
 * role may), so modules without `admin_role_users` can still choose a person.
 */
export function UserSearchPickerElement<T extends FieldValues, N extends FieldPath<T>, TOut = T>({
  name,
  control,
  rules,
  label,
  initial = null,
}: Props<T, N, TOut>) {
  const { field, fieldState } = useController({ name, control, rules });
  const [option, setOption] = useState<PersonOption | null>(initial);
  const value =
    field.value == null ? null : option?.id === field.value ? option : { id: field.value as number, label: `#${field.value}` };
  return (
    <EntityPicker<PersonOption>
      label={label}
      name={field.name}
      value={value}
      onChange={(next) => {
        setOption(next);
        field.onChange(next?.id ?? null);
      }}
      queryKey={[...searchKeys.all, 'user-picker']}
      fetchOptions={async (text) =>
        text
          ? (await fetchSearchTags(text, { type: 'User', limit: 20 })).map((t) => ({
              id: t.searchable_id,
              label: t.label_second_line ? `${t.label_first_line} (${t.label_second_line.split(' · ')[0]})` : t.label_first_line,
            }))
          : []
      }
      getOptionLabel={(o) => o.label}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
    />
  );
}
