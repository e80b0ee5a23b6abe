import { and, asc, eq, isNull } from 'drizzle-orm';
import { publicPlayerLabel, userLabel, type ChildAccount } from '@sportdesk/contract';
import { users } from '../../db/schema/index';
import type { Executor } from '../../db/client';
import type { UserRow } from './service';

/** How a person is named on every screen: first and last name, else the e-mail or identifier. */
export const personLabel = (u: Pick<UserRow, 'firstName' | 'lastName' | 'email' | 'identifier'>) =>
  userLabel({ first_name: u.firstName, last_name: u.lastName, email: u.email, identifier: u.identifier });

/** A person as other records refer to them: `{ id, label }`. */
export const personRef = (u: Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'email' | 'identifier'>) => ({
  id: u.id,
  label: personLabel(u),
});

export const genderOf = (v: string | null) => (v === 'female' || v === 'male' ? v : null);

/** A user that exists and is not deleted. */
export async function findLiveUser(db: Executor, id: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  return row;
}

export async function childrenOf(db: Executor, parentId: number): Promise<ChildAccount[]> {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.parentId, parentId), isNull(users.deletedAt)))
    .orderBy(asc(users.id));
  return rows.map((c) => ({
    id: c.id,
    identifier: c.identifier,
    first_name: c.firstName,
    last_name: c.lastName,
    birth_date: c.birthDate,
    gender: genderOf(c.gender),
    label: personLabel(c),
  }));
}

/** Another player as a player sees them (`GET users`, the allowed lists): no e-mail, the last name hidden on request. */
export const playerRef = (u: Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'hideLastName'>) => ({
  id: u.id,
  label: publicPlayerLabel({ first_name: u.firstName, last_name: u.lastName, hide_last_name: u.hideLastName }),
});
