import { ListSubheader, MenuItem, TextField } from '@mui/material';
import { useCurrentUser } from '../../../lib/session/queries';
import { readToken } from '../../../lib/session/storage';
import { useOwnChildren } from '../account/children/queries';
import { useAllowedToRegister } from '../account/allowed/queries';

/**
 * "Dla kogo": the player, one of their children, or a player who let them sign them up (docs/decisions.md "Allowed
 * to register: a friend signs you up"); hidden when there is nobody else (or the lists cannot be read).
 */
export function ForWhom({ value, onChange }: { value: number | ''; onChange: (id: number | '') => void }) {
  const current = useCurrentUser();
  const signedIn = readToken() !== null;
  const children = useOwnChildren(signedIn).data?.rows ?? [];
  const friends = useAllowedToRegister(signedIn).data?.may_register ?? [];
  if (!children.length && !friends.length) return null;
  const group = (title: string, people: { id: number; label: string }[]) =>
    people.length
      ? [
          <ListSubheader key={title}>{title}</ListSubheader>,
          ...people.map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.label}
            </MenuItem>
          )),
        ]
      : [];
  return (
    <TextField
      select
      label="Dla kogo"
      value={value}
      onChange={(e) => onChange(e.target.value === '' ? '' : Number(e.target.value))}
      sx={{ minWidth: 220 }}
      size="small"
    >
      <MenuItem value="">Dla mnie{current.data?.first_name ? ` (${current.data.first_name})` : ''}</MenuItem>
      {group('Dzieci', children)}
      {group('Pozwolili mi się zapisywać', friends)}
    </TextField>
  );
}
