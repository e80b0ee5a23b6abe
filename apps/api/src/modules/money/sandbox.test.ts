import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PlayerTopUpResult, PlayerWallet, SandboxPayment, SandboxPaymentResult } from '@sportdesk/contract';
import { ConfigError, loadConfig, loadConfigOrExit, type Config } from '../../config';
import { payments, transactions, users } from '../../db/schema/index';
import { body, createTestApp, signedInAdmin, signedInUser, type TestContext } from '../../test/app';

/**
 * The local sandbox gateway marked any pending payment paid (or canceled) for anyone who walked
 * the sequential ids. Production now refuses to start with it unless `ALLOW_SANDBOX_PAYMENTS=true`, and even then
 * only the signed-in owner of a payment pays or cancels it.
 */
const base = { JWT_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/sportdesk-config-test', SMTP_URL: 'smtp://mail.example.pl' };
const gatewayEnv = {
  PAYMENT_GATEWAY_URL: 'https://gateway.example.pl',
  PAYMENT_GATEWAY_MERCHANT_ID: 'sportdesk',
  PAYMENT_GATEWAY_SECRET: 's3cret',
};

describe('configuration: the sandbox gateway in production', () => {
  it('refuses a production start without a gateway, naming PAYMENT_GATEWAY_* and ALLOW_SANDBOX_PAYMENTS', () => {
    const production = { ...base, NODE_ENV: 'production' };
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(/PAYMENT_GATEWAY_URL.*sandbox.*ALLOW_SANDBOX_PAYMENTS=true/s);
    expect(() => loadConfig({ ...production, ALLOW_SANDBOX_PAYMENTS: 'false' })).toThrow(/ALLOW_SANDBOX_PAYMENTS/);
    expect(() => loadConfig({ ...production, ALLOW_SANDBOX_PAYMENTS: 'yes' })).toThrow(/ALLOW_SANDBOX_PAYMENTS must be/);
  });

  it('the entry point prints the reason and exits with status 1', () => {
    const printed: string[] = [];
    const [exit, error] = [process.exit, console.error];
    process.exit = ((code: number) => {
      throw new Error(`exit ${code}`);
    }) as typeof process.exit;
    console.error = (line: string) => printed.push(line);
    try {
      expect(() => loadConfigOrExit({ ...base, NODE_ENV: 'production' })).toThrow('exit 1');
    } finally {
      [process.exit, console.error] = [exit, error];
    }
    expect(printed.join('\n')).toMatch(/configuration refused: .*ALLOW_SANDBOX_PAYMENTS=true/s);
  });

  it('starts in production with ALLOW_SANDBOX_PAYMENTS=true (sandbox on) or with the gateway (sandbox off)', () => {
    const allowed = loadConfig({ ...base, NODE_ENV: 'production', ALLOW_SANDBOX_PAYMENTS: 'true' });
    expect(allowed).toMatchObject({ paymentGateway: undefined, sandboxPayments: true });
    const real = loadConfig({ ...base, NODE_ENV: 'production', ...gatewayEnv });
    expect(real.sandboxPayments).toBe(false);
    expect(real.paymentGateway).toEqual({ url: 'https://gateway.example.pl', merchantId: 'sportdesk', secret: 's3cret' });
    // A configured gateway wins over the permission.
    expect(loadConfig({ ...base, NODE_ENV: 'production', ALLOW_SANDBOX_PAYMENTS: 'true', ...gatewayEnv }).sandboxPayments).toBe(
      false,
    );
  });

  it('keeps the sandbox outside production, and refuses a half-configured gateway everywhere', () => {
    expect(loadConfig({ ...base, NODE_ENV: 'development' }).sandboxPayments).toBe(true);
    expect(loadConfig({ ...base, NODE_ENV: 'test' }).sandboxPayments).toBe(true);
    for (const NODE_ENV of ['development', 'production'])
      expect(() =>
        loadConfig({ ...base, NODE_ENV, ALLOW_SANDBOX_PAYMENTS: 'true', PAYMENT_GATEWAY_URL: gatewayEnv.PAYMENT_GATEWAY_URL }),
      ).toThrow(/PAYMENT_GATEWAY_URL, PAYMENT_GATEWAY_MERCHANT_ID and PAYMENT_GATEWAY_SECRET go together/);
  });
});

type Headers = { authorization: string };

/** Every row money lives in: payments, transactions and the wallets of the users there were before. */
async function moneyState(app: FastifyInstance) {
  const db = app.deps.db;
  return {
    payments: await db.select().from(payments).orderBy(asc(payments.id)),
    transactions: await db.select().from(transactions).orderBy(asc(transactions.id)),
    wallets: await db
      .select({
        id: users.id,
        balance: users.accountBalance,
        bonus: users.accountBonusValue,
        deposit: users.accountDepositValue,
        bonusExpiry: users.bonusExpirationDate,
      })
      .from(users)
      .orderBy(asc(users.id)),
  };
}

const startTopUp = async (app: FastifyInstance, headers: Headers, value = 40) => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v2/users/current/wallet/top_up',
    headers,
    payload: { top_up: { value } },
  });
  expect(response.statusCode, response.body).toBe(201);
  return body<PlayerTopUpResult>(response).data;
};

