import { useCallback, useRef, type BaseSyntheticEvent } from 'react';

/**
 * For forms that are not page forms (dialogs, tab sections): wraps a submit handler so a second
 * submit is ignored until the first one has validated and started its request; from then on the
 * mutation's pending state disables the button.
 */
export function useSubmitOnce() {
  const locked = useRef(false);
  return useCallback(
    (handler: (event?: BaseSyntheticEvent) => Promise<unknown> | unknown) => (event?: BaseSyntheticEvent) => {
      event?.preventDefault();
      if (locked.current) return;
      locked.current = true;
      void Promise.resolve(handler(event)).finally(() => {
        locked.current = false;
      });
    },
    [],
  );
}
