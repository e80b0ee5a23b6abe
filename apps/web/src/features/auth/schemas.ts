/** The sign-in page's form schemas, a chunk of its own (components/form/useDeferredForm.ts): zod and the auth schemas. */
export { loginForm, recoveryForm } from '@sportdesk/contract';
