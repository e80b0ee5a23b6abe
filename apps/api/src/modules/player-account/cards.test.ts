import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { msg, playerAccountMsg, type PlayerCardSaved, type PlayerCards } from '@sportdesk/contract';
import { audits, users } from '../../db/schema/index';
import { body, createTestApp, signedInUser, uniqueEmail, type TestContext } from '../../test/app';

let ctx: TestContext;
// The local simulator (docs/decisions.md "Users"): 000… inactive, 999… down, 7771… a blocked FitProfit type.
const cardChecks = { timeoutMs: 1_000, simulator: true, benefit: {}, fitprofit: {} };
beforeAll(async () => {
  ctx = await createTestApp({ cardChecks });
});
afterAll(() => ctx.close());

type Headers = { authorization: string };
const base = '/api/v2/users/current/cards';
const show = (headers: Headers) => ctx.app.inject({ method: 'GET', url: base, headers });
const put = (headers: Headers, kind: 'benefit' | 'fitprofit', card: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PUT', url: `${base}/${kind}`, headers, payload: { card } });
const cardPlayer = () => signedInUser(ctx.app, ['user_role_cards_edit']);
const benefit = { benefit_id: '12345', first_line: 'JAN', second_line: 'KOWALSKI' };

describe('player cards: access and the cards-edit role', () => {
  it('needs a signed-in user; editing needs user_role_cards_edit (403, nothing stored)', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: base })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'PUT', url: `${base}/benefit`, payload: { card: benefit } })).statusCode).toBe(401);
    const plain = await signedInUser(ctx.app, ['user_role_activity_registration', 'user_role_profile_edit']);
    expect(body<PlayerCards>(await show(plain.headers)).data.can_edit).toBe(false);
    for (const kind of ['benefit', 'fitprofit'] as const) {
      const response = await put(plain.headers, kind, { ...benefit, fitprofit_id: '555' });
      expect(response.statusCode).toBe(403);
      expect(body(response).error.message).toBe(msg.forbidden);
    }
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, plain.user.id));
    expect(row).toMatchObject({ benefitId: null, fitprofitId: null });
  });

  it('a registered player gets the role with the account', async () => {
    const email = uniqueEmail('karty');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/users',
      payload: {
        user: { email, first_name: 'Ola', last_name: 'Nowa', password: 'tajne123', password_confirmation: 'tajne123' },
      },
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    await ctx.database.db.update(users).set({ confirmedAt: new Date() }).where(eq(users.email, email));
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/users/sign_in.json',
      payload: { user: { email, password: 'tajne123' } },
    });
    const headers = { authorization: signIn.headers.authorization as string };
    expect(body<PlayerCards>(await show(headers)).data.can_edit).toBe(true);
  });

  it('shows only the caller’s own cards', async () => {
    const a = await cardPlayer();
    const b = await cardPlayer();
    await put(a.headers, 'benefit', benefit);
    expect(body<PlayerCards>(await show(b.headers)).data).toMatchObject({ benefit_id: null, benefit_active: false });
    expect(body<PlayerCards>(await show(a.headers)).data).toMatchObject({ benefit_id: '12345', can_edit: true });
  });
});

describe('player cards: validation (the admin check’s rules)', () => {
  it('Benefit needs benefit_id, first_line and second_line; FitProfit needs fitprofit_id (400, Polish fields)', async () => {
    const { headers } = await cardPlayer();
    const missing = await put(headers, 'benefit', { benefit_id: ' ' });
    expect(missing.statusCode).toBe(400);
    expect(body(missing).error.fields).toEqual({
      benefit_id: msg.required,
      first_line: msg.required,
      second_line: msg.required,
    });
    const long = await put(headers, 'benefit', { ...benefit, benefit_id: '1'.repeat(65), first_line: 'x'.repeat(121) });
    expect(body(long).error.fields).toEqual({ benefit_id: msg.tooLong, first_line: msg.tooLong });
    const nul = await put(headers, 'benefit', { ...benefit, second_line: 'a\u0000b' });
    expect(body(nul).error.fields).toEqual({ second_line: msg.invalidCharacters });
    const fit = await put(headers, 'fitprofit', { fitprofit_id: '' });
    expect(fit.statusCode).toBe(400);
    expect(body(fit).error.fields).toEqual({ fitprofit_id: msg.required });
    expect((await put(headers, 'fitprofit', {})).statusCode).toBe(400);
  });
});