const paymentOf = async (app: FastifyInstance, transactionId: number) =>
  (await app.deps.db.select().from(payments).orderBy(asc(payments.id))).find((p) => p.transactionId === transactionId)!;

/**
 * Calls every public route (as the access table lists them) with the payment's id in each parameter, with and
 * without a body shaped like a gateway callback, then the sandbox's old and new addresses without a token.
 */
async function walkPublicRoutes(app: FastifyInstance, payment: { id: number; amount: number; externalId: string | null }) {
  const routes = app.accessTable.filter((e) => e.access.kind === 'public' && e.method !== 'HEAD');
  expect(routes.length).toBeGreaterThan(10);
  const callback = (status: string) => ({
    payment_id: payment.id,
    external_id: payment.externalId ?? `sandbox-${payment.id}`,
    status,
    amount: payment.amount,
    signature: '00'.repeat(32),
  });
  const answers: string[] = [];
  const send = async (method: string, url: string, payload?: object) => {
    const response = await app.inject({ method: method as 'POST', url, payload });
    answers.push(`${method} ${url} → ${response.statusCode}`);
  };
  for (const route of routes) {
    const url = route.url.replace(/:[a-z_]+/gi, String(payment.id)).replace(/\*/g, String(payment.id));
    if (['GET', 'DELETE', 'OPTIONS'].includes(route.method)) await send(route.method, url);
    else for (const payload of [undefined, callback('paid'), callback('canceled')]) await send(route.method, url, payload);
  }
  for (const status of ['paid', 'canceled']) {
    await send('GET', `/sandbox-gateway/pay/${payment.id}`);
    await send('POST', `/sandbox-gateway/pay/${payment.id}/${status}`);
    await send('POST', `/api/v2/sandbox-gateway/payments/${payment.id}/${status}`);
  }
  return answers;
}

