import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { outboxMessages } from '../../db/schema/index';
import { iso, ok } from '../../lib/reply';

const mailboxQuery = z.object({ recipient: z.string().trim().max(255).pipe(z.email()) });

/**
 * The local mailbox simulator (like a mail catcher): the last e-mails sent to one address, links whole, without
 * signing in. It exists only with `DEV_MAILBOX=true` outside production (config.ts refuses it there), so an
 * end-to-end test can confirm a registration the way a player would: by opening the link in the e-mail.
 */
export const devMailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.deps.config.devMailbox) return;
  app.get('/dev/mailbox', { schema: { tags: ['outbox'], querystring: mailboxQuery } }, async (request) => {
    const rows = await app.deps.db
      .select()
      .from(outboxMessages)
      .where(
        and(eq(outboxMessages.channel, 'email'), sql`lower(${outboxMessages.recipient}) = lower(${request.query.recipient})`),
      )
      .orderBy(desc(outboxMessages.id))
      .limit(10);
    return ok({
      rows: rows.map((r) => ({
        id: r.id,
        recipient: r.recipient,
        subject: r.subject,
        body: r.body,
        created_at: iso(r.createdAt),
      })),
    });
  });
};
