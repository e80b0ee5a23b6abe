import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import type { AdminUser, AdminUserPatch } from '@sportdesk/contract';
import { useSaveUser } from './useSaveUser';

/**
 * A user tab's form: the user's values as defaults, `onSubmit` saves the (validated) values and
 * resets the form to what the API returned.
 */
export function useUserTabForm<TIn extends FieldValues, TOut extends AdminUserPatch>(
  user: AdminUser,
  resolver: Resolver<TIn, unknown, TOut>,
  toForm: (user: AdminUser) => DefaultValues<TIn>,
) {
  const { save, saving } = useSaveUser(user.id);
  const form = useForm<TIn, unknown, TOut>({ resolver, defaultValues: toForm(user) });
  const onSubmit = form.handleSubmit((values) => save(values, form.setError, (saved) => form.reset(toForm(saved))));
  return { ...form, onSubmit, saving };
}
