import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { body, createTestApp, uniqueEmail, type TestContext } from '../../test/app';

/** The local mailbox simulator: off unless DEV_MAILBOX=true, never in production, links whole when on. */
let on: TestContext;
beforeAll(async () => {
  on = await createTestApp({ devMailbox: true });
});
afterAll(() => on.close());

const register = (ctx: TestContext, email: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/users',
    payload: {
      user: {
        email,
        password: 'Haslo123!',
        password_confirmation: 'Haslo123!',
        first_name: 'Ola',
        last_name: 'Nowak',
      },
    },
  });

describe('dev mailbox', () => {
  it('shows the confirmation e-mail with its link whole, and the link confirms the account', async () => {
    const email = uniqueEmail();
    expect((await register(on, email)).statusCode).toBe(201);
    const response = await on.app.inject({
      method: 'GET',
      url: `/api/v2/dev/mailbox?recipient=${encodeURIComponent(email.toUpperCase())}`,
    });
    expect(response.statusCode).toBe(200);
    const rows = body<{ rows: { recipient: string; body: string }[] }>(response).data.rows;
    expect(rows.map((r) => r.recipient)).toEqual([email]);
    const link = /(\/users\/confirmation\?confirmation_token=[^\s&]+)/.exec(rows[0].body)?.[1];
    expect(link).toBeDefined();
    const confirmed = await on.app.inject({ method: 'GET', url: link! });
    expect(confirmed.statusCode).toBe(200);
  });

  it('refuses an address that is not an e-mail', async () => {
    const response = await on.app.inject({ method: 'GET', url: '/api/v2/dev/mailbox?recipient=%25' });
    expect(response.statusCode).toBe(400);
  });

  it('does not exist by default', async () => {
    const off = await createTestApp();
    try {
      const response = await off.app.inject({ method: 'GET', url: '/api/v2/dev/mailbox?recipient=a%40b.pl' });
      expect(response.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });

  it('is refused in production, and with a real SMTP server it is off', () => {
    const base = { JWT_SECRET: 'x'.repeat(40), SMTP_URL: 'smtp://mail.example.pl' };
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', DEV_MAILBOX: 'true' })).toThrow(/DEV_MAILBOX/);
    expect(loadConfig({ ...base, NODE_ENV: 'development', DEV_MAILBOX: 'true' }).devMailbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development', DEV_MAILBOX: 'true' }).devMailbox).toBe(true);
  });
});
