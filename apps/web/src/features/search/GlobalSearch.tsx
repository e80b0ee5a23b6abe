import { useState } from 'react';
import { Autocomplete, CircularProgress, TextField } from '@mui/material';
import { useNavigate } from 'react-router';
import { SEARCH, msg, searchTagUrl, type SearchTag } from '@sportdesk/contract';
import { loadErrorMessage } from '../../lib/loadErrorMessage';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { searchable, useSearchTags } from './queries';
import { SearchResult } from './SearchResult';
import { searchField } from './searchField';
import { caretAtEnd } from '../../lib/afterFirstPaint';

const { maxHeight } = SEARCH.panel;

interface Props {
  /** Text typed before this box arrived (DeferredGlobalSearch); results open for it at once. */
  initialText?: string;
  autoFocus?: boolean;
}

/**
 * The header's global search (docs/spec/part-1.md §2 "Header"): users and activities, results in a panel of
 * at most 400×500 px; choosing one opens /users/{id} or /activities/{id}.
 */
export function GlobalSearch({ initialText = '', autoFocus = false }: Props) {
  const navigate = useNavigate();
  const [text, setText] = useState(initialText);
  const [open, setOpen] = useState(initialText !== '');
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
      sx={searchField.sx}
      renderInput={(params) => (
        <TextField
          {...params}
          size={searchField.size}
          autoFocus={autoFocus}
          inputRef={autoFocus ? caretAtEnd : undefined}
          placeholder={searchField.placeholder}
          slotProps={{
            htmlInput: { ...params.inputProps, 'aria-label': searchField.label },
            input: {
              ...params.InputProps,
              type: 'search',
              startAdornment: searchField.startAdornment,
              endAdornment: loading ? <CircularProgress color="inherit" size={16} sx={{ mr: 1 }} /> : null,
            },
          }}
        />
      )}
    />
  );
}
