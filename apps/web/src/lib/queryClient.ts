import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ErrorCode } from '@sportdesk/contract';
import { isApiError } from './api';
import { loadErrorMessage } from './loadErrorMessage';
import { showToast } from './toast';

/** 401 and 404 have their own handling (sign-in page, /404); other failed loads show one toast. */
const handledElsewhere = (error: unknown) => isApiError(error, ErrorCode.UNAUTHORIZED) || isApiError(error, ErrorCode.NOT_FOUND);

const shouldRetry = (failureCount: number, error: unknown) =>
  failureCount < 2 && (!isApiError(error) || error.status === 0 || error.status >= 500);

export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (handledElsewhere(error) || query.meta?.silent) return;
        showToast({ message: loadErrorMessage(error), variant: 'error', preventDuplicate: true });
      },
    }),
    defaultOptions: {
      queries: { staleTime: 15_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { silent?: boolean };
  }
}
