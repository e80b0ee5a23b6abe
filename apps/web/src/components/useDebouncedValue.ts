import { useEffect, useState } from 'react';

/** Picker debounce of docs/spec/part-1.md §9. */
export const PICKER_DEBOUNCE_MS = 300;

/** The value, settled for `delay` ms. */
export function useDebouncedValue<T>(value: T, delay = PICKER_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
