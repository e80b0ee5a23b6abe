export const signInUrl = () => '/auth';
export const resetPasswordUrl = (token?: string) =>
  token ? `/auth/reset-password?token=${encodeURIComponent(token)}` : '/auth/reset-password';
export const socialSignInUrl = () => '/users/auth/oauth';
