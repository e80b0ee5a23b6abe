import type { DefaultValues, FieldValues, Resolver } from 'react-hook-form';
import type { AdminUser, AdminUserPatch } from '@sportdesk/contract';
import { usePageForm } from '../../components/form';
import { useSaveUser } from './useSaveUser';

/**
 * A user tab's form: the user's values as defaults; `onSubmit` saves the (validated) values once at a
 * time, after which the saved values are the form's clean state; unsaved changes are guarded.
 */
export function useUserTabForm<TIn extends FieldValues, TOut extends AdminUserPatch>(
  user: AdminUser,
  resolver: Resolver<TIn, unknown, TOut>,
  toForm: (user: AdminUser) => DefaultValues<TIn>,
) {
  const { save } = useSaveUser(user.id);
  return usePageForm<TIn, TOut>({
    resolver,
    defaultValues: toForm(user),
    onSubmit: (values, setError) => save(values, setError, (saved) => toForm(saved) as TIn),
  });
}
