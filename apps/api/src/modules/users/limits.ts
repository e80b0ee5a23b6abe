import { eq } from 'drizzle-orm';
import { USER_LIMIT_DEFAULTS, USER_LIMIT_KEYS, type UserLimits } from '@sportdesk/contract';
import { userLimitOverrides } from '../../db/schema/index';
import type { Executor } from '../../db/client';

type Changes = Record<string, [unknown, unknown]>;

/** Every limit: the stored overrides over the defaults (unknown keys are ignored). */
export const effectiveLimits = (overrides: Record<string, unknown> | undefined): UserLimits => {
  const limits: UserLimits = { ...USER_LIMIT_DEFAULTS };
  for (const key of USER_LIMIT_KEYS) {
    const value = overrides?.[key];
    if (typeof value === typeof USER_LIMIT_DEFAULTS[key]) limits[key] = value as number | boolean;
  }
  return limits;
};

export async function limitsOf(db: Executor, userId: number): Promise<UserLimits> {
  const [row] = await db.select().from(userLimitOverrides).where(eq(userLimitOverrides.userId, userId));
  return effectiveLimits(row?.overrides);
}

/** Stores only what differs from the defaults, so a user without overrides follows future defaults. */
async function storeLimits(tx: Executor, userId: number, before: UserLimits, after: UserLimits): Promise<Changes> {
  const changes: Changes = {};
  for (const key of USER_LIMIT_KEYS) if (before[key] !== after[key]) changes[`limits.${key}`] = [before[key], after[key]];
  if (Object.keys(changes).length === 0) return changes;
  const overrides = Object.fromEntries(
    USER_LIMIT_KEYS.filter((k) => after[k] !== USER_LIMIT_DEFAULTS[k]).map((k) => [k, after[k]]),
  );
  if (Object.keys(overrides).length === 0) {
    await tx.delete(userLimitOverrides).where(eq(userLimitOverrides.userId, userId));
  } else {
    await tx
      .insert(userLimitOverrides)
      .values({ userId, overrides })
      .onConflictDoUpdate({ target: userLimitOverrides.userId, set: { overrides, updatedAt: new Date() } });
  }
  return changes;
}

/** Applies a partial limits change; returns `{ 'limits.<key>': [old, new] }` for the audit row. */
export async function applyLimits(tx: Executor, userId: number, patch: Partial<UserLimits>): Promise<Changes> {
  const before = await limitsOf(tx, userId);
  const after = effectiveLimits({ ...before, ...patch });
  return storeLimits(tx, userId, before, after);
}

/** Back to the defaults of `USER_LIMIT_DEFAULTS`. */
export async function resetLimits(tx: Executor, userId: number): Promise<Changes> {
  const before = await limitsOf(tx, userId);
  return storeLimits(tx, userId, before, { ...USER_LIMIT_DEFAULTS });
}
