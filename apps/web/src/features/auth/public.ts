/**
 * The auth feature's public entry: what other features may import (docs/architecture.md "Web features"). The
 * portal's sign-in and new-password pages use the same calls; only these light hooks, nothing of the dialogs.
 */
export { useRequestPasswordReset, useResetPassword, useSignIn } from './queries';