describe('player cards: saving with the provider’s status', () => {
  it('stores the Benefit card with its active status, audited as the player’s change', async () => {
    const { headers, user } = await cardPlayer();
    const response = await put(headers, 'benefit', benefit);
    expect(response.statusCode, response.body).toBe(200);
    const saved = body<PlayerCardSaved>(response).data;
    expect(saved).toMatchObject({
      cards: { benefit_id: '12345', first_line: 'JAN', second_line: 'KOWALSKI', benefit_active: true },
      check: { active: true, text: 'Karta aktywna' },
      check_error: null,
    });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row.benefitStatusTtl).not.toBeNull();
    const rows = await ctx.database.db
      .select()
      .from(audits)
      .where(and(eq(audits.auditableId, user.id), eq(audits.comment, playerAccountMsg.cardSaved)));
    expect(rows).toHaveLength(1);
    expect(rows[0].userId).toBe(user.id);

    // A new number the provider calls inactive replaces the old card and its status.
    const inactive = body<PlayerCardSaved>(await put(headers, 'benefit', { ...benefit, benefit_id: '000111' })).data;
    expect(inactive.cards).toMatchObject({ benefit_id: '000111', benefit_active: false });
    expect(inactive.check).toEqual({ active: false, text: 'Karta nieaktywna' });
  });

  it('stores the FitProfit card and its status; an inactive one is stored as inactive', async () => {
    const { headers } = await cardPlayer();
    const active = body<PlayerCardSaved>(await put(headers, 'fitprofit', { fitprofit_id: '555123' })).data;
    expect(active.cards).toMatchObject({ fitprofit_id: '555123', fitprofit_active: true });
    expect(active.check?.text).toBe('Karta aktywna (FS Standard)');
    const inactive = body<PlayerCardSaved>(await put(headers, 'fitprofit', { fitprofit_id: '000555' })).data;
    expect(inactive.cards).toMatchObject({ fitprofit_id: '000555', fitprofit_active: false });
  });

  it('refuses a FitProfit card of a blocked type with a 422 on fitprofit_id and keeps the old card', async () => {
    const { headers, user } = await cardPlayer();
    await put(headers, 'fitprofit', { fitprofit_id: '555123' });
    const response = await put(headers, 'fitprofit', { fitprofit_id: '7771' });
    expect(response.statusCode).toBe(422);
    const text = 'Karta typu „FS Pracownik” nie uprawnia do udziału w zajęciach';
    expect(body(response).error).toMatchObject({ message: text, fields: { fitprofit_id: text } });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ fitprofitId: '555123', fitprofitActive: true });
  });

  it('with the provider down or silent the number is stored as inactive and the reply says why', async () => {
    const { headers } = await cardPlayer();
    await put(headers, 'benefit', benefit);
    const down = body<PlayerCardSaved>(await put(headers, 'benefit', { ...benefit, benefit_id: '999000' })).data;
    expect(down.cards).toMatchObject({ benefit_id: '999000', benefit_active: false });
    expect(down.check).toBeNull();
    expect(down.check_error).toBe(`${playerAccountMsg.cardCheckPending}: ${msg.cardProviderDown}`);
    const slow = await put(headers, 'fitprofit', { fitprofit_id: '998000' });
    expect(slow.statusCode).toBe(200);
    expect(body<PlayerCardSaved>(slow).data).toMatchObject({
      cards: { fitprofit_id: '998000', fitprofit_active: false },
      check_error: `${playerAccountMsg.cardCheckPending}: ${msg.cardProviderTimeout}`,
    });
  });
});
