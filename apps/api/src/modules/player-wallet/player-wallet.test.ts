// @clock-dependent: the bonus account's expiry day in Warsaw time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { WebSocket } from 'ws';
import {
  activitySpotsPush,
  type ListReply,
  type PlayerMessage,
  type PlayerStanding,
  type PlayerTopUpResult,
  type PlayerTransaction,
  type PlayerWallet,
  type SandboxPayment,
  type SandboxPaymentResult,
} from '@sportdesk/contract';
import { activities, transactions, users } from '../../db/schema/index';
import { body, createTestApp, signedInAdmin, signedInUser, type TestContext } from '../../test/app';
import { insertTestActivity, seedCatalogue, type Catalogue } from '../activities/test-fixtures';

let ctx: TestContext;
let c: Catalogue;
let admin: { authorization: string };
beforeAll(async () => {
  ctx = await createTestApp();
  c = await seedCatalogue(ctx.app.deps.db);
  ({ headers: admin } = await signedInAdmin(ctx.app));
});
afterAll(() => ctx.close());

type Headers = { authorization: string };
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers?: Headers, payload?: unknown) =>
  ctx.app.inject({ method, url, headers, payload: payload as object });
const data = async <T>(method: 'GET' | 'POST' | 'DELETE', url: string, headers?: Headers, payload?: unknown) => {
  const response = await call(method, url, headers, payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return body<T>(response).data;
};
const db = () => ctx.app.deps.db;
const addActivity = (extra: Parameters<typeof insertTestActivity>[2] = {}) =>
  insertTestActivity(db(), c, { min_players: 1, ...extra });
const setWallet = (userId: number, values: Partial<typeof users.$inferInsert>) =>
  db().update(users).set(values).where(eq(users.id, userId));
const join = (activityId: number, userId: number) =>
  data<{ participant: { id: number }; reserve: boolean }>('POST', `/api/v2/admin/activities/${activityId}/participants`, admin, {
    participant: { user_id: userId },
  });
const leave = (activityId: number, participantId: number) =>
  data('DELETE', `/api/v2/admin/activities/${activityId}/participants/${participantId}?costs=false`, admin);
/** The sandbox gateway's page (in the portal) calls the API as the signed-in owner of the payment, with its query. */
const sandboxCall = (redirectUrl: string, headers: Headers, action?: 'paid' | 'canceled') => {
  const url = new URL(redirectUrl);
  const id = url.pathname.split('/').pop();
  return call(
    action ? 'POST' : 'GET',
    `/api/v2/sandbox-gateway/payments/${id}${action ? `/${action}` : ''}${url.search}`,
    headers,
  );
};
const sandboxPay = async (redirectUrl: string, status: 'paid' | 'canceled', headers: Headers) => {
  const response = await sandboxCall(redirectUrl, headers, status);
  expect(response.statusCode, response.body).toBe(200);
  return body<SandboxPaymentResult>(response).data;
};

describe('player endpoints need a signed-in player', () => {
  it.each([
    ['GET', '/api/v2/users/current/wallet'],
    ['GET', '/api/v2/users/current/transactions'],
    ['POST', '/api/v2/users/current/wallet/top_up'],
    ['GET', '/api/v2/users/current/messages'],
    ['GET', '/api/v2/users/current/activities/1/standing'],
  ] as const)('%s %s answers 401 without a token, before reading the body', async (method, url) => {
    const response = await call(method, url, undefined, method === 'POST' ? { top_up: { value: 'x' } } : undefined);
    expect(response.statusCode).toBe(401);
  });
});

describe('GET users/current/wallet', () => {
  it('shows the own main account, bonus with its expiry and deposit', async () => {
    const player = await signedInUser(ctx.app);
    await setWallet(player.user.id, {
      accountBalance: 12_345,
      accountBonusValue: 2_000,
      bonusExpirationDate: '2999-12-31',
      accountDepositValue: 5_000,
    });
    expect(await data<PlayerWallet>('GET', '/api/v2/users/current/wallet', player.headers)).toEqual({
      account_value: 193.45,
      account_balance: 123.45,
      account_bonus_value: 20,
      spendable_bonus: 20,
      bonus_expiration_date: '2999-12-31',
      bonus_expired: false,
      account_deposit_value: 50,
    });
  });

  it('says when the bonus expired (not spendable after its day)', async () => {
    const player = await signedInUser(ctx.app);
    await setWallet(player.user.id, { accountBonusValue: 1_000, bonusExpirationDate: '2020-01-31' });
    const wallet = await data<PlayerWallet>('GET', '/api/v2/users/current/wallet', player.headers);
    expect(wallet).toMatchObject({ account_bonus_value: 10, spendable_bonus: 0, bonus_expired: true });
  });
});

describe('GET users/current/transactions', () => {
  it('lists only the own transactions, newest first, paged, with the activities paid for', async () => {
    const [player, other] = [await signedInUser(ctx.app), await signedInUser(ctx.app)];
    for (const value of [10, 20, 30])
      await data('POST', `/api/v2/admin/users/${player.user.id}/balance_add`, admin, { balance: { value } });
    await data('POST', `/api/v2/admin/users/${other.user.id}/balance_add`, admin, { balance: { value: 99 } });
    const activity = await addActivity({ pay_by_prepaid: true, price: 15 });
    await data('POST', `/api/v2/admin/activities/${activity.id}/participants`, admin, {
      participant: { user_id: player.user.id, costs: true },
    });

    const first = await data<ListReply<PlayerTransaction>>('GET', '/api/v2/users/current/transactions?limit=2', player.headers);
    expect(first.total).toBe(4);
    expect(first.rows.map((r) => [r.transaction_type, r.value, r.main_change])).toEqual([
      ['buy_activity', 15, -15],
      ['balance_add', 30, 30],
    ]);
    expect(first.rows[0].activities).toEqual([{ id: activity.id, name: 'Gierka wieczorna', date: activity.date }]);
    const second = await data<ListReply<PlayerTransaction>>(
      'GET',
      '/api/v2/users/current/transactions?limit=2&page=1',
      player.headers,
    );
    expect(second.rows.map((r) => r.value)).toEqual([20, 10]);
    // The other player's top-up of 99 is not among them (compared as values: a timestamp may contain "99").
    expect([...first.rows, ...second.rows].map((r) => r.value)).not.toContain(99);
  });

  it('refuses a page size above 50, a negative page and unknown parameters', async () => {
    const player = await signedInUser(ctx.app);
    for (const query of ['limit=51', 'page=-1', 'user_id=1', 'limit=abc']) {
      const response = await call('GET', `/api/v2/users/current/transactions?${query}`, player.headers);
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('POST users/current/wallet/top_up', () => {
  const topUp = (headers: Headers, value: unknown) =>
    call('POST', '/api/v2/users/current/wallet/top_up', headers, { top_up: { value } });

  it('checks the amount: 1 zł to 5000 zł, at most two decimals, a number', async () => {
    const player = await signedInUser(ctx.app);
    const cases: [unknown, string][] = [
      [0, 'Wartość musi być większa od 0'],
      [0.5, 'Minimalna kwota doładowania to 1 zł'],
      [5000.01, 'Maksymalna kwota doładowania to 5000 zł'],
      [10.001, 'Podaj kwotę z dokładnością do 1 grosza'],
      ['dziesięć', 'Pole musi być liczbą'],
      [null, 'Pole Wymagane'],
    ];
    for (const [value, message] of cases) {
      const response = await topUp(player.headers, value);
      expect(response.statusCode, String(value)).toBe(400);
      expect(body(response).error.fields?.['top_up.value'] ?? body(response).error.fields?.value).toBe(message);
    }
    const [{ n }] = await db()
      .select({ n: transactions.id })
      .from(transactions)
      .where(eq(transactions.userId, player.user.id))
      .then((rows) => [{ n: rows.length }]);
    expect(n).toBe(0);
  });

  it('pays through the sandbox gateway, credits the main account once, and returns to the portal wallet', async () => {
    const player = await signedInUser(ctx.app);
    await setWallet(player.user.id, { accountBalance: 1_000 });
    const response = await topUp(player.headers, '50,25');
    expect(response.statusCode, response.body).toBe(201);
    const started = body<PlayerTopUpResult>(response).data;
    const redirect = new URL(started.redirect_url);
    expect(redirect.pathname).toMatch(/^\/portal\/bramka-testowa\/\d+$/);
    expect(redirect.searchParams.get('powrot')).toBe(`/portal/portfel?doladowanie=${started.transaction_id}`);

    // Not paid yet: the wallet is unchanged, the transaction is an unpaid online top-up.
    expect((await data<PlayerWallet>('GET', '/api/v2/users/current/wallet', player.headers)).account_balance).toBe(10);
    const unpaid = await data<ListReply<PlayerTransaction>>('GET', '/api/v2/users/current/transactions', player.headers);
    expect(unpaid.rows[0]).toMatchObject({
      id: started.transaction_id,
      transaction_type: 'balance_add',
      payment_method: 'online_transfer',
      status: 'unpaid',
      value: 50.25,
      main_change: 0,
    });

    const page = body<SandboxPayment>(await sandboxCall(started.redirect_url, player.headers)).data;
    expect(page).toMatchObject({ transaction_id: started.transaction_id, amount: 50.25, status: 'pending' });
    const paid = await sandboxPay(started.redirect_url, 'paid', player.headers);
    expect(paid).toMatchObject({ status: 'paid', return_path: `/portal/portfel?doladowanie=${started.transaction_id}` });
    expect((await data<PlayerWallet>('GET', '/api/v2/users/current/wallet', player.headers)).account_balance).toBe(60.25);
    // A repeated notification changes nothing.
    await sandboxPay(started.redirect_url, 'paid', player.headers);
    expect((await data<PlayerWallet>('GET', '/api/v2/users/current/wallet', player.headers)).account_balance).toBe(60.25);
    const after = await data<ListReply<PlayerTransaction>>('GET', '/api/v2/users/current/transactions', player.headers);
    expect(after.rows[0]).toMatchObject({ status: 'paid', main_change: 50.25 });
    // The ledger holds: the transactions' changes add up to the wallet (10 zł set directly before).
    const rows = await db().select().from(transactions).where(eq(transactions.userId, player.user.id));
    expect(rows.reduce((s, t) => s + t.mainAfter - t.mainBefore, 0)).toBe(5_025);
  });

  it('a canceled payment leaves the wallet as it was; the admin manual pay of a top-up credits it', async () => {
    const player = await signedInUser(ctx.app);
    const first = body<PlayerTopUpResult>(await topUp(player.headers, 20)).data;
    const canceled = await sandboxPay(first.redirect_url, 'canceled', player.headers);
    expect(canceled).toMatchObject({ status: 'canceled', return_path: `/portal/portfel?doladowanie=${first.transaction_id}` });
    const list = await data<ListReply<PlayerTransaction>>('GET', '/api/v2/users/current/transactions', player.headers);
    expect(list.rows[0]).toMatchObject({ id: first.transaction_id, status: 'canceled' });
    expect((await data<PlayerWallet>('GET', '/api/v2/users/current/wallet', player.headers)).account_balance).toBe(0);

    const second = body<PlayerTopUpResult>(await topUp(player.headers, 30)).data;
    await data('POST', `/api/v2/admin/transactions/${second.transaction_id}/pay`, admin, {});
    expect((await data<PlayerWallet>('GET', '/api/v2/users/current/wallet', player.headers)).account_balance).toBe(30);
  });

  it('the sandbox sends nobody to another site', async () => {
    const player = await signedInUser(ctx.app);
    const started = body<PlayerTopUpResult>(await topUp(player.headers, 5)).data;
    const path = new URL(started.redirect_url).pathname;
    for (const evil of ['//evil.example/x', 'https://evil.example', '/\\evil.example']) {
      const done = await sandboxPay(`${ctx.config.publicUrl}${path}?powrot=${encodeURIComponent(evil)}`, 'paid', player.headers);
      expect(done.return_path).toMatch(/^\/portal\//);
      expect(done.return_path).not.toContain('evil');
    }
  });
});

describe('GET users/current/messages', () => {
  it('lists the organisers’ messages of the activities the player is signed up for, newest first, linked', async () => {
    const [player, other] = [await signedInUser(ctx.app), await signedInUser(ctx.app)];
    const mine = await addActivity({ name: 'Siatkówka środowa' });
    const reserveOnly = await addActivity({ name: 'Koszykówka', max_players: 1, reserve_list: true });
    const notMine = await addActivity({ name: 'Cudze zajęcia' });
    await join(mine.id, player.user.id);
    await join(reserveOnly.id, other.user.id);
    await join(reserveOnly.id, player.user.id);
    const send = (id: number, content: string) =>
      data('POST', `/api/v2/admin/activities/${id}/messages`, admin, { message: { content } });
    await send(mine.id, 'Pierwsza wiadomość');
    await send(notMine.id, 'Nie dla gracza');
    await send(reserveOnly.id, 'Lista rezerwowa też słyszy');
    await send(mine.id, 'Zmiana sali na B');

    const list = await data<ListReply<PlayerMessage>>('GET', '/api/v2/users/current/messages', player.headers);
    expect(list.total).toBe(3);
    expect(list.rows.map((m) => m.content)).toEqual(['Zmiana sali na B', 'Lista rezerwowa też słyszy', 'Pierwsza wiadomość']);
    expect(list.rows[0].activity).toEqual({ id: mine.id, name: 'Siatkówka środowa', date: mine.date, start_at: '18:00' });
    const filtered = await data<ListReply<PlayerMessage>>(
      'GET',
      `/api/v2/users/current/messages?activity_id=${notMine.id}`,
      player.headers,
    );
    expect(filtered.total).toBe(0);
    const paged = await data<ListReply<PlayerMessage>>('GET', '/api/v2/users/current/messages?limit=1&page=2', player.headers);
    expect(paged.rows.map((m) => m.content)).toEqual(['Pierwsza wiadomość']);
    expect((await call('GET', '/api/v2/users/current/messages?limit=500', player.headers)).statusCode).toBe(400);
  });
});

describe('GET users/current/activities/:id/standing', () => {
  it('gives the own place: none, on the list, or the reserve position, which moves up when someone ahead leaves', async () => {
    const activity = await addActivity({ max_players: 1, reserve_list: true });
    const [a, b, d] = [await signedInUser(ctx.app), await signedInUser(ctx.app), await signedInUser(ctx.app)];
    const url = `/api/v2/users/current/activities/${activity.id}/standing`;
    expect(await data<PlayerStanding>('GET', url, a.headers)).toEqual({
      activity_id: activity.id,
      status: 'none',
      reserve_position: null,
      reserve_count: 0,
    });
    await join(activity.id, a.user.id);
    const second = await join(activity.id, b.user.id);
    await join(activity.id, d.user.id);
    expect(await data<PlayerStanding>('GET', url, a.headers)).toMatchObject({ status: 'participant', reserve_count: 2 });
    expect(await data<PlayerStanding>('GET', url, d.headers)).toMatchObject({ status: 'reserve', reserve_position: 2 });
    await leave(activity.id, second.participant.id);
    expect(await data<PlayerStanding>('GET', url, d.headers)).toMatchObject({ status: 'reserve', reserve_position: 1 });
    expect((await call('GET', '/api/v2/users/current/activities/0/standing', a.headers)).statusCode).toBe(400);
  });
});

type Message = { channel: string; event: string; payload: Record<string, unknown> };
/** Collects every message of a socket, so a test can wait for one and check that another never came. */
function recorder(socket: WebSocket) {
  const seen: Message[] = [];
  const waiters: { match: (m: Message) => boolean; resolve: (m: Message) => void }[] = [];
  socket.on('message', (raw) => {
    const m = JSON.parse(String(raw)) as Message;
    seen.push(m);
    for (const w of [...waiters])
      if (w.match(m)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(m);
      }
  });
  return {
    seen,
    next: (match: (m: Message) => boolean) =>
      new Promise<Message>((resolve) => {
        const found = seen.find(match);
        if (found) resolve(found);
        else waiters.push({ match, resolve });
      }),
  };
}
/** Waits until the hub serves the socket: a ping sent at once is answered only after it is attached. */
const attached = async (socket: WebSocket, seen: ReturnType<typeof recorder>) => {
  socket.send(JSON.stringify({ channel: 'ping' }));
  await seen.next((m) => m.channel === 'ping');
};
const portalSocket = async (query: string) => {
  const socket = await ctx.app.injectWS(`/api/v2/live/portal?${query}`);
  const r = recorder(socket);
  await attached(socket, r);
  return { socket, ...r };
};
const closeCode = (socket: WebSocket) => new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
const spots = (activityId: number, free: number) => (m: Message) =>
  m.channel === 'portal.activity' && m.payload.activity_id === activityId && m.payload.free_spots === free;

describe('live: the portal socket', () => {
  it('pushes an activity’s counts to anyone following it, and nothing personal', async () => {
    const activity = await addActivity({ max_players: 2, reserve_list: true });
    const visitor = await portalSocket(`activity_id=${activity.id}`);
    const player = await signedInUser(ctx.app);
    await join(activity.id, player.user.id);
    const pushed = await visitor.next(spots(activity.id, 1));
    expect(activitySpotsPush.parse(pushed.payload)).toEqual({
      activity_id: activity.id,
      max_players: 2,
      taken_spots: 1,
      free_spots: 1,
      reserve_count: 0,
    });
    expect(Object.keys(pushed.payload).sort()).toEqual([
      'activity_id',
      'free_spots',
      'max_players',
      'reserve_count',
      'taken_spots',
    ]);
    // A capacity edit is pushed too.
    await db().update(activities).set({ maxPlayers: 4 }).where(eq(activities.id, activity.id));
    await visitor.next(spots(activity.id, 3));
    const text = JSON.stringify(visitor.seen);
    expect(text).not.toContain(player.email);
    expect(text).not.toContain('Użytkownik');
    expect(visitor.seen.some((m) => m.channel === 'portal.standing')).toBe(false);
    visitor.socket.terminate();
  });

  it('tells the waiting players, on their own socket only, that their place changed', async () => {
    const activity = await addActivity({ max_players: 1, reserve_list: true });
    const [first, waiting] = [await signedInUser(ctx.app), await signedInUser(ctx.app)];
    const entry = await join(activity.id, first.user.id);
    await join(activity.id, waiting.user.id);
    const token = waiting.authorization.replace('Bearer ', '');
    const own = await portalSocket(`activity_id=${activity.id}&token=${token}`);
    const visitor = await portalSocket(`activity_id=${activity.id}`);
    await leave(activity.id, entry.participant.id);
    expect((await own.next((m) => m.channel === 'portal.standing')).payload).toEqual({ activity_id: activity.id });
    await visitor.next(spots(activity.id, 0));
    await own.next(spots(activity.id, 0));
    expect(visitor.seen.some((m) => m.channel === 'portal.standing')).toBe(false);
    expect(
      await data<PlayerStanding>('GET', `/api/v2/users/current/activities/${activity.id}/standing`, waiting.headers),
    ).toMatchObject({
      status: 'participant',
    });
    own.socket.terminate();
    visitor.socket.terminate();
  });

  it('tells a parent when their child on the reserve list moves up', async () => {
    const activity = await addActivity({ max_players: 1, reserve_list: true, min_age: 5 });
    const [first, parent] = [await signedInUser(ctx.app), await signedInUser(ctx.app)];
    const child = await data<{ id: number }>('POST', `/api/v2/admin/users/${parent.user.id}/children`, admin, {
      user: { first_name: 'Staś', last_name: 'Kos', birth_date: '2016-04-02', gender: 'male' },
    });
    const entry = await join(activity.id, first.user.id);
    await join(activity.id, child.id);
    const own = await portalSocket(`activity_id=${activity.id}&token=${parent.authorization.replace('Bearer ', '')}`);
    await leave(activity.id, entry.participant.id);
    expect((await own.next((m) => m.channel === 'portal.standing')).payload).toEqual({ activity_id: activity.id });
    own.socket.terminate();
  });

  it('back-office pages do not hear the public counts', async () => {
    const activity = await addActivity({ max_players: 3 });
    const office = await ctx.app.injectWS(`/api/v2/live?token=${admin.authorization.replace('Bearer ', '')}`);
    const officeSeen = recorder(office);
    await attached(office, officeSeen);
    const visitor = await portalSocket(`activity_id=${activity.id}`);
    await join(activity.id, (await signedInUser(ctx.app)).user.id);
    await visitor.next(spots(activity.id, 2));
    // Both sockets hear a later message in order: the office one got nothing of the activity before it.
    ctx.app.deps.live.publish('test', 'marker', {});
    await officeSeen.next((m) => m.channel === 'test');
    expect(officeSeen.seen.some((m) => m.channel === 'portal.activity')).toBe(false);
    office.terminate();
    visitor.socket.terminate();
  });

  it('refuses hidden or unknown activities and a bad query', async () => {
    const hidden = await addActivity({ hidden: true });
    for (const [query, code] of [
      [`activity_id=${hidden.id}`, 4404],
      ['activity_id=999999', 4404],
      ['activity_id=abc', 4400],
      ['', 4400],
      [`activity_id=${Array.from({ length: 51 }, (_, i) => i + 1).join(',')}`, 4400],
      ['activity_id=1&user_id=2', 4400],
    ] as const) {
      const socket = await ctx.app.injectWS(`/api/v2/live/portal?${query}`);
      expect(await closeCode(socket), query).toBe(code);
    }
  });
});
