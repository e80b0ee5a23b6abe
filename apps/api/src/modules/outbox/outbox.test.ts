import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ALL_ADMIN_ROLES } from '@sportdesk/contract';
import { outboxMessages } from '../../db/schema/index';
import { body, createTestApp, signedInUser, type TestContext } from '../../test/app';
import { HIDDEN_TOKEN } from './queries';

/** The dev outbox can no longer be used to take over another account. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

interface OutboxRow {
  recipient: string;
  subject: string;
  body: string;
}
const list = async (headers: { authorization: string }, recipient: string) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/v2/admin/outbox?with_recipient=${encodeURIComponent(recipient)}`,
    headers,
  });
  expect(response.statusCode).toBe(200);
  return body<{ rows: OutboxRow[] }>(response).data.rows;
};

describe('dev outbox', () => {
  it('never shows a password-reset link to a customer-service admin, even for their own account', async () => {
    const agent = await signedInUser(ctx.app, ['admin_role_customer_service']);
    const reset = await ctx.app.inject({ method: 'GET', url: `/users/reset_password?email=${encodeURIComponent(agent.email)}` });
    expect(reset.statusCode).toBe(200);
    const [stored] = await ctx.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, agent.email));
    const token = /token=([\w-]+)/.exec(stored.body)![1];
    const [shown] = await list(agent.headers, agent.email);
    expect(shown.subject).toBe(stored.subject);
    expect(shown.body).not.toContain(token);
    expect(shown.body).toContain(`token=${HIDDEN_TOKEN}`);
  });

  it('never shows an e-mail confirmation link', async () => {
    const agent = await signedInUser(ctx.app, ALL_ADMIN_ROLES);
    const email = `nowy.${Date.now()}@example.pl`;
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/users',
      payload: {
        user: { email, first_name: 'Jan', last_name: 'Nowak', password: 'Haslo123!', password_confirmation: 'Haslo123!' },
      },
    });
    expect(registered.statusCode).toBe(201);
    const [stored] = await ctx.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email));
    const token = /confirmation_token=([\w-]+)/.exec(stored.body)![1];
    const [shown] = await list(agent.headers, email);
    expect(shown.body).not.toContain(token);
    expect(shown.body).toContain(`confirmation_token=${HIDDEN_TOKEN}`);
  });

  it('hides messages to accounts holding an admin role the reader lacks (the takeover path)', async () => {
    const agent = await signedInUser(ctx.app, ['admin_role_customer_service']);
    const boss = await signedInUser(ctx.app, ALL_ADMIN_ROLES);
    const player = await signedInUser(ctx.app, ['user_role_activity_registration']);
    for (const email of [boss.email, player.email])
      await ctx.app.inject({ method: 'GET', url: `/users/reset_password?email=${encodeURIComponent(email)}` });
    expect(await list(agent.headers, boss.email)).toEqual([]);
    expect(await list(agent.headers, player.email)).toHaveLength(1);
    // The admin holding every role sees both (still without the link).
    expect(await list(boss.headers, boss.email)).toHaveLength(1);
  });

  it('is not reachable without the customer-service role', async () => {
    const other = await signedInUser(ctx.app, ['admin_role_users']);
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v2/admin/outbox', headers: other.headers });
    expect(response.statusCode).toBe(403);
  });

  it('does not exist when the configuration turns it off (production without ALLOW_DEV_OUTBOX)', async () => {
    const off = await createTestApp({ devOutbox: false });
    try {
      const { headers } = await signedInUser(off.app, ALL_ADMIN_ROLES);
      const response = await off.app.inject({ method: 'GET', url: '/api/v2/admin/outbox', headers });
      expect(response.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
