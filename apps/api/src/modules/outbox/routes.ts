import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { pagingQuery, queryText } from '@sportdesk/contract';
import { outboxMessages } from '../../db/schema/index';
import { requireRole } from '../../lib/session';
import { likePattern } from '../../lib/paging';
import { iso, ok } from '../../lib/reply';

const outboxQuery = pagingQuery(25).extend({
  with_recipient: queryText(),
  with_channel: z.enum(['email', 'sms']).optional(),
});

/** The development outbox: e-mails and SMS that were not sent to a real provider. */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/outbox',
    { preHandler: requireRole('admin_role_customer_service'), schema: { tags: ['outbox'], querystring: outboxQuery } },
    async (request) => {
      const q = request.query;
      const conditions: SQL[] = [];
      if (q.with_recipient) conditions.push(ilike(outboxMessages.recipient, likePattern(q.with_recipient)));
      if (q.with_channel) conditions.push(eq(outboxMessages.channel, q.with_channel));
      const where = conditions.length ? and(...conditions) : undefined;
      const [rows, [{ total }]] = await Promise.all([
        app.deps.db
          .select()
          .from(outboxMessages)
          .where(where)
          .orderBy(desc(outboxMessages.id))
          .limit(q.limit)
          .offset(q.page * q.limit),
        app.deps.db.select({ total: count() }).from(outboxMessages).where(where),
      ]);
      return ok({
        rows: rows.map((r) => ({
          id: r.id,
          channel: r.channel,
          recipient: r.recipient,
          subject: r.subject,
          body: r.body,
          created_at: iso(r.createdAt),
        })),
        total,
      });
    },
  );
};
