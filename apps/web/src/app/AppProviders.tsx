import type { ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import dayjs from 'dayjs';
import 'dayjs/locale/pl';
import { theme } from './theme';
import { TOAST_COMPONENTS } from './toastContent';

dayjs.locale('pl');

/** Toasts bottom right, gone after 4 s (spec part 1 §9: 3.5–5 s). */
export const TOAST_DURATION_MS = 4000;

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="pl">
        <QueryClientProvider client={queryClient}>
          <SnackbarProvider
            anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
            autoHideDuration={TOAST_DURATION_MS}
            maxSnack={4}
            Components={TOAST_COMPONENTS}
          >
            {children}
          </SnackbarProvider>
        </QueryClientProvider>
      </LocalizationProvider>
    </ThemeProvider>
  );
}
