import { z } from 'zod';
import { msg } from './messages';
import { boundedText, requiredText } from './common';
import type { SessionUser } from './session';
import { loginForm, newPasswordForm, recoveryForm } from './auth-forms';

export { loginForm, recoveryForm, newPasswordForm, type LoginForm, type RecoveryForm } from './auth-forms';

export const signInBody = z.object({ user: loginForm });
/** The social variant of `POST /users/sign_in.json` (docs/spec/part-1.md §7): `fb: true` and the provider's access
 * token. */
export const socialSignInBody = z.object({
  fb: z.literal(true),
  user: z.object({ access_token: requiredText(4096, msg.requiredLogin) }),
});
/** What `POST /users/sign_in.json` accepts: e-mail and password, or (`fb: true`) a social-login access token. */
export const signInRequestBody = z.discriminatedUnion('fb', [
  signInBody.extend({ fb: z.literal(false).optional() }),
  socialSignInBody,
]);

export const registerBody = z.object({
  user: z
    .object({
      email: z.string({ error: msg.required }).trim().min(1, msg.required).pipe(z.email(msg.invalidEmail).max(255, msg.tooLong)),
      first_name: requiredText(120),
      last_name: requiredText(120),
      phone_prefix: boundedText(8).trim().optional(),
      phone: boundedText(32).trim().optional(),
      password: boundedText(128).min(6, msg.min6),
      password_confirmation: boundedText(128),
      how_know_about_us: boundedText(500).trim().optional(),
    })
    .refine((v) => v.password === v.password_confirmation, {
      message: msg.passwordsMismatch,
      path: ['password_confirmation'],
    }),
});

export const resetPasswordQuery = recoveryForm;

export const passwordUpdateBody = z.object({ user: newPasswordForm });

export const confirmationQuery = z.object({ confirmation_token: requiredText(128) });
export const confirmPhoneBody = z.object({ token: requiredText(16) });

export const systemEventCount = z.object({
  allUnread: z.number(),
  myUnread: z.number(),
  listToVerify: z.number(),
  activitiesToVerifyCount: z.number(),
  activitiesTodayCount: z.number(),
});

/** What sign-in and `users/current` return (the type and a zod-free check: ./session). */
export const sessionUser = z.object({
  id: z.number(),
  identifier: z.string().nullable(),
  email: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  label: z.string(),
  roles: z.array(z.string()),
  confirmed_at: z.string().nullable(),
  confirmed_phone: z.boolean(),
  system_event_count: systemEventCount,
});

/** The interface of ./session and this schema describe the same object (a compile-time check both ways). */
type SameShape<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const sessionUserShapeMatches: SameShape<z.infer<typeof sessionUser>, SessionUser> = true;

export { SESSION, isSessionUser, type SessionUser, type SystemEventCount } from './session';
