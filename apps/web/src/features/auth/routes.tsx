import type { RouteObject } from 'react-router';
import { redirectSignedIn } from '../../lib/session/guards';

export const authRoutes: RouteObject[] = [
  { path: 'auth', loader: redirectSignedIn, lazy: () => import('./SignInPage') },
  { path: 'auth/reset-password', lazy: () => import('./ResetPasswordPage') },
];
