import { useState } from 'react';
import { Autocomplete, Chip, CircularProgress, MenuItem, TextField } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { msg, type TeamOption } from '@sportdesk/contract';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { fetchGroupOptions, fetchTeamOptions, groupKeys } from './queries';

interface Option {
  id: number;
  label: string;
}

interface MultiProps {
  label: string;
  value: readonly number[];
  onChange: (ids: number[]) => void;
  error?: boolean;
  helperText?: string;
  name?: string;
}

/** A multi-select over server-side search (300 ms debounce, 'Brak wyników'); chosen ids are labelled by one look-up. */
function MultiPicker({
  label,
  value,
  onChange,
  error,
  helperText,
  name,
  search,
  labels,
  keyPrefix,
}: MultiProps & {
  search: (text: string) => Promise<Option[]>;
  labels: (ids: number[]) => Promise<Option[]>;
  keyPrefix: readonly unknown[];
}) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const debounced = useDebouncedValue(text.trim());
  const options = useQuery({
    queryKey: [...keyPrefix, 'search', debounced],
    queryFn: () => search(debounced),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const ids = [...value].sort((a, b) => a - b);
  const chosen = useQuery({
    queryKey: [...keyPrefix, 'labels', ids],
    queryFn: () => labels(ids),
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
  });
  const byId = new Map((chosen.data ?? []).map((o) => [o.id, o]));
  const selected = value.map((id) => byId.get(id) ?? { id, label: `#${id}` });
  const loading = open && (options.isFetching || debounced !== text.trim());
  return (
    <Autocomplete
      multiple
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={selected}
      onChange={(_, next) => onChange(next.map((o) => o.id))}
      inputValue={text}
      onInputChange={(_, next, reason) => reason !== 'reset' && setText(next)}
      options={options.data ?? []}
      filterOptions={(all) => all}
      filterSelectedOptions
      getOptionLabel={(o) => o.label}
      getOptionKey={(o) => o.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={loading}
      loadingText="Ładowanie…"
      noOptionsText={msg.noResults}
      renderValue={(items, getItemProps) =>
        items.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={option.label} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          error={error}
          helperText={helperText}
          slotProps={{
            input: {
              ...params.InputProps,
              endAdornment: (
                <>
                  {loading ? <CircularProgress color="inherit" size={18} /> : null}
                  {params.InputProps.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
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
