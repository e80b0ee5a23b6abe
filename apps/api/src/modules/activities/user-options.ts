import { and, asc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import { ORGANIZER_ROLES } from '@sportdesk/contract';
import { roles, userRoles, users } from '../../db/schema/index';
import type { Executor } from '../../db/client';
import { idInSearch, likePattern } from '../../lib/paging';

/**
 * Users an activity form may pick without the users module's role: coordinators (docs/spec/part-2.md §6:
 * filtered by user_role_coordinator) and organisers (the creator chosen on an organiser's behalf).
 */
export async function activityUserOptions(db: Executor, kind: 'coordinator' | 'organizer', search: string | undefined) {
  const roleNames = kind === 'coordinator' ? ['user_role_coordinator'] : [...ORGANIZER_ROLES];
  const text = search?.trim();
  const id = text ? idInSearch(text) : undefined;
  return db
    .selectDistinct({ id: users.id, first_name: users.firstName, last_name: users.lastName, email: users.email })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(
      and(
        inArray(roles.name, roleNames),
        isNull(users.deletedAt),
        text
          ? or(
              ilike(sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`, likePattern(text)),
              ilike(users.email, likePattern(text)),
              id !== undefined ? eq(users.id, id) : undefined,
            )
          : undefined,
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(20);
}
