import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { COORDINATOR_OR_ORGANIZER_ROLES, msg, type terminalLoginInput, type terminalLoginPatchBody } from '@sportdesk/contract';
import { localizations, terminalLogins } from '../../db/schema/index';
import type { Db, Executor } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { fieldError, notFound, uniqueViolation } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { findLiveUser } from '../users/public';
import { roleNamesOf } from '../users/public';
import { findTerminalLogin } from './queries';

type Input = z.output<typeof terminalLoginInput>;
type Patch = z.output<typeof terminalLoginPatchBody>['terminal_login'];

/** The user must be a live coordinator or organiser, the location must exist. */
async function checkRefs(tx: Executor, input: Pick<Patch, 'user_id' | 'localization_id'>) {
  if (input.user_id != null) {
    const user = await findLiveUser(tx, input.user_id);
    if (!user) throw fieldError('user_id', msg.notFound);
    const names = await roleNamesOf(tx, user.id);
    if (!names.some((n) => (COORDINATOR_OR_ORGANIZER_ROLES as readonly string[]).includes(n)))
      throw fieldError('user_id', msg.terminalUserRole);
  }
  if (input.localization_id != null) {
    const [loc] = await tx
      .select({ id: localizations.id })
      .from(localizations)
      .where(eq(localizations.id, input.localization_id));
    if (!loc) throw fieldError('localization_id', msg.unknownLocalization);
  }
}

/** Login and password required; the user must be a coordinator or an organiser; the password is stored hashed only. */
export async function createTerminalLogin(db: Db, input: Input) {
  const id = await db.transaction(async (tx) => {
    await checkRefs(tx, input);
    try {
      const [row] = await tx
        .insert(terminalLogins)
        .values({
          login: input.login,
          encryptedPassword: await hashPassword(input.password),
          terminalType: input.terminal_type,
          userId: input.user_id ?? null,
          localizationId: input.localization_id ?? null,
        })
        .returning({ id: terminalLogins.id });
      return row.id;
    } catch (error) {
      throw uniqueViolation(error, 'login', msg.loginTaken) ?? error;
    }
  });
  return (await findTerminalLogin(db, id))!;
}

/**
 * Changes the given fields; a new password (if any) is stored hashed only, and the audit row shows it
 * as '***'. Login, location and user in one transaction with their audit row.
 */
export async function updateTerminalLogin(db: Db, id: number, patch: Patch, actorId: number | null) {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(terminalLogins).where(eq(terminalLogins.id, id)).for('update');
    if (!before) throw notFound();
    await checkRefs(tx, patch);
    const columns: Partial<typeof terminalLogins.$inferInsert> = {};
    if (patch.login !== undefined) columns.login = patch.login;
    if (patch.terminal_type !== undefined) columns.terminalType = patch.terminal_type;
    if (patch.user_id !== undefined) columns.userId = patch.user_id;
    if (patch.localization_id !== undefined) columns.localizationId = patch.localization_id;
    if (patch.password !== undefined) columns.encryptedPassword = await hashPassword(patch.password);
    if (Object.keys(columns).length === 0) return;
    try {
      const [after] = await tx
        .update(terminalLogins)
        .set({ ...columns, updatedAt: new Date() })
        .where(eq(terminalLogins.id, id))
        .returning();
      await recordAudit(tx, { type: 'TerminalLogin', id, userId: actorId, action: 'update', before, after });
    } catch (error) {
      throw uniqueViolation(error, 'login', msg.loginTaken) ?? error;
    }
  });
  return (await findTerminalLogin(db, id))!;
}

export async function deleteTerminalLogin(db: Db, id: number) {
  const existing = await findTerminalLogin(db, id);
  if (!existing) throw notFound();
  await db.delete(terminalLogins).where(eq(terminalLogins.id, id));
  return existing;
}
