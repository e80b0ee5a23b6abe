import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useNotify, type NotifyVariant } from '../components/useNotify';
import { NOTICE_PARAMS } from '../lib/urlNotice';

const VARIANTS: readonly NotifyVariant[] = ['success', 'error', 'info', 'warning'];

/**
 * `?notification_msg=…&notification_type=…` shows a toast, then leaves the address (replace, no reload). An address
 * that loads another document (a loader's `redirectDocument`, e.g. sign-in into the back office) never renders
 * here: the router leaves the page before it commits, so that document shows the toast.
 */
export function useUrlNotification() {
  const [params, setParams] = useSearchParams();
  const notify = useNotify();
  const message = params.get(NOTICE_PARAMS.message);
  const type = params.get(NOTICE_PARAMS.type);

  useEffect(() => {
    if (!message) return;
    const variant = VARIANTS.find((v) => v === type) ?? 'info';
    notify[variant](message);
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete(NOTICE_PARAMS.message);
        next.delete(NOTICE_PARAMS.type);
        return next;
      },
      { replace: true },
    );
  }, [message, type, notify, setParams]);
}
