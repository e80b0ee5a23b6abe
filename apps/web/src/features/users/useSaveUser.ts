import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { msg, type AdminUser, type AdminUserPatch } from '@sportdesk/contract';
import { applyApiFieldErrors } from '../../components/form';
import { useNotify } from '../../components/useNotify';
import { useUpdateUser } from './queries';

/** A tab's save: PATCH a subset of the user, 'Zapisano' or 'Nie udało się zapisać zmian' with the fields' errors. */
export function useSaveUser(userId: number) {
  const update = useUpdateUser(userId);
  const notify = useNotify();
  const save = <T extends FieldValues>(
    patch: AdminUserPatch,
    setError?: UseFormSetError<T>,
    onSaved?: (user: AdminUser) => void,
  ) =>
    update.mutate(patch, {
      onSuccess: (user) => {
        notify.success(msg.saved);
        onSaved?.(user);
      },
      onError: (error) => {
        if (setError) applyApiFieldErrors(error, setError);
        notify.error(msg.saveFailed);
      },
    });
  return { save, saving: update.isPending };
}
