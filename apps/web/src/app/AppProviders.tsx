import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { CssBaseline } from '@mui/material';
import { ThemeProvider } from '@mui/system';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { subscribeToastAsks, toastAskedFor } from '../lib/toast';
import { theme } from './theme';

/** notistack loads with the first toast, not with the page (lib/toast.ts queues toasts until it has mounted). */
const Toaster = lazy(() => import('./Toaster'));

function ToasterOnFirstToast() {
  const asked = useSyncExternalStore(subscribeToastAsks, toastAskedFor, toastAskedFor);
  return asked ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

/** As `@mui/material`'s ThemeProvider gives a theme without CSS variables: no `vars` inherited from outside. */
const muiTheme = { ...theme, vars: null };

/**
 * The theme is a plain one (no CSS variables), so it goes through MUI's system `ThemeProvider`, which is what
 * `@mui/material`'s own does for such a theme; the material one also carries the CSS-variables provider and its
 * colour-scheme script (~3 KiB gzip of every first load) for themes built with `cssVariables`.
 *
 * What every page needs: the theme, the query client and the toasts. The date pickers' adapter and dayjs's
 * Polish locale belong to the back-office layout (app/DateProviders.tsx), not to the sign-in page or the portal.
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <ThemeProvider theme={muiTheme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        {children}
        <ToasterOnFirstToast />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
