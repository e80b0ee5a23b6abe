import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { msg, type ListReply, type TerminalLogin } from '@sportdesk/contract';
import { audits, terminalLogins } from '../../db/schema/index';
import { verifyPassword } from '../../lib/passwords';
import { body, createTestApp, signedInUser, type TestContext } from '../../test/app';
import { insertLocalization } from '../admin-users/test-fixtures';

let ctx: TestContext;
let headers: { authorization: string };
let coordinatorId: number;
let organizerId: number;
let playerId: number;
let locId: number;
const replies: string[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  ({ headers } = await signedInUser(ctx.app, ['admin_role_terminal_logins']));
  coordinatorId = (await signedInUser(ctx.app, ['user_role_coordinator'])).user.id;
  organizerId = (await signedInUser(ctx.app, ['user_role_organizer_type_3'])).user.id;
  playerId = (await signedInUser(ctx.app, ['user_role_activity_registration'])).user.id;
  locId = (await insertLocalization(ctx.database.db, 'Orlik Mokotów')).id;
});
afterAll(() => ctx.close());

const call = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: Record<string, unknown>) => {
  const response = await ctx.app.inject({ method, url: `/api/v2/admin/terminal_logins${url}`, headers, payload });
  replies.push(response.body);
  return response;
};
const create = (terminal_login: Record<string, unknown>) => call('POST', '', { terminal_login });
const update = (id: number, terminal_login: Record<string, unknown>) => call('PATCH', `/${id}`, { terminal_login });
const auditsOf = (id: number) =>
  ctx.database.db
    .select()
    .from(audits)
    .where(and(eq(audits.auditableType, 'TerminalLogin'), eq(audits.auditableId, id)));

