import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { msg } from '@sportdesk/contract';
import { audits, outboxMessages, users } from '../../db/schema/index';
import { body, createTestApp, signedInUser, uniqueEmail, type TestContext } from '../../test/app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ signInThrottle: { perEmail: 5, perIp: 1000, windowMinutes: 15 } });
});
afterAll(() => ctx.close());

const signIn = (email: string, password: string, ip = '10.0.0.1') =>
  ctx.app.inject({ method: 'POST', url: '/users/sign_in.json', payload: { user: { email, password } }, remoteAddress: ip });

describe('sign-in', () => {
  it('returns the user and a bearer token in the Authorization header', async () => {
    const { email, password } = await signedInUser(ctx.app, ['admin_role_app_settings']);
    const response = await signIn(email, password);
    expect(response.statusCode).toBe(200);
    expect(response.headers.authorization).toMatch(/^Bearer .+\..+\..+/);
    const data = body<{ email: string; roles: string[]; system_event_count: object }>(response).data;
    expect(data.email).toBe(email);
    expect(data.roles).toContain('admin_role_app_settings');
    expect(data.system_event_count).toEqual({
      allUnread: 0,
      myUnread: 0,
      listToVerify: 0,
      activitiesToVerifyCount: 0,
      activitiesTodayCount: 0,
    });
  });

  it('gives the same answer for an unknown e-mail and a wrong password', async () => {
    const { email } = await signedInUser(ctx.app);
    const wrongPassword = await signIn(email, 'zle-haslo', '10.0.0.2');
    const unknownEmail = await signIn(uniqueEmail('nikt'), 'zle-haslo', '10.0.0.2');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(body(wrongPassword).error).toEqual(body(unknownEmail).error);
    expect(body(wrongPassword).error.message).toBe(msg.loginFailed);
  });

  it('validates the body with Polish field messages', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/users/sign_in.json',
      payload: { user: { email: 'nie-email', password: '' } },
    });
    expect(response.statusCode).toBe(400);
    expect(body(response).error.fields).toEqual({ email: msg.invalidEmail, password: msg.requiredLogin });
  });

  it('throttles repeated failures per e-mail with 429, even with the right password', async () => {
    const { email, password } = await signedInUser(ctx.app);
    for (let i = 0; i < 5; i++) expect((await signIn(email, 'zle', `10.1.0.${i}`)).statusCode).toBe(401);
    const blocked = await signIn(email, password, '10.1.0.99');
    expect(blocked.statusCode).toBe(429);
    expect(body(blocked).error.code).toBe('RATE_LIMITED');
  });

  it('throttles per client address across e-mails', async () => {
    const local = await createTestApp({ signInThrottle: { perEmail: 100, perIp: 3, windowMinutes: 15 } });
    try {
      for (let i = 0; i < 3; i++) {
        const r = await local.app.inject({
          method: 'POST',
          url: '/users/sign_in.json',
          payload: { user: { email: uniqueEmail(), password: 'x' } },
          remoteAddress: '10.9.9.9',
        });
        expect(r.statusCode).toBe(401);
      }
      const blocked = await local.app.inject({
        method: 'POST',
        url: '/users/sign_in.json',
        payload: { user: { email: uniqueEmail(), password: 'x' } },
        remoteAddress: '10.9.9.9',
      });
      expect(blocked.statusCode).toBe(429);
    } finally {
      await local.close();
    }
  });
});

