import { useEffect } from 'react';
import { clearSession, isIdleExpired, touchLastActivity } from './storage';

const ACTIVITY_EVENTS = ['mousemove', 'wheel', 'keydown', 'touchstart'] as const;
const WRITE_EVERY_MS = 5_000;
const CHECK_EVERY_MS = 30_000;

/** After 1 hour without mouse, wheel, key or touch: forget the session and reload (docs/spec/part-1.md §4). */
export function useIdleLogout() {
  useEffect(() => {
    let lastWrite = 0;
    const onActivity = () => {
      const now = Date.now();
      if (now - lastWrite < WRITE_EVERY_MS) return;
      lastWrite = now;
      touchLastActivity(now);
    };
    const check = () => {
      if (!isIdleExpired()) return;
      clearSession();
      window.location.reload();
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true });
    const timer = window.setInterval(check, CHECK_EVERY_MS);
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
      window.clearInterval(timer);
    };
  }, []);
}
