import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { msg, type AdminUser, type AdminUserPatch } from '@sportdesk/contract';
import { applyApiFieldErrors, type SubmitOutcome } from '../../components/form';
import { useNotify } from '../../components/useNotify';
import { useUpdateUser } from './queries';

/**
 * A tab's save: PATCH a subset of the user, 'Zapisano' or 'Nie udało się zapisać zmian' with the fields' errors;
 * `onSaved` may turn the saved user into the form's new clean state.
 */
export function useSaveUser(userId: number) {
  const update = useUpdateUser(userId);
  const notify = useNotify();
  const save = async <T extends FieldValues>(
    patch: AdminUserPatch,
    setError?: UseFormSetError<T>,
    onSaved?: (user: AdminUser) => T | void,
  ): Promise<SubmitOutcome<T>> => {
    try {
      const user = await update.mutateAsync(patch);
      notify.success(msg.saved);
      return { resetTo: onSaved?.(user) ?? undefined };
    } catch (error) {
      if (setError) applyApiFieldErrors(error, setError);
      notify.error(msg.saveFailed);
      return false;
    }
  };
  return { save, saving: update.isPending };
}
