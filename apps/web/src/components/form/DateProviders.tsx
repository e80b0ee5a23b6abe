import type { ReactNode } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import '../../lib/dayjsLocale';

/**
 * The date pickers' adapter (dayjs, Polish) around each picker field (components/form), so only the screens with a
 * picker load it (docs/decisions.md, "Browser bundles (issue 21)").
 */
export function DateProviders({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="pl">
      {children}
    </LocalizationProvider>
  );
}
