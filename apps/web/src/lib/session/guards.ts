import { redirect, redirectDocument, type LoaderFunctionArgs } from 'react-router';
import { isAdminRole, msg } from '@sportdesk/contract';
import { withNotice } from '../urlNotice';
import { clearSession, isIdleExpired, readLastActivity, readToken, readUser, saveSession, touchLastActivity } from './storage';

const AUTH_PATH = '/auth';
const HOME_PATH = '/dashboard';
/** The player portal (features/portal); players and visitors land there. */
export const PORTAL_PATH = '/portal';
/** `/auth?next=/users`: where sign-in goes afterwards. */
export const NEXT_PARAM = 'next';

/** A path inside the app to return to after sign-in; anything else (another site, the sign-in page) is ignored. */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  if (next === AUTH_PATH || next.startsWith(`${AUTH_PATH}/`) || next.startsWith(`${AUTH_PATH}?`)) return null;
  return next;
}

/** The sign-in page, remembering `path` (path, query and hash) to come back to. */
export function signInPath(path?: string | null): string {
  const next = safeNextPath(path);
  return next && next !== '/' && next !== HOME_PATH ? `${AUTH_PATH}?${new URLSearchParams({ [NEXT_PARAM]: next })}` : AUTH_PATH;
}

/**
 * Where a visit to a back-office address must go instead: the sign-in page (remembering the address) without a
 * (fresh) token, else null. Synchronous (the session is in localStorage): the back office's first address is
 * checked before its router starts (app/router.tsx).
 */
export function sessionRedirect(url: Pick<URL, 'pathname' | 'search' | 'hash'>): string | null {
  if (isIdleExpired()) clearSession();
  if (!readToken()) return signInPath(`${url.pathname}${url.search}${url.hash}`);
  if (readLastActivity() === null) touchLastActivity();
  return null;
}

/** Loader of the back office's layout: without a (fresh) token, the sign-in page, remembering the address. */
export function requireSession({ request }: Pick<LoaderFunctionArgs, 'request'>) {
  const to = sessionRedirect(new URL(request.url));
  if (to) throw redirect(to);
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

/** Loader of /auth: a stored token loads the back office (the other document; docs/spec/part-1.md §2), at `?next=` when
 * given. */
export function redirectSignedIn({ request }: Pick<LoaderFunctionArgs, 'request'>) {
  const fromSocialLogin = takeTokenFromHash();
  if (isIdleExpired()) clearSession();
  if (!readToken()) return null;
  const next = safeNextPath(new URL(request.url).searchParams.get(NEXT_PARAM));
  if (!fromSocialLogin) return redirectDocument(next ?? HOME_PATH);
  return redirectDocument(withNotice(HOME_PATH, msg.loggedIn));
}

/** Staff hold at least one `admin_role_*`; everyone else is a player and belongs in the portal. */
export const isStaff = (roles: readonly string[]) => roles.some(isAdminRole);

/**
 * Where `/` leads: visitors without a session and signed-in players (no admin role) to the portal, staff to the
 * back office's dashboard (docs/decisions.md, "Player portal").
 */
export function homePath(): string {
  if (isIdleExpired()) clearSession();
  if (!readToken()) return PORTAL_PATH;
  const user = readUser();
  return user && !isStaff(user.roles) ? PORTAL_PATH : HOME_PATH;
}

/** Loader of `/` in the back office's document. */
export function chooseHome() {
  return redirect(homePath());
}

/**
 * Loader of `/` in the public document (public.html): the portal stays in it, the back office is the other document
 * and loads as a page.
 */
export function chooseHomeFromPortal() {
  const home = homePath();
  return home === PORTAL_PATH ? redirect(home) : redirectDocument(home);
}
