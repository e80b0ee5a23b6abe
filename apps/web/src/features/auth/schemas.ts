import { passwordUpdateBody } from '@sportdesk/contract';

/** The sign-in pages' form schemas, a chunk of its own (components/form/useDeferredForm.ts): zod and the auth schemas. */
export { loginForm, recoveryForm } from '@sportdesk/contract';
/** A new password with the recovery link's token. */
export const newPasswordForm = passwordUpdateBody.shape.user;
