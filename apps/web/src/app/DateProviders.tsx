import type { ReactNode } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import '../lib/dayjsLocale';

/** The date pickers' adapter (dayjs, Polish): around the back office only, whose forms use the pickers. */
export function DateProviders({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="pl">
      {children}
    </LocalizationProvider>
  );
}
