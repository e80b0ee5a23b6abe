import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { COORDINATOR_OR_ORGANIZER_ROLES, msg, type terminalLoginInput } from '@sportdesk/contract';
import { localizations, terminalLogins } from '../../db/schema/index';
import type { Db } from '../../db/client';
import { fieldError, notFound, uniqueViolation } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { findLiveUser } from '../admin-users/queries';
import { roleNamesOf } from '../users/service';
import { findTerminalLogin } from './queries';

type Input = z.output<typeof terminalLoginInput>;

/** Login and password required; the user must be a coordinator or an organiser; the password is stored hashed only. */
export async function createTerminalLogin(db: Db, input: Input) {
  const id = await db.transaction(async (tx) => {
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

export async function deleteTerminalLogin(db: Db, id: number) {
  const existing = await findTerminalLogin(db, id);
  if (!existing) throw notFound();
  await db.delete(terminalLogins).where(eq(terminalLogins.id, id));
  return existing;
}
