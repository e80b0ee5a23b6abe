import { EntityPicker } from '../../../components/EntityPicker';
import { fetchUserOptions, activityKeys, type UserOption } from '../queries';
import { personName } from '../format';

interface Props {
  kind: 'coordinator' | 'organizer';
  label: string;
  value: UserOption | null;
  onChange: (value: UserOption | null) => void;
  error?: boolean;
  helperText?: string;
  name?: string;
}

export const userOptionLabel = (u: UserOption) => `${personName(u) || u.email || ''} (ID ${u.id})`;

/** Coordinators (user_role_coordinator) or organisers, searched by name, e-mail or ID. */
export function UserOptionPicker({ kind, ...props }: Props) {
  return (
    <EntityPicker<UserOption>
      {...props}
      queryKey={activityKeys.userOptions(kind)}
      fetchOptions={(text) => fetchUserOptions(kind, text)}
      getOptionLabel={userOptionLabel}
    />
  );
}
