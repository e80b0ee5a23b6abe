import { useState } from 'react';
import { Autocomplete, CircularProgress, InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useNavigate } from 'react-router';
import { SEARCH, msg, searchTagUrl, type SearchTag } from '@sportdesk/contract';
import { loadErrorMessage } from '../../lib/loadErrorMessage';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { searchable, useSearchTags } from './queries';
import { SearchResult } from './SearchResult';

const { maxWidth, maxHeight } = SEARCH.panel;

/**
 * The header's global search (spec part 1 §2 "Header"): users and activities, results in a panel of
 * at most 400×500 px; choosing one opens /users/{id} or /activities/{id}.
 */
export function GlobalSearch() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const typed = text.trim();
  const debounced = useDebouncedValue(typed);
  const results = useSearchTags(debounced);
  const active = searchable(typed);
  const loading = active && (results.isFetching || debounced !== typed);

  return (
    <Autocomplete<SearchTag, false, false, false>
      clearOnBlur={false}
      autoHighlight
      open={open && active}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={null}
      inputValue={text}
      onInputChange={(_, next, reason) => reason !== 'reset' && setText(next)}
      onChange={(_, chosen) => {
        if (!chosen) return;
        setText('');
        setOpen(false);
        void navigate(searchTagUrl(chosen));
      }}
      options={active ? (results.data ?? []) : []}
      filterOptions={(options) => options}
      getOptionLabel={(option) => option.label_first_line}
      getOptionKey={(option) => `${option.searchable_type}-${option.searchable_id}`}
      isOptionEqualToValue={(a, b) => a.searchable_type === b.searchable_type && a.searchable_id === b.searchable_id}
      loading={loading}
      loadingText="Szukam…"
      noOptionsText={results.isError ? loadErrorMessage(results.error) : msg.noResults}
      renderOption={({ key, ...props }, option) => <SearchResult key={key} tag={option} {...props} />}
      slotProps={{
        paper: { elevation: 8, sx: { maxHeight } },
        listbox: { sx: { maxHeight, py: 0.5 }, 'aria-label': 'Wyniki wyszukiwania' },
      }}
      sx={{ width: '100%', maxWidth }}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          placeholder="Szukaj użytkowników, zajęć i grup…"
          slotProps={{
            htmlInput: { ...params.inputProps, 'aria-label': 'Szukaj' },
            input: {
              ...params.InputProps,
              type: 'search',
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
              endAdornment: loading ? <CircularProgress color="inherit" size={16} sx={{ mr: 1 }} /> : null,
            },
          }}
        />
      )}
    />
  );
}
