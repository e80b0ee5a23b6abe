import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useNotify, type NotifyVariant } from '../components/useNotify';

const VARIANTS: readonly NotifyVariant[] = ['success', 'error', 'info', 'warning'];

/** `?notification_msg=…&notification_type=…` shows a toast, then leaves the address (replace, no reload). */
export function useUrlNotification() {
  const [params, setParams] = useSearchParams();
  const notify = useNotify();
  const message = params.get('notification_msg');
  const type = params.get('notification_type');

  useEffect(() => {
    if (!message) return;
    const variant = VARIANTS.find((v) => v === type) ?? 'info';
    notify[variant](message);
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('notification_msg');
        next.delete('notification_type');
        return next;
      },
      { replace: true },
    );
  }, [message, type, notify, setParams]);
}