describe('session', () => {
  it('answers 401 without a token and with a malformed one', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v2/users/current' })).statusCode).toBe(401);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/v2/users/current',
      headers: { authorization: 'Bearer abc.def.ghi' },
    });
    expect(bad.statusCode).toBe(401);
    expect(body(bad).error.code).toBe('UNAUTHORIZED');
  });

  it('returns the current user with counts and the token in the headers', async () => {
    const { headers, email } = await signedInUser(ctx.app);
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v2/users/current', headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers.authorization).toBe(headers.authorization);
    expect(body<{ email: string; system_event_count: object }>(response).data.email).toBe(email);
  });

  it('revokes the token on sign-out', async () => {
    const { headers } = await signedInUser(ctx.app);
    expect((await ctx.app.inject({ method: 'DELETE', url: '/users/sign_out', headers })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v2/users/current', headers })).statusCode).toBe(401);
  });

  it('answers 403 on an admin module without its role', async () => {
    const { headers } = await signedInUser(ctx.app, ['admin_role_users']);
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v2/admin/app_settings', headers });
    expect(response.statusCode).toBe(403);
    expect(body(response).error.code).toBe('FORBIDDEN');
  });
});

describe('registration and confirmation', () => {
  it('registers, e-mails a confirmation link, refuses sign-in until confirmed, then confirms', async () => {
    const email = uniqueEmail('nowy');
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/users',
      payload: { user: { email, first_name: 'Ola', last_name: 'Nowa', password: 'tajne123', password_confirmation: 'tajne123' } },
    });
    expect(registered.statusCode).toBe(201);
    expect((await signIn(email, 'tajne123')).statusCode).toBe(401);

    const [mail] = await ctx.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email));
    const token = /confirmation_token=([\w-]+)/.exec(mail.body)![1];
    const confirmed = await ctx.app.inject({ method: 'GET', url: `/users/confirmation?confirmation_token=${token}` });
    expect(confirmed.statusCode).toBe(200);
    expect((await signIn(email, 'tajne123')).statusCode).toBe(200);

    const again = await ctx.app.inject({ method: 'GET', url: `/users/confirmation?confirmation_token=${token}` });
    expect(again.statusCode).toBe(404);
  });

  it("sends a player's confirmation link, opened in a browser, to the portal's sign-in page", async () => {
    const email = uniqueEmail('gracz');
    await ctx.app.inject({
      method: 'POST',
      url: '/users',
      payload: {
        user: { email, first_name: 'Jan', last_name: 'Gracz', password: 'tajne123', password_confirmation: 'tajne123' },
      },
    });
    const [mail] = await ctx.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email));
    const token = /confirmation_token=([\w-]+)/.exec(mail.body)![1];
    const confirmed = await ctx.app.inject({
      method: 'GET',
      url: `/users/confirmation?confirmation_token=${token}`,
      headers: { accept: 'text/html' },
    });
    expect(confirmed.statusCode).toBe(302);
    expect(confirmed.headers.location).toMatch(/^\/portal\/logowanie\?notification_type=success&notification_msg=/);
    expect((await signIn(email, 'tajne123')).statusCode).toBe(200);
  });

  it('rejects a short password and a mismatched confirmation with the spec messages', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/users',
      payload: { user: { email: uniqueEmail(), first_name: 'A', last_name: 'B', password: '123', password_confirmation: '124' } },
    });
    expect(response.statusCode).toBe(400);
    expect(body(response).error.fields?.password).toBe(msg.min6);
    const mismatch = await ctx.app.inject({
      method: 'POST',
      url: '/users',
      payload: {
        user: { email: uniqueEmail(), first_name: 'A', last_name: 'B', password: '123456', password_confirmation: '1234567' },
      },
    });
    expect(body(mismatch).error.fields?.password_confirmation).toBe(msg.passwordsMismatch);
  });

  it('answers 409 for an e-mail already taken, whatever its case', async () => {
    const { email } = await signedInUser(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/users',
      payload: {
        user: {
          email: email.toUpperCase(),
          first_name: 'A',
          last_name: 'B',
          password: '123456',
          password_confirmation: '123456',
        },
      },
    });
    expect(response.statusCode).toBe(409);
    expect(body(response).error.fields?.email).toBe(msg.emailTaken);
  });
});

