import { FormControlLabel, Stack, Switch } from '@mui/material';

interface Props {
  onlyActive: boolean;
  unreadOnly: boolean;
  mine: boolean;
  onChange: (changes: { only_active?: string; unread_by_admin?: string; with_assigned_id?: string }) => void;
  myId: number;
}

/** The list's default (spec: "only active, unread by admin false") as two switches, plus "assigned to me". */
export function ListSwitches({ onlyActive, unreadOnly, mine, onChange, myId }: Props) {
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 3, mb: 1.5 }}>
      <FormControlLabel
        label="Tylko aktywne"
        control={<Switch checked={onlyActive} onChange={(_, on) => onChange({ only_active: on ? undefined : 'false' })} />}
      />
      <FormControlLabel
        label="Tylko nieprzeczytane"
        control={<Switch checked={unreadOnly} onChange={(_, on) => onChange({ unread_by_admin: on ? 'true' : undefined })} />}
      />
      <FormControlLabel
        label="Przypisane do mnie"
        control={<Switch checked={mine} onChange={(_, on) => onChange({ with_assigned_id: on ? String(myId) : undefined })} />}
      />
    </Stack>
  );
}
