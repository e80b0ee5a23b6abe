import { and, count, desc, eq, ilike, like, notExists, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { pagingQuery, queryText } from '@sportdesk/contract';
import { outboxMessages, roles, userRoles, users } from '../../db/schema/index';
import type { Db } from '../../db/client';
import { likePattern } from '../../lib/paging';
import { iso } from '../../lib/reply';

export const outboxQuery = pagingQuery(25).extend({
  with_recipient: queryText(),
  with_channel: z.enum(['email', 'sms']).optional(),
});

export const HIDDEN_TOKEN = '[ukryto]';

/**
 * Link tokens (password reset, e-mail confirmation: any `…token=` parameter) are blanked in what the viewer
 * shows; the stored message keeps them (tests and the SMTP path read the table, never this reply).
 */
export const hideTokens = (text: string) => text.replace(/([?&#][\w-]*token=)[^\s&#]+/gi, `$1${HIDDEN_TOKEN}`);

/**
 * Messages to accounts holding an admin role the viewer lacks are not shown: the outbox never reveals more
 * about an account than its reader could already manage. The recipient is matched by e-mail or by phone.
 */
const recipientOutranks = (db: Db, viewerRoles: string[]) =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.id))
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(
        and(
          or(
            sql`lower(${users.email}) = lower(${outboxMessages.recipient})`,
            sql`coalesce(${users.phonePrefix}, '') || coalesce(${users.phone}, '') = ${outboxMessages.recipient}`,
          ),
          like(roles.name, 'admin_role%'),
          viewerRoles.length ? notInArray(roles.name, viewerRoles) : undefined,
        ),
      ),
  );

/** The outbox page: newest first, filtered by recipient (contains) and channel, without what outranks the viewer. */
export async function listOutbox(db: Db, q: z.output<typeof outboxQuery>, viewerRoles: string[]) {
  const conditions: SQL[] = [recipientOutranks(db, viewerRoles)];
  if (q.with_recipient) conditions.push(ilike(outboxMessages.recipient, likePattern(q.with_recipient)));
  if (q.with_channel) conditions.push(eq(outboxMessages.channel, q.with_channel));
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(outboxMessages)
      .where(where)
      .orderBy(desc(outboxMessages.id))
      .limit(q.limit)
      .offset(q.page * q.limit),
    db.select({ total: count() }).from(outboxMessages).where(where),
  ]);
  return {
    rows: rows.map((r) => ({
      id: r.id,
      channel: r.channel,
      recipient: r.recipient,
      subject: r.subject,
      body: hideTokens(r.body),
      created_at: iso(r.createdAt),
    })),
    total,
  };
}
