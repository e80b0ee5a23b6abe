import { afterEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '@sportdesk/contract';
import { chooseHome, chooseHomeFromPortal, isStaff, redirectSignedIn, requireSession, safeNextPath, signInPath } from './guards';
import { SESSION_KEYS, readToken, saveSession, touchLastActivity } from './storage';

const HOUR = 60 * 60 * 1000;

describe('session guards', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('sends a visitor without a token to /auth', () => {
    expect(requireSession()).toBe('/auth');
  });

  it('remembers the address a signed-out visitor opened, for after sign-in', () => {
    expect(requireSession({ pathname: '/users', search: '?with_name=Kowal', hash: '' })).toBe(
      `/auth?next=${encodeURIComponent('/users?with_name=Kowal')}`,
    );
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
    expect(requireSession()).toBe('/auth');
    expect(readToken()).toBeNull();
    expect(localStorage.getItem(SESSION_KEYS.lastActivity)).toBeNull();
  });

  it('lets a fresh session in', () => {
    saveSession({ token: 'fresh' });
    touchLastActivity();
    expect(requireSession()).toBeNull();
  });

  it('reloads /auth into the app when a token exists', () => {
    expect(redirectSignedIn()).toBeNull();
    saveSession({ token: 'fresh' });
    // A full page load: the back office is the other document.
    expect(redirectSignedIn()).toEqual({ document: '/dashboard' });
    expect(redirectSignedIn({ search: '?next=%2Fusers' })).toEqual({ document: '/users' });
    expect(redirectSignedIn({ search: '?next=https%3A%2F%2Fevil.example' })).toEqual({ document: '/dashboard' });
  });

  it('takes the token from the hash after social login', () => {
    window.history.replaceState(null, '', '/auth#token=social.jwt');
    const redirect = redirectSignedIn();
    expect(readToken()).toBe('social.jwt');
    expect(typeof redirect === 'object' && redirect?.document).toMatch(
      /^\/dashboard\?notification_type=success&notification_msg=/,
    );
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
    system_event_count: { allUnread: 0, myUnread: 0, listToVerify: 0, activitiesToVerifyCount: 0 },
  });
  const player = user(['user_role_activity_registration']);
  const staff = user(['user_role_coordinator', 'admin_role_users']);

  it('sends visitors and players to the portal and staff to the dashboard', () => {
    expect(chooseHome()).toBe('/portal');
    saveSession({ token: 'abc', user: player });
    touchLastActivity();
    expect(chooseHome()).toBe('/portal');
    saveSession({ token: 'abc', user: staff });
    expect(chooseHome()).toBe('/dashboard');
    expect(isStaff(player.roles)).toBe(false);
    expect(isStaff(staff.roles)).toBe(true);
  });

  it('from the public document, loads the back office as a page for staff and stays in the portal otherwise', () => {
    // The portal is a route of this document; the back office a page load of the other one.
    expect(chooseHomeFromPortal()).toBe('/portal');
    saveSession({ token: 'abc', user: staff });
    touchLastActivity();
    expect(chooseHomeFromPortal()).toEqual({ document: '/dashboard' });
  });
});
