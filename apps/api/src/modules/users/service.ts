import { eq } from 'drizzle-orm';
import { ErrorCode, msg } from '@sportdesk/contract';
import { roles, userRoles, users } from '../../db/schema/index';
import type { Executor } from '../../db/client';
import { AppError, notFound, uniqueViolation } from '../../lib/errors';
import { recordAudit } from '../../lib/audit';
import { hashPassword } from '../../lib/passwords';
import { roleIdsByName } from '../roles/public';

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
