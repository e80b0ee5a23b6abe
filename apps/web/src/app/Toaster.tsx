import { useEffect } from 'react';
import { SnackbarProvider, enqueueSnackbar } from 'notistack';
import { subscribeToasts } from '../lib/toast';
import { TOAST_COMPONENTS } from './toastContent';

/** Toasts bottom right, gone after 4 s (docs/spec/part-1.md §9: 3.5–5 s). */
export const TOAST_DURATION_MS = 4000;

/** notistack's toasts, loaded after the first screen (lib/toast.ts queues what comes before). */
export function Toaster() {
  useEffect(
    () =>
      subscribeToasts(({ message, variant, preventDuplicate }) => {
        enqueueSnackbar(message, { variant, preventDuplicate });
      }),
    [],
  );
  return (
    <SnackbarProvider
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      autoHideDuration={TOAST_DURATION_MS}
      maxSnack={4}
      Components={TOAST_COMPONENTS}
    />
  );
}

export { Toaster as default };
