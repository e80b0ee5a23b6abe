import { and, asc, eq, ilike, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { PLAYER_SEARCH_LIMIT, type AllowedToRegister, type PlayerRef } from '@sportdesk/contract';
import { allowedToRegister, users } from '../../db/schema/index';
import type { Executor } from '../../db/client';
import { likePattern } from '../../lib/paging';
import { playerRef } from '../users/public';

/** The name as other players see it: the last name cut to its initial when the player hides it. */
const visibleName = sql<string>`coalesce(${users.firstName}, '') || ' ' || case when ${users.hideLastName}
  then left(coalesce(${users.lastName}, ''), 1) else coalesce(${users.lastName}, '') end`;

/** An account another player may find and pick: live, active, confirmed, not a child's. */
export const pickable: SQL = and(
  isNull(users.deletedAt),
  eq(users.active, true),
  isNotNull(users.confirmedAt),
  isNull(users.parentId),
)!;

const refColumns = { id: users.id, firstName: users.firstName, lastName: users.lastName, hideLastName: users.hideLastName };

/**
 * `GET users?search=`: players whose shown name holds every word of the search (a hidden last name matches only
 * by its initial), never the caller, at most `PLAYER_SEARCH_LIMIT`, by name.
 */
export async function searchPlayers(db: Executor, callerId: number, search: string): Promise<PlayerRef[]> {
  const words = search.split(/\s+/).filter(Boolean).slice(0, 5);
  const rows = await db
    .select(refColumns)
    .from(users)
    .where(and(pickable, ne(users.id, callerId), ...words.map((w) => ilike(visibleName, likePattern(w)))))
    .orderBy(asc(visibleName), asc(users.id))
    .limit(PLAYER_SEARCH_LIMIT);
  return rows.map(playerRef);
}

/** An account the caller may allow (the same as the search finds), locked against a concurrent delete. */
export async function findPickable(tx: Executor, id: number) {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), pickable))
    .for('share');
  return row;
}

/** Who the player allowed to sign them up, and who allowed the player (those the player may sign up). */
export async function allowedLists(db: Executor, userId: number): Promise<AllowedToRegister> {
  const [allowed, mayRegister] = await Promise.all([
    db
      .select(refColumns)
      .from(allowedToRegister)
      .innerJoin(users, eq(users.id, allowedToRegister.allowedUserId))
      .where(and(eq(allowedToRegister.userId, userId), isNull(users.deletedAt)))
      .orderBy(asc(visibleName), asc(users.id)),
    db
      .select(refColumns)
      .from(allowedToRegister)
      .innerJoin(users, eq(users.id, allowedToRegister.userId))
      .where(
        and(eq(allowedToRegister.allowedUserId, userId), isNull(users.deletedAt), eq(users.active, true), isNull(users.parentId)),
      )
      .orderBy(asc(visibleName), asc(users.id)),
  ]);
  return { allowed: allowed.map(playerRef), may_register: mayRegister.map(playerRef) };
}
