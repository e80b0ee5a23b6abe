import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { TerminalLogin, terminalLoginListQuery } from '@sportdesk/contract';
import { localizations, terminalLogins, users } from '../../db/schema/index';
import type { Executor } from '../../db/client';
import { likePattern } from '../../lib/paging';
import { iso } from '../../lib/reply';
import { personRef } from '../users/public';

type ListQuery = z.output<typeof terminalLoginListQuery>;

/** Every reply goes through here, and it has no password field. */
const select = {
  t: {
    id: terminalLogins.id,
    login: terminalLogins.login,
    terminalType: terminalLogins.terminalType,
    userId: terminalLogins.userId,
    localizationId: terminalLogins.localizationId,
    createdAt: terminalLogins.createdAt,
  },
  user: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, identifier: users.identifier },
  localizationName: localizations.name,
};

type Selected = {
  t: { id: number; login: string; terminalType: string; userId: number | null; localizationId: number | null; createdAt: Date };
  user: Parameters<typeof personRef>[0] | null;
  localizationName: string | null;
};

const toTerminalLogin = ({ t, user, localizationName }: Selected): TerminalLogin => ({
  id: t.id,
  login: t.login,
  terminal_type: 'benefit',
  user_id: t.userId,
  user: user ? personRef(user) : null,
  localization_id: t.localizationId,
  localization: t.localizationId != null && localizationName != null ? { id: t.localizationId, name: localizationName } : null,
  created_at: iso(t.createdAt)!,
});

const base = (db: Executor) =>
  db
    .select(select)
    .from(terminalLogins)
    .leftJoin(users, eq(users.id, terminalLogins.userId))
    .leftJoin(localizations, eq(localizations.id, terminalLogins.localizationId));

const orderColumns = { created_at: terminalLogins.createdAt, login: terminalLogins.login } as const;

export async function listTerminalLogins(db: Executor, q: ListQuery) {
  const conditions: SQL[] = [];
  if (q.with_user_id !== undefined) conditions.push(eq(terminalLogins.userId, q.with_user_id));
  if (q.with_localization_id !== undefined) conditions.push(eq(terminalLogins.localizationId, q.with_localization_id));
  if (q.with_login) conditions.push(ilike(terminalLogins.login, likePattern(q.with_login)));
  const where = conditions.length ? and(...conditions) : undefined;
  const direction = q.order_dir === 'asc' ? asc : desc;
  const [rows, [{ total }]] = await Promise.all([
    base(db)
      .where(where)
      .orderBy(direction(orderColumns[q.order]), direction(terminalLogins.id))
      .limit(q.limit)
      .offset(q.page * q.limit),
    db.select({ total: count() }).from(terminalLogins).where(where),
  ]);
  return { rows: rows.map(toTerminalLogin), total };
}

export async function findTerminalLogin(db: Executor, id: number) {
  const [row] = await base(db).where(eq(terminalLogins.id, id));
  return row ? toTerminalLogin(row) : undefined;
}
