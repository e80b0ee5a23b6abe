/**
 * Toasts without loading notistack up front: `showToast` queues a toast here and the lazily loaded Toaster
 * (app/Toaster.tsx, notistack) shows it; toasts asked for before it has loaded wait in the queue.
 */
export type ToastVariant = 'success' | 'error' | 'info' | 'warning';

export interface Toast {
  message: string;
  variant: ToastVariant;
  /** Skip it when the same message is already on screen. */
  preventDuplicate?: boolean;
}

type Listener = (toast: Toast) => void;

const waiting: Toast[] = [];
let listener: Listener | null = null;

export function showToast(toast: Toast) {
  if (listener) listener(toast);
  else waiting.push(toast);
}

/** The Toaster takes over: the queued toasts first, then every new one. Returns the unsubscribe. */
export function subscribeToasts(next: Listener) {
  listener = next;
  for (const toast of waiting.splice(0)) next(toast);
  return () => {
    if (listener === next) listener = null;
  };
}
