import { useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PLAYER_SEARCH_MIN, playerUsersMsg, type PlayerRef } from '@sportdesk/contract';
import { useDebouncedValue } from '../../../../components/useDebouncedValue';
import { searchPlayers } from './queries';

/** A player picked by name (`GET users`): asks the server once at least 3 characters are typed. */
export function PlayerSearch({ value, onChange }: { value: PlayerRef | null; onChange: (player: PlayerRef | null) => void }) {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim());
  const enabled = search.length >= PLAYER_SEARCH_MIN;
  const options = useQuery({
    queryKey: ['portal', 'player-search', search],
    queryFn: ({ signal }) => searchPlayers(search, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const loading = enabled && (options.isFetching || search !== text.trim());
  return (
    <Autocomplete
      value={value}
      onChange={(_, next) => onChange(next)}
      inputValue={text}
      onInputChange={(_, next) => setText(next)}
      options={enabled ? (options.data ?? []) : []}
      filterOptions={(all) => all}
      getOptionLabel={(o) => o.label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={loading}
      loadingText="Ładowanie…"
      noOptionsText={text.trim().length < PLAYER_SEARCH_MIN ? playerUsersMsg.searchTooShort : 'Brak wyników'}
      sx={{ flexGrow: 1, minWidth: 0 }}
      renderInput={(params) => <TextField {...params} label="Imię i nazwisko gracza" size="small" />}
    />
  );
}
