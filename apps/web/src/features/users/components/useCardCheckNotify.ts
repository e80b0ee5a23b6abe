import { msg, type CardStatus } from '@sportdesk/contract';
import { isApiError } from '../../../lib/api';
import { useNotify } from '../../../components/useNotify';

/** 'Sprawdzono kartę' on an answer, 'Nie udało się' (with the provider's reason) on a failure. */
export function useCardCheckNotify() {
  const notify = useNotify();
  return {
    onSuccess: (_: CardStatus) => notify.success(msg.cardChecked),
    onError: (error: unknown) =>
      notify.error(isApiError(error) && error.status === 503 ? `${msg.cardCheckFailed}: ${error.message}` : msg.cardCheckFailed),
  };
}
