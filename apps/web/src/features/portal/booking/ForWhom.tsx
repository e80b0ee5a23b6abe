import { MenuItem, TextField } from '@mui/material';
import { useCurrentUser } from '../../../lib/session/queries';
import { readToken } from '../../../lib/session/storage';
import { useOwnChildren } from '../account/children/queries';

/** "Dla kogo": the player or one of their children; hidden when the player has no children (or they cannot be read). */
export function ForWhom({ value, onChange }: { value: number | ''; onChange: (id: number | '') => void }) {
  const current = useCurrentUser();
  const children = useOwnChildren(readToken() !== null);
  const rows = children.data?.rows ?? [];
  if (!rows.length) return null;
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
      {rows.map((c) => (
        <MenuItem key={c.id} value={c.id}>
          {c.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
