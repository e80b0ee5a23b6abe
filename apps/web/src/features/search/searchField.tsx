import { InputAdornment } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { SEARCH } from '@sportdesk/contract';

/** The header search box's look, shared by the box shown first and the one with results (GlobalSearch). */
export const searchField = {
  size: 'small',
  placeholder: 'Szukaj użytkowników, zajęć i grup…',
  /** Its accessible name. */
  label: 'Szukaj',
  sx: { width: '100%', maxWidth: SEARCH.panel.maxWidth },
  startAdornment: (
    <InputAdornment position="start">
      <SearchIcon fontSize="small" />
    </InputAdornment>
  ),
} as const;
