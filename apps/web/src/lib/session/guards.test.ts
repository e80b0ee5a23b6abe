import { afterEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '@sportdesk/contract';
import {
  chooseHome,
  chooseHomeFromPortal,
  isStaff,
  redirectSignedIn,
  requireSession,
  safeNextPath,
  sessionRedirect,
  signInPath,
} from './guards';
import { SESSION_KEYS, readToken, saveSession, touchLastActivity } from './storage';

const HOUR = 60 * 60 * 1000;
const at = (address: string) => ({ request: new Request(new URL(address, 'http://localhost')) });

/** A loader's redirect (a Response): where it goes, and whether it loads the other document. */
function redirectOf(response: unknown) {
  if (!(response instanceof Response)) return null;
  return { to: response.headers.get('Location'), document: response.headers.get('X-Remix-Reload-Document') === 'true' };
}
function thrownBy(loader: () => unknown) {
  try {
    loader();
  } catch (error) {
    return redirectOf(error);
  }
  return null;
}

describe('session guards', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('sends a visitor without a token to /auth', () => {
    expect(thrownBy(() => requireSession(at('/dashboard')))).toEqual({ to: '/auth', document: false });
  });

  it('remembers the address a signed-out visitor opened, for after sign-in', () => {
    const next = `/auth?next=${encodeURIComponent('/users?with_name=Kowal')}`;
    expect(thrownBy(() => requireSession(at('/users?with_name=Kowal')))).toEqual({ to: next, document: false });
    expect(sessionRedirect(new URL('http://localhost/users?with_name=Kowal'))).toBe(next);
    expect(signInPath('/dashboard')).toBe('/auth');
  });

  it('returns only to paths inside the app', () => {
    expect(safeNextPath('/users')).toBe('/users');
    expect(safeNextPath('https://evil.example')).toBeNull();
    expect(safeNextPath('//evil.example/users')).toBeNull();
    expect(safeNextPath('/\\evil.example')).toBeNull();
    expect(safeNextPath('/auth?next=/users')).toBeNull();
    expect(safeNextPath(null)).toBeNull();
  });

  it('forgets a session idle for more than an hour', () => {
    saveSession({ token: 'old' });
    touchLastActivity(Date.now() - HOUR - 1000);
    expect(thrownBy(() => requireSession(at('/dashboard')))).toEqual({ to: '/auth', document: false });
    expect(readToken()).toBeNull();
    expect(localStorage.getItem(SESSION_KEYS.lastActivity)).toBeNull();
  });

  it('lets a fresh session in', () => {
    saveSession({ token: 'fresh' });
    touchLastActivity();
    expect(requireSession(at('/dashboard'))).toBeNull();
    expect(sessionRedirect(new URL('http://localhost/dashboard'))).toBeNull();
  });

  it('reloads /auth into the app when a token exists', () => {
    expect(redirectSignedIn(at('/auth'))).toBeNull();
    saveSession({ token: 'fresh' });
    // A full page load: the back office is the other document.
    expect(redirectOf(redirectSignedIn(at('/auth')))).toEqual({ to: '/dashboard', document: true });
    expect(redirectOf(redirectSignedIn(at('/auth?next=%2Fusers')))).toEqual({ to: '/users', document: true });
    expect(redirectOf(redirectSignedIn(at('/auth?next=https%3A%2F%2Fevil.example')))).toEqual({
      to: '/dashboard',
      document: true,
    });
  });

  it('takes the token from the hash after social login', () => {
    window.history.replaceState(null, '', '/auth#token=social.jwt');
    const redirect = redirectOf(redirectSignedIn(at('/auth')));
    expect(readToken()).toBe('social.jwt');
    expect(redirect?.document).toBe(true);
    expect(redirect?.to).toMatch(/^\/dashboard\?notification_type=success&notification_msg=/);
  });
});

describe('the site root', () => {
  afterEach(() => localStorage.clear());
  const user = (roles: string[]): SessionUser => ({
    id: 1,
    identifier: null,
    email: 'gracz@sportdesk.pl',
    first_name: 'Jan',
    last_name: 'Gracz',
    label: 'Jan Gracz',
    roles,
    confirmed_at: null,
    confirmed_phone: false,
    system_event_count: { allUnread: 0, myUnread: 0, listToVerify: 0, activitiesToVerifyCount: 0, activitiesTodayCount: 0 },
  });
  const player = user(['user_role_activity_registration']);
  const staff = user(['user_role_coordinator', 'admin_role_users']);

  it('sends visitors and players to the portal and staff to the dashboard', () => {
    expect(redirectOf(chooseHome())).toEqual({ to: '/portal', document: false });
    saveSession({ token: 'abc', user: player });
    touchLastActivity();
    expect(redirectOf(chooseHome())).toEqual({ to: '/portal', document: false });
    saveSession({ token: 'abc', user: staff });
    expect(redirectOf(chooseHome())).toEqual({ to: '/dashboard', document: false });
    expect(isStaff(player.roles)).toBe(false);
    expect(isStaff(staff.roles)).toBe(true);
  });

  it('from the public document, loads the back office as a page for staff and stays in the portal otherwise', () => {
    // The portal is a route of this document; the back office a page load of the other one.
    expect(redirectOf(chooseHomeFromPortal())).toEqual({ to: '/portal', document: false });
    saveSession({ token: 'abc', user: staff });
    touchLastActivity();
    expect(redirectOf(chooseHomeFromPortal())).toEqual({ to: '/dashboard', document: true });
  });
});
