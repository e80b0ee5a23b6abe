import type { ReactNode } from 'react';
import { CircularProgress } from '@mui/material';

/** An Autocomplete's end adornment with a spinner before it while its options load (the record pickers). */
export const loadingAdornment = (loading: boolean, endAdornment: ReactNode) => (
  <>
    {loading && <CircularProgress color="inherit" size={18} />}
    {endAdornment}
  </>
);
