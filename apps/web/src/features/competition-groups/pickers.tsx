import { MenuItem, TextField } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TeamOption } from '@sportdesk/contract';
import { MultiEntityPicker, type PickedEntity } from '../../components/MultiEntityPicker';
import { fetchGroupOptions, fetchTeamOptions, groupKeys } from './queries';

interface MultiProps {
  label: string;
  value: readonly number[];
  onChange: (ids: number[]) => void;
  error?: boolean;
  helperText?: string;
  name?: string;
}

/** Ids held by the form, labelled by one look-up of the chosen ones; the search and chips are the shared picker's. */
function MultiPicker({
  value,
  onChange,
  labels,
  keyPrefix,
  ...props
}: MultiProps & {
  search: (text: string) => Promise<PickedEntity[]>;
  labels: (ids: number[]) => Promise<PickedEntity[]>;
  keyPrefix: readonly unknown[];
}) {
  const ids = [...value].sort((a, b) => a - b);
  const chosen = useQuery({
    queryKey: [...keyPrefix, 'labels', ids],
    queryFn: () => labels(ids),
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
  });
  const byId = new Map((chosen.data ?? []).map((o) => [o.id, o]));
  return (
    <MultiEntityPicker
      {...props}
      queryKey={keyPrefix}
      value={value.map((id) => byId.get(id) ?? { id, label: `#${id}` })}
      onChange={(next) => onChange(next.map((o) => o.id))}
    />
  );
}

const groupOption = (g: { id: number; name: string }) => ({ id: g.id, label: `${g.name} (ID ${g.id})` });
export const teamOptionLabel = (t: TeamOption) => `${t.name} · ${t.competition_group_name}`;

/** Competition groups picked by name (the activity form's Przypisania). */
export function GroupsPicker(props: MultiProps) {
  return (
    <MultiPicker
      {...props}
      keyPrefix={groupKeys.picker()}
      search={async (text) => (await fetchGroupOptions({ with_name: text || undefined })).map(groupOption)}
      labels={async (ids) => (await fetchGroupOptions({ with_ids: ids.join(','), limit: ids.length })).map(groupOption)}
    />
  );
}

/** Teams through the `index_all` picker, narrowed to the chosen groups when there are any. */
export function TeamsPicker({ groupIds, ...props }: MultiProps & { groupIds?: readonly number[] }) {
  const groups = [...(groupIds ?? [])];
  return (
    <MultiPicker
      {...props}
      keyPrefix={[...groupKeys.all, 'teams-picker', groups]}
      search={async (text) => {
        const lists = await Promise.all(
          (groups.length ? groups : [undefined]).map((g) =>
            fetchTeamOptions({ with_name: text || undefined, with_competition_group_id: g, limit: 50 }),
          ),
        );
        return lists.flat().map((t) => ({ id: t.id, label: teamOptionLabel(t) }));
      }}
      labels={async (ids) => (await fetchTeamOptions({ with_ids: ids })).map((t) => ({ id: t.id, label: teamOptionLabel(t) }))}
    />
  );
}

/** The teams of one activity (ids → options), for a sparing participant's team. */
export function useActivityTeams(teamIds: readonly number[]) {
  const ids = [...teamIds].sort((a, b) => a - b);
  return useQuery({
    queryKey: [...groupKeys.all, 'activity-teams', ids],
    queryFn: () => fetchTeamOptions({ with_ids: ids }),
    enabled: ids.length > 0,
  });
}

/** A sparing participant's team: one of the activity's teams ('Brak drużyn' when the activity has none). */
export function ActivityTeamSelect({
  teamIds,
  value,
  onChange,
  disabled,
}: {
  teamIds: readonly number[];
  value: number | null;
  onChange: (teamId: number | null) => void;
  disabled?: boolean;
}) {
  const teams = useActivityTeams(teamIds);
  return (
    <TextField
      select
      size="small"
      label="Drużyna"
      value={value ?? ''}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
      sx={{ width: { xs: '100%', md: 260 }, flexShrink: 0 }}
      helperText={teamIds.length === 0 ? 'Zajęcia nie mają przypisanych drużyn' : undefined}
    >
      <MenuItem value="">Bez drużyny</MenuItem>
      {(teams.data ?? []).map((t) => (
        <MenuItem key={t.id} value={t.id}>
          {teamOptionLabel(t)}
        </MenuItem>
      ))}
    </TextField>
  );
}
