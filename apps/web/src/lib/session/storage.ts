import { SESSION, isSessionUser, type SessionUser } from '@sportdesk/contract';

/** localStorage keys of the session (docs/spec/part-1.md §3 "Current user"). */
export const SESSION_KEYS = { user: 'user', token: 'token', lastActivity: 'last_activity' } as const;

export const readToken = (): string | null => localStorage.getItem(SESSION_KEYS.token);

export function readUser(): SessionUser | null {
  const raw = localStorage.getItem(SESSION_KEYS.user);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isSessionUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function saveSession({ user, token }: { user?: SessionUser; token?: string | null }) {
  if (user) localStorage.setItem(SESSION_KEYS.user, JSON.stringify(user));
  if (token) localStorage.setItem(SESSION_KEYS.token, token);
}

export const touchLastActivity = (now = Date.now()) => localStorage.setItem(SESSION_KEYS.lastActivity, String(now));

export function readLastActivity(): number | null {
  const value = Number(localStorage.getItem(SESSION_KEYS.lastActivity));
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** True when the stored last activity is older than the idle limit (1 hour). */
export function isIdleExpired(now = Date.now()) {
  const last = readLastActivity();
  return last !== null && now - last > SESSION.idleLogoutMs;
}

export function clearSession() {
  for (const key of Object.values(SESSION_KEYS)) localStorage.removeItem(key);
}

/** `Authorization: Bearer <token>` → the token. */
export function tokenFromHeaders(headers: Headers): string | null {
  const [scheme, value] = (headers.get('Authorization') ?? '').split(' ');
  return scheme?.toLowerCase() === 'bearer' && value ? value : null;
}
