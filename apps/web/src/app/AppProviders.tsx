import { lazy, Suspense, type ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { theme } from './theme';

/** notistack loads beside the first screen, not before it (lib/toast.ts queues toasts until then). */
const Toaster = lazy(() => import('./Toaster'));

/**
 * What every page needs: the theme, the query client and the toasts. The date pickers' adapter and dayjs's
 * Polish locale belong to the back-office layout (app/DateProviders.tsx), not to the sign-in page or the portal.
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        {children}
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
