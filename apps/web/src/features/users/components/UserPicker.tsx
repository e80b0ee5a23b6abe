import { useState } from 'react';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import type { AdminUserRow } from '@sportdesk/contract';
import { EntityPicker } from '../../../components/EntityPicker';
import type { ControlledFieldProps } from '../../../components/form';
import { fetchUsers, userKeys } from '../queries';

export interface UserOption {
  id: number;
  label: string;
}

const userOptionLabel = (u: Pick<AdminUserRow, 'label' | 'email' | 'id'>) =>
  `${u.label}${u.email && u.email !== u.label ? ` (${u.email})` : ''} #${u.id}`;

interface Props {
  label: string;
  value: UserOption | null;
  onChange: (value: UserOption | null) => void;
  /** Only users holding one of these roles (`with_role`). */
  roles?: readonly string[];
  error?: boolean;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  name?: string;
}

/** A user search (name, e-mail, identifier, phone) over `admin/users`, 300 ms after typing stops. */
export function UserPicker({ roles, ...props }: Props) {
  const with_role = roles?.join(',');
  return (
    <EntityPicker<UserOption>
      {...props}
      queryKey={userKeys.picker({ with_role })}
      fetchOptions={async (text) =>
        (await fetchUsers({ search: text || undefined, with_role, limit: 20, order: 'last_name', order_dir: 'asc' })).rows.map(
          (u) => ({
            id: u.id,
            label: userOptionLabel(u),
          }),
        )
      }
      getOptionLabel={(o) => o.label}
    />
  );
}

type ElementProps<T extends FieldValues, N extends FieldPath<T>, TOut> = ControlledFieldProps<T, N, TOut> &
  Omit<Props, 'value' | 'onChange' | 'error' | 'name'> & { initial?: UserOption | null };

/** UserPicker bound to a form field holding the user's id. */
export function UserPickerElement<T extends FieldValues, N extends FieldPath<T>, TOut = T>({
  name,
  control,
  rules,
  initial = null,
  helperText,
  ...props
}: ElementProps<T, N, TOut>) {
  const { field, fieldState } = useController({ name, control, rules });
  const [option, setOption] = useState<UserOption | null>(initial);
  const value =
    field.value == null
      ? null
      : option && option.id === field.value
        ? option
        : { id: field.value as number, label: `#${field.value}` };
  return (
    <UserPicker
      {...props}
      name={field.name}
      value={value}
      onChange={(next) => {
        setOption(next);
        field.onChange(next?.id ?? null);
      }}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}
