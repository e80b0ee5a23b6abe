import * as z from 'zod/mini';
import { msg } from './messages';
import { isStorableText } from './text';

/*
 * The sign-in page's forms, written with zod/mini: the same schemas as the classic API would build (the same checks
 * in the same order, the same messages), and the same objects the API validates with (./auth builds its bodies from
 * them). The sign-in page's schema chunk holds zod's core and these checks only, not the classic API
 * (docs/decisions.md "Loaded on first use, zod/mini on the sign-in page"). Every check names its message: zod/mini
 * loads no locale.
 */

/** As ./common's `boundedText`: at most `max` characters, storable. */
const boundedText = (max: number, message: string = msg.required) =>
  z.string({ error: message }).check(z.refine(isStorableText, msg.invalidCharacters), z.maxLength(max, msg.tooLong));

/** As ./common's `requiredText`: trimmed, not blank, at most `max` characters, storable. */
const requiredText = (max: number, message: string = msg.required) =>
  z
    .string({ error: message })
    .check(z.trim(), z.minLength(1, message), z.maxLength(max, msg.tooLong), z.refine(isStorableText, msg.invalidCharacters));

/** An e-mail address as typed: trimmed, `blank` when empty, then a valid address of at most 255 characters. */
const emailInput = (blank: string, invalid: string) =>
  z.pipe(
    z.string({ error: blank }).check(z.trim(), z.minLength(1, blank)),
    z.email(invalid).check(z.maxLength(255, msg.tooLong)),
  );

/** The login modal's form, and the body of `POST /users/sign_in.json` under `user`. */
export const loginForm = z.object({
  email: emailInput(msg.requiredLogin, msg.invalidEmail),
  password: boundedText(128).check(z.minLength(1, msg.requiredLogin)),
});
export type LoginForm = z.infer<typeof loginForm>;

/** The password-recovery modal (e-mail only), and the query of `GET /users/password/new.json`. */
export const recoveryForm = z.object({ email: emailInput(msg.required, msg.invalidEmailShort) });
export type RecoveryForm = z.infer<typeof recoveryForm>;

/** A new password twice, the same. */
export const passwordPair = z
  .object({ password: boundedText(128).check(z.minLength(6, msg.min6)), password_confirmation: boundedText(128) })
  .check(
    z.refine((v) => v.password === v.password_confirmation, { message: msg.passwordsMismatch, path: ['password_confirmation'] }),
  );

/** The new-password form with the recovery link's token: `PUT /users/password.json`'s `user`. */
export const newPasswordForm = z.intersection(z.object({ reset_password_token: requiredText(128) }), passwordPair);
