import { useMemo } from 'react';
import { showToast, type ToastVariant } from '../lib/toast';

export type NotifyVariant = ToastVariant;

/** Toasts by kind: `notify.success('Zapisano')`. */
export function useNotify() {
  return useMemo(() => {
    const show = (variant: NotifyVariant) => (message: string) => showToast({ message, variant });
    return { success: show('success'), error: show('error'), info: show('info'), warning: show('warning') };
  }, []);
}