/** A real gateway on this machine: takes the payment and answers with its page, as `HttpPaymentGateway` expects. */
async function stubGateway() {
  let count = 0;
  const server: Server = createServer((request, reply) => {
    request.resume();
    request.on('end', () => {
      reply.setHeader('content-type', 'application/json');
      reply.end(JSON.stringify({ id: `ext-${++count}`, redirect_url: `https://gateway.example.pl/pay/${count}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

describe.each([
  ['with a real gateway configured', { sandboxPayments: false }],
  ['with ALLOW_SANDBOX_PAYMENTS=true', { sandboxPayments: true }],
] as const)('production %s: no public route changes money', (_name, overrides) => {
  let ctx: TestContext;
  let gateway: Awaited<ReturnType<typeof stubGateway>>;
  beforeAll(async () => {
    gateway = await stubGateway();
    const paymentGateway: Config['paymentGateway'] = overrides.sandboxPayments
      ? undefined
      : { url: gateway.url, merchantId: 'sportdesk', secret: 'gateway-secret' };
    ctx = await createTestApp({ env: 'production', ...overrides, paymentGateway });
  });
  afterAll(async () => {
    await ctx.close();
    gateway.close();
  });

  it('walks every public route against a pending top-up; no wallet, transaction or payment row changes', async () => {
    const player = await signedInUser(ctx.app);
    const started = await startTopUp(ctx.app, player.headers);
    const payment = await paymentOf(ctx.app, started.transaction_id);
    expect(payment.status).toBe('pending');
    const before = await moneyState(ctx.app);

    const answers = await walkPublicRoutes(ctx.app, payment);

    expect(await moneyState(ctx.app)).toEqual(before);
    expect((await paymentOf(ctx.app, started.transaction_id)).status).toBe('pending');
    // The sandbox's old public page is gone; its API wants a signed-in user (or is not there with a real gateway).
    expect(answers).toContain(`POST /sandbox-gateway/pay/${payment.id}/paid → 404`);
    expect(answers).toContain(
      `POST /api/v2/sandbox-gateway/payments/${payment.id}/paid → ${overrides.sandboxPayments ? 401 : 404}`,
    );
  });

  it(overrides.sandboxPayments ? 'the sandbox is the gateway' : 'the sandbox does not exist, even for the owner', async () => {
    const player = await signedInUser(ctx.app);
    const started = await startTopUp(ctx.app, player.headers);
    expect(new URL(started.redirect_url).href).toMatch(
      overrides.sandboxPayments
        ? /^http:\/\/sportdesk\.test\/portal\/bramka-testowa\/\d+\?/
        : /^https:\/\/gateway\.example\.pl\/pay\//,
    );
    const payment = await paymentOf(ctx.app, started.transaction_id);
    const own = await ctx.app.inject({
      method: 'GET',
      url: `/api/v2/sandbox-gateway/payments/${payment.id}`,
      headers: player.headers,
    });
    expect(own.statusCode).toBe(overrides.sandboxPayments ? 200 : 404);
  });
});

describe('with the sandbox: only the signed-in owner pays or cancels', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: 'production', sandboxPayments: true });
  });
  afterAll(() => ctx.close());

  const sandbox = (method: 'GET' | 'POST', id: number, action = '', headers?: Headers) =>
    ctx.app.inject({ method, url: `/api/v2/sandbox-gateway/payments/${id}${action}`, headers });
  const wallet = async (headers: Headers) =>
    body<PlayerWallet>(await ctx.app.inject({ method: 'GET', url: '/api/v2/users/current/wallet', headers })).data;

  it('another player, an admin and an anonymous caller get 404/401 and change nothing; the owner pays', async () => {
    const [owner, other, admin] = [await signedInUser(ctx.app), await signedInUser(ctx.app), await signedInAdmin(ctx.app)];
    const started = await startTopUp(ctx.app, owner.headers, 25);
    const payment = await paymentOf(ctx.app, started.transaction_id);
    const before = await moneyState(ctx.app);

    for (const action of ['', '/paid', '/canceled']) {
      const method = action ? 'POST' : 'GET';
      expect((await sandbox(method, payment.id, action)).statusCode).toBe(401);
      for (const stranger of [other.headers, admin.headers]) {
        const response = await sandbox(method, payment.id, action, stranger);
        expect(response.statusCode).toBe(404);
        expect(body(response).error.code).toBe('NOT_FOUND');
      }
    }
    expect(await moneyState(ctx.app)).toEqual(before);

    const shown = body<SandboxPayment>(await sandbox('GET', payment.id, '', owner.headers)).data;
    expect(shown).toEqual({
      id: payment.id,
      transaction_id: started.transaction_id,
      identifier: started.identifier,
      amount: 25,
      status: 'pending',
    });
    const paid = await sandbox('POST', payment.id, '/paid', owner.headers);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(body<SandboxPaymentResult>(paid).data).toMatchObject({ status: 'paid' });
    expect((await wallet(owner.headers)).account_balance).toBe(25);
    // Settled: a cancel afterwards changes nothing.
    expect(body<SandboxPaymentResult>(await sandbox('POST', payment.id, '/canceled', owner.headers)).data.status).toBe('paid');
    expect((await wallet(owner.headers)).account_balance).toBe(25);
    expect((await wallet(other.headers)).account_balance).toBe(0);
  });

  it('nobody but the owner cancels a pending payment; the owner does', async () => {
    const [owner, other] = [await signedInUser(ctx.app), await signedInUser(ctx.app)];
    const started = await startTopUp(ctx.app, owner.headers, 10);
    const payment = await paymentOf(ctx.app, started.transaction_id);
    expect((await sandbox('POST', payment.id, '/canceled', other.headers)).statusCode).toBe(404);
    expect((await paymentOf(ctx.app, started.transaction_id)).status).toBe('pending');
    const canceled = await sandbox('POST', payment.id, '/canceled', owner.headers);
    expect(body<SandboxPaymentResult>(canceled).data).toMatchObject({ status: 'canceled', return_path: '/portal/koszyk' });
    expect((await paymentOf(ctx.app, started.transaction_id)).status).toBe('canceled');
    expect((await wallet(owner.headers)).account_balance).toBe(0);
  });
});
