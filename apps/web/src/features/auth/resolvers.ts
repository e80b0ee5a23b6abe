import { zodResolver } from '@hookform/resolvers/zod';
import { loginForm, recoveryForm } from '@sportdesk/contract';

/** The sign-in page's form validation, a chunk of its own (lib/lazyResolver.ts): zod and the auth schemas. */
export const loginResolver = zodResolver(loginForm);
export const recoveryResolver = zodResolver(recoveryForm);