describe('admin/terminal_logins', () => {
  it('creates a login with a hashed password, shows and deletes it', async () => {
    const response = await create({
      login: 'orlik-01',
      password: 'tajne-haslo',
      terminal_type: 'benefit',
      user_id: coordinatorId,
      localization_id: locId,
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = body<TerminalLogin>(response).data;
    expect(created).toMatchObject({
      login: 'orlik-01',
      terminal_type: 'benefit',
      user_id: coordinatorId,
      localization: { id: locId, name: 'Orlik Mokotów' },
    });
    expect(created.user?.label).toBe('Test Użytkownik');
    const [row] = await ctx.database.db.select().from(terminalLogins).where(eq(terminalLogins.id, created.id));
    expect(row.encryptedPassword).not.toContain('tajne-haslo');
    expect(await verifyPassword(row.encryptedPassword, 'tajne-haslo')).toBe(true);

    expect(body<TerminalLogin>(await call('GET', `/${created.id}`)).data).toEqual(created);
    expect((await call('DELETE', `/${created.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/${created.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/${created.id}`)).statusCode).toBe(404);
  });

  it('requires login and password, and takes only the benefit terminal type', async () => {
    const response = await create({ login: ' ', password: '' });
    expect(response.statusCode).toBe(400);
    expect(body(response).error.fields).toEqual({ login: msg.required, password: msg.required });
    expect((await create({ login: 'x', password: 'y', terminal_type: 'paper' })).statusCode).toBe(400);
  });

  it('takes only coordinators and organisers as the user', async () => {
    expect((await create({ login: 'org-1', password: 'p', user_id: organizerId })).statusCode).toBe(201);
    const player = await create({ login: 'gracz-1', password: 'p', user_id: playerId });
    expect(player.statusCode).toBe(400);
    expect(body(player).error.fields).toEqual({ user_id: msg.terminalUserRole });
    expect(body(await create({ login: 'loc-1', password: 'p', localization_id: 987654 })).error.fields).toEqual({
      localization_id: msg.unknownLocalization,
    });
  });

  it('keeps logins unique regardless of case', async () => {
    await create({ login: 'Hala-A', password: 'p' });
    const clash = await create({ login: 'hala-a', password: 'p' });
    expect(clash.statusCode).toBe(409);
    expect(body(clash).error.fields).toEqual({ login: msg.loginTaken });
  });

  it('lists 25 per page, sorted by created_at (default desc) or login, filtered by user', async () => {
    for (let i = 0; i < 26; i++)
      await create({ login: `lista-${String(i).padStart(2, '0')}`, password: 'p', user_id: i < 2 ? coordinatorId : null });
    const first = body<ListReply<TerminalLogin>>(await call('GET', '')).data;
    expect(first.rows).toHaveLength(25);
    expect(first.rows[0].login).toBe('lista-25');
    const byLogin = body<ListReply<TerminalLogin>>(await call('GET', '?order=login&order_dir=asc&with_login=lista&limit=3')).data;
    expect(byLogin.rows.map((r) => r.login)).toEqual(['lista-00', 'lista-01', 'lista-02']);
    expect(byLogin.total).toBe(26);
    const mine = body<ListReply<TerminalLogin>>(await call('GET', `?with_user_id=${coordinatorId}`)).data;
    expect(mine.rows.map((r) => r.login).sort()).toEqual(['lista-00', 'lista-01']);
    expect((await call('GET', '?order=password')).statusCode).toBe(400);
  });

  describe('PATCH (edit)', () => {
    it('changes the login and location, keeps the password when none is given, and audits the change', async () => {
      const created = body<TerminalLogin>(
        await create({ login: 'edycja-1', password: 'tajne-haslo', user_id: coordinatorId }),
      ).data;
      const response = await update(created.id, { login: 'edycja-1b', password: '', localization_id: locId });
      expect(response.statusCode, response.body).toBe(200);
      expect(body<TerminalLogin>(response).data).toMatchObject({
        id: created.id,
        login: 'edycja-1b',
        user_id: coordinatorId,
        localization: { id: locId, name: 'Orlik Mokotów' },
      });
      const [row] = await ctx.database.db.select().from(terminalLogins).where(eq(terminalLogins.id, created.id));
      expect(await verifyPassword(row.encryptedPassword, 'tajne-haslo')).toBe(true);
      const [audit] = await auditsOf(created.id);
      expect(audit).toMatchObject({ action: 'update', userId: expect.any(Number) });
      expect(audit.auditedChanges).toEqual({ login: ['edycja-1', 'edycja-1b'], localization_id: [null, locId] });
    });

    it('stores a new password hashed only, never echoes it, and audits it as ***', async () => {
      const created = body<TerminalLogin>(await create({ login: 'edycja-2', password: 'stare' })).data;
      const response = await update(created.id, { password: 'tajne-haslo-nowe' });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toMatch(/tajne-haslo-nowe|password|argon2/i);
      const [row] = await ctx.database.db.select().from(terminalLogins).where(eq(terminalLogins.id, created.id));
      expect(row.encryptedPassword).not.toContain('tajne-haslo-nowe');
      expect(await verifyPassword(row.encryptedPassword, 'tajne-haslo-nowe')).toBe(true);
      const [audit] = await auditsOf(created.id);
      expect(audit.auditedChanges).toEqual({ password: ['***', '***'] });
      expect(JSON.stringify(audit)).not.toMatch(/tajne-haslo-nowe|argon2/);
    });

    it('keeps logins unique (case-insensitive) and validates like create', async () => {
      await create({ login: 'Zajety-1', password: 'p' });
      const mine = body<TerminalLogin>(await create({ login: 'edycja-3', password: 'p' })).data;
      const clash = await update(mine.id, { login: 'zajety-1' });
      expect(clash.statusCode).toBe(409);
      expect(body(clash).error.fields).toEqual({ login: msg.loginTaken });
      const blank = await update(mine.id, { login: '  ' });
      expect(blank.statusCode).toBe(400);
      expect(body(blank).error.fields).toEqual({ login: msg.required });
      expect(body(await update(mine.id, { user_id: playerId })).error.fields).toEqual({ user_id: msg.terminalUserRole });
      expect((await update(mine.id, { terminal_type: 'paper' })).statusCode).toBe(400);
      expect(body<TerminalLogin>(await call('GET', `/${mine.id}`)).data.login).toBe('edycja-3');
      expect(await auditsOf(mine.id)).toHaveLength(0);
      expect((await update(987654, { login: 'nikt' })).statusCode).toBe(404);
    });
  });

  it('never returns a password in any reply', () => {
    expect(replies.length).toBeGreaterThan(10);
    for (const reply of replies) {
      expect(reply).not.toMatch(/tajne-haslo|encrypted|argon2/i);
      const parsed = JSON.parse(reply) as { ok: boolean; data?: unknown };
      if (parsed.ok) expect(JSON.stringify(parsed.data)).not.toContain('"password"');
    }
  });

  it('is closed without admin_role_terminal_logins', async () => {
    const other = await signedInUser(ctx.app, ['admin_role_users']);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/v2/admin/terminal_logins', headers: other.headers })).statusCode,
    ).toBe(403);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/v2/admin/terminal_logins',
          headers: other.headers,
          payload: { terminal_login: { login: 'a', password: 'b' } },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: '/api/v2/admin/terminal_logins/1', headers: other.headers })).statusCode,
    ).toBe(403);
    // The role is checked before the body: an invalid body still gets 403.
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v2/admin/terminal_logins/1',
      headers: other.headers,
      payload: { terminal_login: { login: '' } },
    });
    expect(patch.statusCode).toBe(403);
  });
});
