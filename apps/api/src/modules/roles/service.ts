import { asc, count, inArray } from 'drizzle-orm';
import { ALL_ROLE_NAMES, ROLE_LABELS, type RoleName } from '@sportdesk/contract';
import { roles } from '../../db/schema/index';
import type { Db, Executor } from '../../db/client';

/** Inserts every role of the spec that is missing; safe to run on each start. */
export async function ensureRoles(db: Executor) {
  await db
    .insert(roles)
    .values(ALL_ROLE_NAMES.map((name) => ({ name })))
    .onConflictDoNothing({ target: roles.name });
}

export async function listRoles(db: Db, paging: { page: number; limit: number }) {
  const rows = await db
    .select()
    .from(roles)
    .orderBy(asc(roles.id))
    .limit(paging.limit)
    .offset(paging.page * paging.limit);
  const [{ total }] = await db.select({ total: count() }).from(roles);
  return {
    rows: rows.map((r) => ({ id: r.id, name: r.name, label: ROLE_LABELS[r.name as RoleName] ?? r.name })),
    total,
  };
}

export async function roleIdsByName(db: Executor, names: readonly string[]) {
  if (names.length === 0) return [];
  const rows = await db
    .select({ id: roles.id })
    .from(roles)
    .where(inArray(roles.name, [...names]));
  return rows.map((r) => r.id);
}
