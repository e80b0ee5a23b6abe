/**
 * The signed-in user as sign-in and `users/current` return it, and the session constants, without zod: the web
 * app checks the stored session on its first page, before any form schema (and zod) is loaded
 * (docs/decisions.md "Browser bundles"). `sessionUser` in ./auth is the same shape as a zod schema;
 * a type test there keeps the two equal.
 */
export interface SystemEventCount {
  allUnread: number;
  myUnread: number;
  listToVerify: number;
  activitiesToVerifyCount: number;
  /** What the dashboard's 'Zajęcia dziś' tab lists. */
  activitiesTodayCount: number;
}

/** What sign-in and `users/current` return. */
export interface SessionUser {
  id: number;
  identifier: string | null;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  label: string;
  roles: string[];
  confirmed_at: string | null;
  confirmed_phone: boolean;
  system_event_count: SystemEventCount;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isNumber = (value: unknown) => typeof value === 'number' && !Number.isNaN(value);
const isTextOrNull = (value: unknown) => value === null || typeof value === 'string';

/** The checks of `sessionUser.safeParse` (./auth), for a value read back from storage. */
export function isSessionUser(value: unknown): value is SessionUser {
  if (!isObject(value)) return false;
  const counts = value.system_event_count;
  return (
    isNumber(value.id) &&
    isTextOrNull(value.identifier) &&
    isTextOrNull(value.email) &&
    isTextOrNull(value.first_name) &&
    isTextOrNull(value.last_name) &&
    typeof value.label === 'string' &&
    Array.isArray(value.roles) &&
    value.roles.every((role) => typeof role === 'string') &&
    isTextOrNull(value.confirmed_at) &&
    typeof value.confirmed_phone === 'boolean' &&
    isObject(counts) &&
    isNumber(counts.allUnread) &&
    isNumber(counts.myUnread) &&
    isNumber(counts.listToVerify) &&
    isNumber(counts.activitiesToVerifyCount) &&
    isNumber(counts.activitiesTodayCount)
  );
}

/** Auth constants of docs/spec/part-1.md §9. */
export const SESSION = {
  idleLogoutMs: 60 * 60 * 1000,
  currentUserPollMs: 60 * 1000,
  requestTimeoutMs: 30_000,
  minPasswordLength: 6,
} as const;
