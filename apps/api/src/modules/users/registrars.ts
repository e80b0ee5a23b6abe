import { and, eq, inArray } from 'drizzle-orm';
import { allowedToRegister } from '../../db/schema/index';
import type { Executor } from '../../db/client';
import type { UserRow } from './service';

/** What the rule reads of a person: who they are, whose child, whether the account is live and active. */
export type Registrant = Pick<UserRow, 'id' | 'parentId' | 'deletedAt' | 'active'>;

/**
 * The one rule of who a buyer may sign up for an activity and pay for (the basket, its checkout, the reserve-list
 * join; docs/decisions.md "Allowed to register: a friend signs you up"): the buyer themself, the buyer's own live
 * child, or a live, active adult player who allowed the buyer (`allowed_to_register`). Returns the ids of `people`
 * that pass. With `lock` (inside the checkout's transaction) the allowances read are held until it commits, so a
 * withdrawal waits for a checkout that already counted on it.
 */
export async function registrableIds(
  db: Executor,
  buyerId: number,
  people: readonly Registrant[],
  opts: { lock?: boolean } = {},
): Promise<Set<number>> {
  const allowed = new Set<number>();
  const friends: number[] = [];
  for (const p of people) {
    if (p.id === buyerId) allowed.add(p.id);
    else if (p.deletedAt) continue;
    else if (p.parentId === buyerId) allowed.add(p.id);
    else if (p.parentId === null && p.active) friends.push(p.id);
  }
  if (!friends.length) return allowed;
  const query = db
    .select({ userId: allowedToRegister.userId })
    .from(allowedToRegister)
    .where(and(eq(allowedToRegister.allowedUserId, buyerId), inArray(allowedToRegister.userId, friends)));
  for (const row of await (opts.lock ? query.for('share') : query)) allowed.add(row.userId);
  return allowed;
}

/** `registrableIds` for one person. */
export const mayRegister = async (db: Executor, buyerId: number, person: Registrant, opts: { lock?: boolean } = {}) =>
  (await registrableIds(db, buyerId, [person], opts)).has(person.id);
