import { useMemo } from 'react';
import { useSnackbar, type VariantType } from 'notistack';

export type NotifyVariant = Extract<VariantType, 'success' | 'error' | 'info' | 'warning'>;

/** Toasts by kind: `notify.success('Zapisano')`. */
export function useNotify() {
  const { enqueueSnackbar } = useSnackbar();
  return useMemo(() => {
    const show = (variant: NotifyVariant) => (message: string) => enqueueSnackbar(message, { variant });
    return { success: show('success'), error: show('error'), info: show('info'), warning: show('warning') };
  }, [enqueueSnackbar]);
}
