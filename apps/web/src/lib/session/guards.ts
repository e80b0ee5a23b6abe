import { redirect, redirectDocument } from 'react-router';
import { msg } from '@sportdesk/contract';
import { clearSession, isIdleExpired, readLastActivity, readToken, saveSession, touchLastActivity } from './storage';

const AUTH_PATH = '/auth';
const HOME_PATH = '/dashboard';

/** Loader of the admin layout: without a (fresh) token the sign-in page is shown. */
export function requireSession() {
  if (isIdleExpired()) clearSession();
  if (!readToken()) throw redirect(AUTH_PATH);
  if (readLastActivity() === null) touchLastActivity();
  return null;
}

/** `/auth#token=…` after social login: keep the token and drop it from the address. */
function takeTokenFromHash(): boolean {
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token');
  if (!token) return false;
  saveSession({ token });
  touchLastActivity();
  return true;
}

/** Loader of /auth: a stored token reloads into the app (spec part 1 §2). */
export function redirectSignedIn() {
  const fromSocialLogin = takeTokenFromHash();
  if (isIdleExpired()) clearSession();
  if (!readToken()) return null;
  if (!fromSocialLogin) return redirectDocument(HOME_PATH);
  const notice = new URLSearchParams({ notification_type: 'success', notification_msg: msg.loggedIn });
  return redirectDocument(`${HOME_PATH}?${notice}`);
}
