import { useState } from 'react';
import { Autocomplete, CircularProgress, TextField } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { msg, type ListReply } from '@sportdesk/contract';
import { api } from '../../lib/api';
import { useDebouncedValue } from '../../components/useDebouncedValue';

export interface Ref {
  id: number;
  label: string;
}

type Source = 'users' | 'sports' | 'locations' | 'activities';

const fetchers: Record<Source, (text: string) => Promise<Ref[]>> = {
  users: async (text) =>
    (
      await api.get<ListReply<{ id: number; label: string; email: string | null }>>('/admin/users', {
        query: { search: text || undefined, limit: 20 },
      })
    ).rows.map((u) => ({ id: u.id, label: `${u.label}${u.email && u.email !== u.label ? ` (${u.email})` : ''}` })),
  sports: async (text) =>
    (
      await api.get<ListReply<{ id: number; name: string }>>('/admin/sports', {
        query: { with_name: text || undefined, limit: 25 },
      })
    ).rows.map((s) => ({
      id: s.id,
      label: s.name,
    })),
  locations: async (text) =>
    (
      await api.get<ListReply<{ id: number; name: string }>>('/admin/localizations', {
        query: { with_name: text || undefined, limit: 25 },
      })
    ).rows.map((l) => ({ id: l.id, label: l.name })),
  activities: async (text) =>
    (
      await api.get<ListReply<{ id: number; name: string | null; date: string; start_at: string }>>('/admin/activities', {
        query: { with_name: text || undefined, limit: 25 },
      })
    ).rows.map((a) => ({ id: a.id, label: `${a.name ?? 'Zajęcia'} ${a.date} ${a.start_at} (#${a.id})` })),
};

interface Props {
  source: Source;
  label: string;
  value: Ref[];
  onChange: (value: Ref[]) => void;
}

/** A multi-choice search picker for the code's restrictions (300 ms debounce, 'Brak wyników' when empty). */
export function RefsPicker({ source, label, value, onChange }: Props) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim());
  const options = useQuery({
    queryKey: ['promo-codes', 'refs', source, search],
    queryFn: () => fetchers[source](search),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const loading = open && (options.isFetching || search !== text.trim());
  return (
    <Autocomplete
      multiple
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={value}
      onChange={(_, next) => onChange(next)}
      inputValue={text}
      onInputChange={(_, next, reason) => reason !== 'reset' && setText(next)}
      options={options.data ?? []}
      filterOptions={(all) => all}
      getOptionLabel={(o) => o.label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={loading}
      loadingText="Ładowanie…"
      noOptionsText={msg.noResults}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          slotProps={{
            input: {
              ...params.InputProps,
              endAdornment: (
                <>
                  {loading && <CircularProgress color="inherit" size={18} />}
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
