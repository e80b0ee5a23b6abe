import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BonusExpirationInput, Wallet, WalletAccount, WalletDirection, WalletOperationValues } from '@sportdesk/contract';
import { api } from '../../lib/api';
import { userKeys } from '../users/public';
import { transactionKeys } from '../transactions/public';

export interface WalletOperation {
  account: WalletAccount;
  direction: WalletDirection;
  values: WalletOperationValues;
}

/** `POST admin/users/{id}/<account>_<add|delete>`; refreshes the user (header cards) and the transaction lists. */
export function useWalletOperation(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ account, direction, values }: WalletOperation) =>
      api.post<Wallet>(`/admin/users/${userId}/${account}_${direction}`, { body: { [account]: values } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: transactionKeys.all });
      return queryClient.invalidateQueries({ queryKey: userKeys.detail(userId) });
    },
  });
}

/** `PATCH admin/users/{id}/bonus_expiration`; refreshes the user (the Portfel tab and the header cards). */
export function useSetBonusExpiration(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BonusExpirationInput) =>
      api.patch<Wallet>(`/admin/users/${userId}/bonus_expiration`, { body: { user: input } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.detail(userId) }),
  });
}
