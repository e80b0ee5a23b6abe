import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The open dialog lives in the address (`?event=new` or `?event=12`), so a link can open an event. */
export function useEventDialog() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('event');
  const eventId: number | 'new' | null = raw === 'new' ? 'new' : raw && /^\d+$/.test(raw) ? Number(raw) : null;
  const setEvent = useCallback(
    (next: number | 'new' | null) =>
      setParams((previous) => {
        const updated = new URLSearchParams(previous);
        if (next === null) updated.delete('event');
        else updated.set('event', String(next));
        return updated;
      }),
    [setParams],
  );
  return { eventId, open: setEvent, close: useCallback(() => setEvent(null), [setEvent]) };
}
