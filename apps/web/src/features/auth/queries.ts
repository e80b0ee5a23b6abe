import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { LoginForm, RecoveryForm, SessionUser, passwordUpdateBody } from '@sportdesk/contract';
import { api, apiRequest } from '../../lib/api';
import { sessionKeys } from '../../lib/session/queries';
import { saveSession, tokenFromHeaders, touchLastActivity } from '../../lib/session/storage';

export type ResetPasswordForm = z.input<typeof passwordUpdateBody>['user'];

/** `POST /users/sign_in.json`: stores the user, the token from the header and the activity time. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (user: LoginForm) => {
      const { data, headers } = await apiRequest<SessionUser>('/users/sign_in.json', {
        method: 'POST',
        root: true,
        body: { user },
      });
      return { user: data, token: tokenFromHeaders(headers) };
    },
    onSuccess: ({ user, token }) => {
      saveSession({ user, token });
      touchLastActivity();
      queryClient.setQueryData(sessionKeys.current(), user);
    },
  });
}

/** What `GET /users/reset_password` answers. */
export type PasswordResetReply = { message: string };

/** `GET /users/reset_password?email=`: sends the recovery e-mail. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: ({ email }: RecoveryForm) =>
      api.get<PasswordResetReply>('/users/reset_password', { root: true, query: { email } }),
  });
}

/** `PUT /users/password.json` with the e-mailed token and the new password. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (user: ResetPasswordForm) => api.put<{ message: string }>('/users/password.json', { root: true, body: { user } }),
  });
}
