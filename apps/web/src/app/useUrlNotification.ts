import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useNotify, type NotifyVariant } from '../components/useNotify';
import { isLeavingDocument } from '../lib/routing';
import { NOTICE_PARAMS } from '../lib/urlNotice';

const VARIANTS: readonly NotifyVariant[] = ['success', 'error', 'info', 'warning'];

/**
 * `?notification_msg=…&notification_type=…` shows a toast, then leaves the address (replace, no reload). Not while
 * a guard is loading another document for this address: that document shows it (a screen's effects run before
 * RootRoute's, so the redirect has started by then).
 */
export function useUrlNotification() {
  const [params, setParams] = useSearchParams();
  const notify = useNotify();
  const message = params.get(NOTICE_PARAMS.message);
  const type = params.get(NOTICE_PARAMS.type);

  useEffect(() => {
    if (!message || isLeavingDocument()) return;
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
