import { useEffect, useEffectEvent } from 'react';
import { live, type LiveEvent } from './live';

/** Keeps the live connection open while the component (the admin layout) is mounted. */
export function useLiveConnection() {
  useEffect(() => {
    live.connect();
    return () => live.disconnect();
  }, []);
}

/** Calls `onEvent` for each push of `channel`/`event` while mounted. */
export function useLiveEvent<P>(channel: string, event: string, onEvent: (payload: P, event: LiveEvent<P>) => void) {
  // The latest handler without resubscribing on every render.
  const handle = useEffectEvent(onEvent);
  useEffect(() => live.subscribe<P>(channel, event, (payload, e) => handle(payload, e)), [channel, event]);
}
