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

  it('is on by default in development only, and in production only when knowingly allowed', () => {
    const secret = { JWT_SECRET: 'x'.repeat(40) };
    expect(loadConfig({ ...secret, NODE_ENV: 'development' }).devMailbox).toBe(true);
    expect(loadConfig({ ...secret, NODE_ENV: 'development', DEV_MAILBOX: 'false' }).devMailbox).toBe(false);
    expect(loadConfig({ ...secret, NODE_ENV: 'test' }).devMailbox).toBe(false);
    const production = { ...secret, NODE_ENV: 'production', ALLOW_DEV_OUTBOX: 'true', ALLOW_SANDBOX_PAYMENTS: 'true' };
    expect(loadConfig(production).devMailbox).toBe(false);
    expect(() => loadConfig({ ...production, DEV_MAILBOX: 'true' })).toThrow(/ALLOW_DEV_MAILBOX/);
    expect(loadConfig({ ...production, DEV_MAILBOX: 'true', ALLOW_DEV_MAILBOX: 'true' }).devMailbox).toBe(true);
  });

  it('gives a browser a page with the confirmation link clickable, and tells the portal it is on', async () => {
    const email = uniqueEmail();
    expect((await register(on, email)).statusCode).toBe(201);
    const page = await on.app.inject({
      method: 'GET',
      url: `/api/v2/dev/mailbox?recipient=${encodeURIComponent(email)}`,
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(page.body).toMatch(/<a href="[^"]*\/users\/confirmation\?confirmation_token=/);
    const config = await on.app.inject({ method: 'GET', url: '/api/v2/public_config' });
    expect(body<{ dev_mailbox: boolean }>(config).data.dev_mailbox).toBe(true);
  });

  it('is not announced to the portal when off', async () => {
    const off = await createTestApp();
    try {
      const config = await off.app.inject({ method: 'GET', url: '/api/v2/public_config' });
      expect(body<{ dev_mailbox: boolean }>(config).data.dev_mailbox).toBe(false);
    } finally {
      await off.close();
    }
  });
});
