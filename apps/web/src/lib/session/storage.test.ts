import { beforeEach, describe, expect, it } from 'vitest';
import { sessionUser, type SessionUser } from '@sportdesk/contract';
import { SESSION_KEYS, readUser, saveSession } from './storage';

const user: SessionUser = {
  id: 7,
  identifier: 'ID7',
  email: 'anna@example.pl',
  first_name: 'Anna',
  last_name: null,
  label: 'Anna',
  roles: ['admin_role_admin'],
  confirmed_at: null,
  confirmed_phone: false,
  system_event_count: { allUnread: 1, myUnread: 0, listToVerify: 2, activitiesToVerifyCount: 3, activitiesTodayCount: 0 },
};

/** Stored values the contract's zod schema rejects; the zod-free check of the first page must reject them too. */
const broken: unknown[] = [
  null,
  'Anna',
  [],
  { ...user, id: '7' },
  { ...user, email: undefined },
  { ...user, label: null },
  { ...user, roles: 'admin_role_admin' },
  { ...user, roles: [1] },
  { ...user, confirmed_phone: 'false' },
  { ...user, system_event_count: null },
  { ...user, system_event_count: { ...user.system_event_count, myUnread: '0' } },
  (({ system_event_count: _omitted, ...rest }) => rest)(user),
];

describe('readUser (the stored session, checked without zod)', () => {
  beforeEach(() => localStorage.clear());

  it('reads back the user saved at sign-in', () => {
    saveSession({ user });
    expect(readUser()).toEqual(user);
    expect(sessionUser.safeParse(user).success).toBe(true);
  });

  it.each(broken.map((value) => [JSON.stringify(value), value]))('rejects what the contract rejects: %s', (_, value) => {
    localStorage.setItem(SESSION_KEYS.user, JSON.stringify(value));
    expect(sessionUser.safeParse(JSON.parse(JSON.stringify(value))).success).toBe(false);
    expect(readUser()).toBeNull();
  });

  it('ignores text that is not JSON', () => {
    localStorage.setItem(SESSION_KEYS.user, '{');
    expect(readUser()).toBeNull();
  });
});
