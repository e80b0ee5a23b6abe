import { z } from 'zod';
import {
  benefitCheckForm,
  confirmPhoneBody,
  fitprofitCheckForm,
  loginForm,
  ownProfilePatch,
  passwordUpdateBody,
  playerChildInput,
  playerChildPatch,
  playerTopUpInput,
  recoveryForm,
  registerBody,
} from '@sportdesk/contract';

/**
 * The portal forms' schemas: the contract's, over the flat values a form holds. A chunk of its own, imported by
 * `useDeferredForm` after the first paint (docs/decisions.md, "One way to write a form"): zod stays out of the
 * portal pages' first download.
 */
const dropEmpty = (values: unknown) =>
  Object.fromEntries(Object.entries(values as Record<string, unknown>).filter(([, v]) => v !== ''));
/** An emptied text field clears it (null); the contract trims and bounds the rest. */
const emptyAsNull = (values: unknown) =>
  Object.fromEntries(
    Object.entries(values as Record<string, unknown>).map(([k, v]) => [k, typeof v === 'string' && v.trim() === '' ? null : v]),
  );

export const registerForm = z.preprocess(dropEmpty, registerBody.shape.user);
export const profileForm = z.preprocess(emptyAsNull, ownProfilePatch.shape.user);
export const newPasswordForm = passwordUpdateBody.shape.user;
export {
  benefitCheckForm,
  confirmPhoneBody,
  fitprofitCheckForm,
  loginForm,
  playerChildInput,
  playerChildPatch,
  playerTopUpInput,
  recoveryForm,
};
