import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { msg, type AdminUser, type CardStatus } from '@sportdesk/contract';
import { body, createTestApp, signedInUser, uniqueEmail, type TestContext } from '../../test/app';
import { createCardStatusClient } from './client';

let ctx: TestContext;
let headers: { authorization: string };
// A provider that answers at all answers within a second even on a loaded machine; the slow test
// provider answers after 5 s (80 ms made a quick answer time out under load).
const cardChecks = { timeoutMs: 1_000, simulator: true, benefit: {}, fitprofit: {} };

beforeAll(async () => {
  ctx = await createTestApp({ cardChecks });
  ({ headers } = await signedInUser(ctx.app, ['admin_role_users']));
});
afterAll(() => ctx.close());

const benefit = (id: string, query = 'first_line=JAN&second_line=KOWALSKI') =>
  ctx.app.inject({ method: 'GET', url: `/api/v2/admin/benefit_statuses/${id}?${query}`, headers });
const fitprofit = (id: string, query = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/v2/admin/fitprofit_statuses/${id}?${query}`, headers });

describe('benefit card check (simulator)', () => {
  it('answers active and inactive cards with a text', async () => {
    const active = await benefit('1234567890');
    expect(active.statusCode).toBe(200);
    expect(body<CardStatus>(active).data).toMatchObject({
      provider: 'benefit',
      active: true,
      text: 'Karta aktywna',
      card_id: '1234567890',
    });
    expect(body<CardStatus>(await benefit('0001234567')).data).toMatchObject({ active: false, text: 'Karta nieaktywna' });
  });

  it('requires benefit_id, first_line and second_line', async () => {
    const missing = await benefit('1234567890', 'first_line=JAN');
    expect(missing.statusCode).toBe(400);
    expect(body(missing).error.fields).toEqual({ second_line: msg.required });
    const blank = await benefit('%20', 'first_line=%20&second_line=X');
    expect(body(blank).error.fields).toMatchObject({ benefit_id: msg.required });
  });

  it('gives 503 with a Polish message when the provider is down', async () => {
    const response = await benefit('9991234567');
    expect(response.statusCode).toBe(503);
    expect(body(response).error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: msg.cardProviderDown });
  });

  it('gives 503 after the timeout instead of hanging', async () => {
    const started = Date.now();
    const response = await benefit('9981234567');
    expect(response.statusCode).toBe(503);
    expect(body(response).error.message).toBe(msg.cardProviderTimeout);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('stores the result on the user whose saved card it is, audited', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/admin/users',
      headers,
      payload: {
        user: {
          identifier: 'karta',
          email: uniqueEmail('karta'),
          password: 'sekret1',
          password_confirmation: 'sekret1',
          benefit_id: '5550001111',
          fitprofit_id: '7771000000',
          fitprofit_active: true,
        },
      },
    });
    const user = body<AdminUser>(created).data;
    await benefit('5550001111', `first_line=A&second_line=B&user_id=${user.id}`);
    await fitprofit('7771000000', `user_id=${user.id}`);
    const after = body<AdminUser>(await ctx.app.inject({ method: 'GET', url: `/api/v2/admin/users/${user.id}`, headers })).data;
    expect(after).toMatchObject({ benefit_active: true, fitprofit_active: false });
    expect(after.benefit_status_ttl).not.toBeNull();
    // Another card number does not touch the user.
    await benefit('0009999999', `first_line=A&second_line=B&user_id=${user.id}`);
    expect(
      body<AdminUser>(await ctx.app.inject({ method: 'GET', url: `/api/v2/admin/users/${user.id}`, headers })).data
        .benefit_active,
    ).toBe(true);
  });
});

describe('fitprofit card check (simulator)', () => {
  it('answers an active card with its type', async () => {
    expect(body<CardStatus>(await fitprofit('1234')).data).toMatchObject({
      provider: 'fitprofit',
      active: true,
      blocked: false,
      card_type: 'FS Standard',
      text: 'Karta aktywna (FS Standard)',
    });
    expect(body<CardStatus>(await fitprofit('0004321')).data).toMatchObject({ active: false, blocked: false });
  });

  it('rejects the six blocked card types', async () => {
    const types: string[] = [];
    for (const id of ['7771', '7772', '7773', '7774', '7775', '7776']) {
      const status = body<CardStatus>(await fitprofit(`${id}00`)).data;
      expect(status).toMatchObject({ active: false, blocked: true });
      expect(status.text).toContain('nie uprawnia do udziału w zajęciach');
      types.push(status.card_type!);
    }
    expect(types).toEqual([
      'FS Pracownik',
      'FS Os.tow.',
      'FS Dziecko',
      'FS Pracownik Basen',
      'FS Os.tow. Basen',
      'FS Dziecko Basen',
    ]);
  });

  it('gives 503 when the provider is down or slow', async () => {
    expect((await fitprofit('999')).statusCode).toBe(503);
    const slow = await fitprofit('998');
    expect(slow.statusCode).toBe(503);
    expect(body(slow).error.message).toBe(msg.cardProviderTimeout);
  });

  it('is closed without admin_role_users', async () => {
    const other = await signedInUser(ctx.app, ['admin_role_sports']);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/v2/admin/fitprofit_statuses/1', headers: other.headers })).statusCode,
    ).toBe(403);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/v2/admin/benefit_statuses/1?first_line=a&second_line=b',
          headers: other.headers,
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('HTTP provider client', () => {
  let server: Server;
  let url: string;
  const seen: { path: string; auth?: string }[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push({ path: req.url!, auth: req.headers.authorization });
      const id = decodeURIComponent(req.url!.split('/')[3] ?? '');
      if (id.startsWith('slow')) return void setTimeout(() => res.end('{}'), 5000).unref();
      if (id.startsWith('down')) return void res.writeHead(502).end();
      if (id.startsWith('missing')) return void res.writeHead(404).end();
      res.setHeader('Content-Type', 'application/json');
      res.end(
        JSON.stringify({ active: !id.startsWith('off'), card_type: id.startsWith('pool') ? 'FS Dziecko Basen' : 'Standard' }),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it('calls the provider with its token and maps the answers', async () => {
    const client = createCardStatusClient({
      ...cardChecks,
      simulator: false,
      benefit: { url, token: 'b-token' },
      fitprofit: { url },
    });
    const signal = new AbortController().signal;
    expect(await client.benefit({ benefitId: 'ok1', firstLine: 'JAN', secondLine: 'NOWAK' }, signal)).toEqual({
      active: true,
      cardType: 'Standard',
    });
    expect(seen.at(-1)).toEqual({ path: '/api/cards/ok1/status?first_line=JAN&second_line=NOWAK', auth: 'Bearer b-token' });
    expect(await client.fitprofit({ fitprofitId: 'off1' }, signal)).toEqual({ active: false, cardType: 'Standard' });
    expect(await client.fitprofit({ fitprofitId: 'missing' }, signal)).toEqual({ active: false, cardType: null });
    await expect(client.fitprofit({ fitprofitId: 'down' }, signal)).rejects.toMatchObject({ kind: 'down' });
  });

  it('goes through the routes: blocked type, provider error and timeout', async () => {
    const app = await createTestApp({ cardChecks: { ...cardChecks, simulator: false, benefit: { url }, fitprofit: { url } } });
    try {
      const admin = await signedInUser(app.app, ['admin_role_users']);
      const get = (path: string) => app.app.inject({ method: 'GET', url: `/api/v2/admin/${path}`, headers: admin.headers });
      expect(body<CardStatus>(await get('fitprofit_statuses/pool1')).data).toMatchObject({ blocked: true, active: false });
      expect((await get('fitprofit_statuses/down1')).statusCode).toBe(503);
      const slow = await get('benefit_statuses/slow1?first_line=a&second_line=b');
      expect(slow.statusCode).toBe(503);
      expect(body(slow).error.message).toBe(msg.cardProviderTimeout);
    } finally {
      await app.close();
    }
  });

  it('answers 503 "not configured" without a URL and without the simulator', async () => {
    const client = createCardStatusClient({ ...cardChecks, simulator: false });
    await expect(client.fitprofit({ fitprofitId: '1' }, new AbortController().signal)).rejects.toMatchObject({
      kind: 'unconfigured',
    });
  });
});
