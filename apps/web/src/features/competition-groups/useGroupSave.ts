import type { FieldValues } from 'react-hook-form';
import { msg } from '@sportdesk/contract';
import { isApiError } from '../../lib/api';
import { applyApiFieldErrors, type FormSubmit, type SubmitOutcome } from '../../components/form';
import { useNotify } from '../../components/useNotify';

/**
 * The group form's save for `usePageForm`: the toast, the API's field messages on the fields, a business rule's
 * own message (a player's group limit), and where to go after a create.
 */
export function useGroupSave<TIn extends FieldValues, TOut, R>(
  request: (values: TOut) => Promise<R>,
  options: { success: string; leaveTo?: (result: R) => string },
): FormSubmit<TIn, TOut> {
  const notify = useNotify();
  return async (values, setError): Promise<SubmitOutcome<TIn>> => {
    try {
      const result = await request(values);
      notify.success(options.success);
      return options.leaveTo ? { leaveTo: options.leaveTo(result) } : {};
    } catch (error) {
      applyApiFieldErrors(error, setError);
      notify.error(isApiError(error, 'BUSINESS_RULE') ? error.message : msg.saveFailed);
      return false;
    }
  };
}