describe('password recovery', () => {
  it('e-mails a reset link, sets the new password, revokes old tokens and records an audit row', async () => {
    const { email, headers, user } = await signedInUser(ctx.app);
    const requested = await ctx.app.inject({ method: 'GET', url: `/users/reset_password?email=${encodeURIComponent(email)}` });
    expect(requested.statusCode).toBe(200);
    expect(body<{ message: string }>(requested).data.message).toBe(msg.recoverySent);
    const [mail] = await ctx.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email));
    const token = /token=([\w-]+)/.exec(mail.body)![1];

    const reset = await ctx.app.inject({
      method: 'PUT',
      url: '/users/password.json',
      payload: { user: { reset_password_token: token, password: 'noweHaslo1', password_confirmation: 'noweHaslo1' } },
    });
    expect(reset.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v2/users/current', headers })).statusCode).toBe(401);
    expect((await signIn(email, 'noweHaslo1')).statusCode).toBe(200);

    const [row] = await ctx.database.db.select().from(audits).where(eq(audits.auditableId, user.id)).orderBy(desc(audits.id));
    expect(row.action).toBe('update');
    expect(row.auditedChanges).toMatchObject({ password: ['***', '***'] });

    const reused = await ctx.app.inject({
      method: 'PUT',
      url: '/users/password.json',
      payload: { user: { reset_password_token: token, password: 'innehaslo', password_confirmation: 'innehaslo' } },
    });
    expect(reused.statusCode).toBe(422);
  });

  it("links a player's recovery e-mail to the portal's page and a staff member's to the back office's", async () => {
    const linkFor = async (email: string) => {
      await ctx.app.inject({ method: 'GET', url: `/users/reset_password?email=${encodeURIComponent(email)}` });
      const [mail] = await ctx.database.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, email))
        .orderBy(desc(outboxMessages.id));
      return /https?:\/\/\S+token=[\w-]+/.exec(mail.body)![0];
    };
    const player = await signedInUser(ctx.app);
    const staff = await signedInUser(ctx.app, ['admin_role_customer_service']);
    expect(await linkFor(player.email)).toMatch(/\/portal\/nowe-haslo\?token=[\w-]+$/);
    expect(await linkFor(staff.email)).toMatch(/\/auth\/reset-password\?token=[\w-]+$/);
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const email = uniqueEmail('brak');
    const response = await ctx.app.inject({ method: 'GET', url: `/users/reset_password?email=${email}` });
    expect(response.statusCode).toBe(200);
    const mails = await ctx.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email));
    expect(mails).toHaveLength(0);
  });

  it('validates the recovery e-mail', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/users/reset_password?email=zly' });
    expect(response.statusCode).toBe(400);
    expect(body(response).error.fields?.email).toBe(msg.invalidEmailShort);
  });
});

describe('phone confirmation', () => {
  it('sends a code through the SMS interface and confirms with it', async () => {
    const { headers, user } = await signedInUser(ctx.app);
    await ctx.database.db.update(users).set({ phone: '600700800', phonePrefix: '+48' }).where(eq(users.id, user.id));
    const sent = await ctx.app.inject({ method: 'GET', url: '/api/v2/users/confirm_phone_token_sender', headers });
    expect(sent.statusCode).toBe(200);
    const [sms] = await ctx.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, '+48600700800'));
    expect(sms.channel).toBe('sms');
    const code = /(\d{6})/.exec(sms.body)![1];

    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/users/confirm_phone_token',
      headers,
      payload: { token: '000000' === code ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(422);
    const right = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/users/confirm_phone_token',
      headers,
      payload: { token: code },
    });
    expect(right.statusCode).toBe(200);
    const [after] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(after.confirmedPhone).toBe(true);
  });

  it('refuses to send without a phone number', async () => {
    const { headers } = await signedInUser(ctx.app);
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v2/users/confirm_phone_token_sender', headers });
    expect(response.statusCode).toBe(422);
    expect(body(response).error.message).toBe(msg.phoneMissing);
  });
});
