import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { outboxMessages } from '../../db/schema/index';
import { iso, ok } from '../../lib/reply';
import { PUBLIC_PAGE_CSP } from '../public-pages/public';
import { mailboxDocument } from './dev-mailbox-page';

const mailboxQuery = z.object({ recipient: z.string().trim().max(255).pipe(z.email()) });

/** The simulator's address for one recipient, as printed at start and linked from the portal. */
export const DEV_MAILBOX_PATH = '/api/v2/dev/mailbox';

/**
 * The local mailbox simulator (like a mail catcher): the last e-mails sent to one address, links whole, without
 * signing in. On by default in development (`DEV_MAILBOX`, config.ts; refused in production unless
 * `ALLOW_DEV_MAILBOX=true`), so a newcomer and an end-to-end test can confirm a registration the way a player
 * would: by opening the link in the e-mail. A browser (`Accept: text/html`) gets a page with clickable links.
 */
export const devMailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.deps.config.devMailbox) return;
  app.get('/dev/mailbox', { schema: { tags: ['outbox'], querystring: mailboxQuery } }, async (request, reply) => {
    const rows = await app.deps.db
      .select()
      .from(outboxMessages)
      .where(
        and(eq(outboxMessages.channel, 'email'), sql`lower(${outboxMessages.recipient}) = lower(${request.query.recipient})`),
      )
      .orderBy(desc(outboxMessages.id))
      .limit(10);
    const mails = rows.map((r) => ({
      id: r.id,
      recipient: r.recipient,
      subject: r.subject,
      body: r.body,
      created_at: iso(r.createdAt),
    }));
    if (request.headers.accept?.includes('text/html'))
      return reply
        .header('Content-Security-Policy', PUBLIC_PAGE_CSP)
        .header('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(mailboxDocument(request.query.recipient, mails));
    return ok({ rows: mails });
  });
};
