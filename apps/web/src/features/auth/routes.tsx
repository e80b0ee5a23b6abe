import type { AppRoute } from '../../lib/routing';
import { redirectSignedIn } from '../../lib/session/guards';

export const authRoutes: AppRoute[] = [
  { path: 'auth', guard: redirectSignedIn, lazy: () => import('./SignInPage') },
  { path: 'auth/reset-password', lazy: () => import('./ResetPasswordPage') },
];
