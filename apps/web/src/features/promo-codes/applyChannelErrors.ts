import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ChannelError } from './queries';

/** Puts a channel reply's `data.fields` on the form's fields. */
export function applyChannelErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>) {
  if (!(error instanceof ChannelError)) return;
  Object.entries(error.fields).forEach(([field, message], i) =>
    setError(field as Path<T>, { type: 'server', message }, { shouldFocus: i === 0 }),
  );
}

/** A failed channel call: no connection is a warning ('Brak połączenia z serwerem'), anything else an alert. */
export function notifyChannelFailure(
  notify: { warning: (m: string) => void; error: (m: string) => void },
  error: unknown,
  fallback: string,
) {
  if (error instanceof ChannelError && error.code === 0) notify.warning(error.message);
  else notify.error(error instanceof ChannelError && error.message ? error.message : fallback);
}
