import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../lib/api';

/** Puts the API's `error.fields` messages on the form's fields; true when any was applied. */
export function applyApiFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>): boolean {
  if (!isApiError(error) || !error.fields) return false;
  const entries = Object.entries(error.fields);
  entries.forEach(([field, message], index) =>
    setError(field as Path<T>, { type: 'server', message }, { shouldFocus: index === 0 }),
  );
  return entries.length > 0;
}
