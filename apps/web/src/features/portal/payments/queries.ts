import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SandboxPayment, SandboxPaymentResult } from '@sportdesk/contract';
import { api } from '../../../lib/api';

/** The local sandbox gateway's payment, seen by its signed-in owner (the API answers 404 to anyone else). */
export function useSandboxPayment(id: number, enabled = true) {
  return useQuery({
    queryKey: ['portal', 'sandbox-payment', id] as const,
    queryFn: ({ signal }) => api.get<SandboxPayment>(`/sandbox-gateway/payments/${id}`, { signal }),
    retry: false,
    enabled: enabled && Number.isInteger(id) && id > 0,
  });
}

/**
 * Zapłać / Anuluj: the sandbox sends the gateway's signed notification; `back` is the page's query (the shop's
 * return and cancel paths), which the API checks and answers with the one to go back to.
 */
export function useSandboxSettle(id: number, back: { powrot?: string; anuluj?: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'paid' | 'canceled') =>
      api.post<SandboxPaymentResult>(`/sandbox-gateway/payments/${id}/${action}`, { query: back }),
    // The wallet, the bookings and the basket are not what they were.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['portal'] }),
  });
}
