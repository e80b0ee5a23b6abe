import { eq } from 'drizzle-orm';
import { ErrorCode, msg, userLabel, type SessionUser, type SystemEventCount } from '@sportdesk/contract';
import { roles, userRoles, users } from '../../db/schema/index';
import type { Db, Executor } from '../../db/client';
import { AppError, notFound, uniqueViolation } from '../../lib/errors';
import { recordAudit } from '../../lib/audit';
import { hashPassword } from '../../lib/passwords';
import { iso } from '../../lib/reply';
import { roleIdsByName } from '../roles/service';
import { systemEventCounts } from './counts';
import type { SessionUserColumns } from '../../lib/session';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export async function findUserById(db: Executor, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function roleNamesOf(db: Executor, userId: number) {
  const rows = await db
    .select({ name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId));
  return rows.map((r) => r.name).sort();
}

/**
 * The signed-in user with counters. `session` (what the session lookup already read with the token: the
 * user's columns and roles) spares the user's own lookup, so `users/current` runs one statement after the
 * token's: the counters (it runs every 60 s per admin).
 */
export async function sessionUserOf(
  db: Db,
  userId: number,
  session?: { user: SessionUserColumns; roles: ReadonlySet<string> },
  /** The counters when already being read (beside the session lookup, `users/current`). */
  counting?: Promise<SystemEventCount>,
): Promise<SessionUser> {
  const [user, roleNames, counts] = await Promise.all([
    session ? session.user : findUserById(db, userId),
    session ? [...session.roles].sort() : roleNamesOf(db, userId),
    counting ?? systemEventCounts(db, userId),
  ]);
  if (!user) throw notFound();
  return {
    id: user.id,
    identifier: user.identifier,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    label: userLabel({ first_name: user.firstName, last_name: user.lastName, email: user.email }),
    roles: roleNames,
    confirmed_at: iso(user.confirmedAt),
    confirmed_phone: user.confirmedPhone,
    system_event_count: counts,
  };
}

/**
 * Creates a user with an optional password and roles, and records the audit row, in the caller's
 * transaction. Used by registration, the admin user form and the demo data alike.
 */
export async function insertUser(
  tx: Executor,
  values: Omit<NewUser, 'encryptedPassword'> & {
    password?: string | null;
    /** The password's hash when the caller computed it already (the demo data hashes its users' passwords at once). */
    passwordHash?: string;
  },
  opts: {
    roleNames?: readonly string[];
    actorId: number | null;
    comment?: string;
    /** Writes rows that belong to the new user (levels, agreements, limits) and returns their changes for the same audit row. */
    afterInsert?: (tx: Executor, row: UserRow) => Promise<Record<string, [unknown, unknown]>>;
  },
): Promise<UserRow> {
  const { password, passwordHash, ...rest } = values;
  const encryptedPassword = passwordHash ?? (password ? await hashPassword(password) : null);
  let row: UserRow;
  try {
    [row] = await tx
      .insert(users)
      .values({ ...rest, email: rest.email?.toLowerCase() ?? null, encryptedPassword })
      .returning();
  } catch (error) {
    throw uniqueViolation(error, 'email', msg.emailTaken) ?? error;
  }
  if (row.identifier == null) {
    [row] = await tx
      .update(users)
      .set({ identifier: String(row.id) })
      .where(eq(users.id, row.id))
      .returning();
  }
  const roleIds = await roleIdsByName(tx, opts.roleNames ?? []);
  if (roleIds.length) await tx.insert(userRoles).values(roleIds.map((roleId) => ({ userId: row.id, roleId })));
  const nestedChanges = opts.afterInsert ? await opts.afterInsert(tx, row) : {};
  await recordAudit(tx, {
    type: 'User',
    id: row.id,
    userId: opts.actorId,
    action: 'create',
    after: row,
    comment: opts.comment,
    extraChanges: {
      ...(opts.roleNames?.length ? { roles: [[], [...opts.roleNames].sort()] as [unknown, unknown] } : {}),
      ...nestedChanges,
    },
  });
  return row;
}

/** Updates a user and records the changed fields; the caller owns the transaction. */
export async function updateUser(
  tx: Executor,
  id: number,
  patch: Partial<NewUser>,
  opts: {
    actorId: number | null;
    comment?: string;
    /** Changes outside the users row (roles, levels, agreements, limits) recorded in the same audit row. */
    extraChanges?: Record<string, [unknown, unknown]>;
  },
): Promise<UserRow> {
  const [before] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!before) throw notFound();
  let after: UserRow;
  try {
    [after] = await tx
      .update(users)
      .set({
        ...patch,
        ...(patch.email !== undefined ? { email: patch.email?.toLowerCase() ?? null } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, id))
      .returning();
  } catch (error) {
    throw uniqueViolation(error, 'email', msg.emailTaken) ?? error;
  }
  await recordAudit(tx, {
    type: 'User',
    id,
    userId: opts.actorId,
    action: 'update',
    before,
    after,
    comment: opts.comment,
    extraChanges: opts.extraChanges,
  });
  return after;
}

export const assertSelfOrAdmin = (principal: { userId: number; roles: ReadonlySet<string> }, userId: number) => {
  if (principal.userId !== userId && !principal.roles.has('admin_role_users'))
    throw new AppError(ErrorCode.FORBIDDEN, msg.forbidden);
};
