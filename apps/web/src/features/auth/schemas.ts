/**
 * The sign-in pages' form schemas, a chunk of its own (components/form/useDeferredForm.ts): the contract's zod/mini
 * auth forms (packages/contract auth-forms.ts) and zod's core, not its classic API.
 */
export { loginForm, recoveryForm, newPasswordForm } from '@sportdesk/contract';
