/**
 * Toasts without loading notistack up front: `showToast` queues a toast here and the Toaster (app/Toaster.tsx,
 * notistack), loaded when the first toast is asked for, shows it; toasts asked for before it has loaded wait in the
 * queue. A visit without a toast never downloads notistack.
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

let asked = false;
const askers = new Set<() => void>();

export function showToast(toast: Toast) {
  if (listener) return listener(toast);
  waiting.push(toast);
  if (asked) return;
  asked = true;
  for (const ask of askers) ask();
}

/** Whether a toast has been asked for yet (the Toaster is mounted from then on); `useSyncExternalStore`'s pair. */
export const toastAskedFor = () => asked;
export function subscribeToastAsks(onAsk: () => void) {
  askers.add(onAsk);
  return () => void askers.delete(onAsk);
}

/** The Toaster takes over: the queued toasts first, then every new one. Returns the unsubscribe. */
export function subscribeToasts(next: Listener) {
  listener = next;
  for (const toast of waiting.splice(0)) next(toast);
  return () => {
    if (listener === next) listener = null;
  };
}
