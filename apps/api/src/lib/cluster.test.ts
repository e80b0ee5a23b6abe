import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { TestClock } from 'pg-boss';
import { z } from 'zod';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { asyncJobs, instanceSecrets } from '../db/schema/index';
import { createTestApp, signedInUser, type TestContext } from '../test/app';
import { drain, resolveSharedSecrets, sharedSecret } from './cluster';
import { defineJob, JobRunner } from './jobs';
import { LiveHub, MAX_LIVE_MESSAGE_BYTES, notifyLive } from './live';
import { databaseRateLimitStore } from './rate-limit-store';

/**
 * Several instances on one database, in one process: instance B is a second app built on instance A's
 * database (its own live hub, job runner and rate-limit store, as a second machine would have).
 */
let a: TestContext;
let b: FastifyInstance;
beforeAll(async () => {
  a = await createTestApp({ signInThrottle: { perEmail: 1000, perIp: 1000, windowMinutes: 15 } });
  b = await buildApp(a.config, { database: a.database });
  await b.ready();
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const nextMessage = (socket: WebSocket, match: (m: Record<string, unknown>) => boolean, timeoutMs = 2_000) =>
  new Promise<Record<string, unknown> | null>((resolve) => {
    const timer = setTimeout(() => resolve(null), timeoutMs);
    const onMessage = (raw: unknown) => {
      const message = JSON.parse(String(raw));
      if (match(message)) {
        clearTimeout(timer);
        socket.off('message', onMessage);
        resolve(message);
      }
    };
    socket.on('message', onMessage);
  });

async function liveClient(app: FastifyInstance, roles: string[] = []) {
  const { user, authorization } = await signedInUser(app, roles);
  const socket = await app.injectWS(`/api/v2/live?token=${authorization.replace('Bearer ', '')}`);
  await nextMessage(socket, (m) => m.event === 'connected');
  return { user, socket };
}

describe('live messages across instances', () => {
  it('a message published on instance A reaches a page connected to instance B, for its audience only', async () => {
    const reporter = await liveClient(b, ['admin_role_reports']);
    const other = await liveClient(b);
    const heard = nextMessage(reporter.socket, (m) => m.channel === 'async_jobs');
    const notHeard = nextMessage(other.socket, (m) => m.channel === 'async_jobs', 1_000);
    await a.app.deps.live.publish('async_jobs', 'progress', { id: 5, done: 40 }, { roles: ['admin_role_reports'] });
    expect(await heard).toEqual({ channel: 'async_jobs', event: 'progress', payload: { id: 5, done: 40 } });
    expect(await notHeard).toBeNull();
    reporter.socket.terminate();
    other.socket.terminate();
  });

  it('a system event created through A reaches an admin connected to B', async () => {
    const admin = await liveClient(b, ['admin_role_system_events']);
    const { headers } = await signedInUser(a.app, ['admin_role_system_events']);
    const heard = nextMessage(admin.socket, (m) => m.channel === 'system_events' && m.event === 'created');
    const created = await a.app.inject({
      method: 'POST',
      url: '/api/v2/admin/system_events',
      headers,
      payload: { system_event: { message: 'Z instancji A' } },
    });
    expect(created.statusCode).toBe(201);
    expect(await heard).toMatchObject({ payload: { id: created.json().data.id } });
    admin.socket.terminate();
  });
});

describe('live message size', () => {
  it('a message over the NOTIFY limit is refused inside a transaction and logged (not thrown) by publish', async () => {
    const big = { text: 'x'.repeat(MAX_LIVE_MESSAGE_BYTES) };
    await expect(a.database.db.transaction((tx) => notifyLive(tx, { channel: 'c', event: 'e', payload: big }))).rejects.toThrow(
      /over 7900 bytes/,
    );
    const hub = new LiveHub();
    const errors: unknown[] = [];
    const stop = await hub.listen(a.database, (error) => errors.push(error));
    try {
      await expect(hub.publish('c', 'e', big)).resolves.toBeUndefined();
      expect(String(errors[0])).toMatch(/over 7900 bytes/);
    } finally {
      await stop();
    }
  });
});

describe('rate limits across instances', () => {
  it('the store counts one window per key for every instance', async () => {
    const StoreA = databaseRateLimitStore(a.app.deps.db);
    const StoreB = databaseRateLimitStore(a.database.db);
    const storeA = new StoreA({}).child({ routeInfo: { method: 'POST', url: '/x' } } as never);
    const storeB = new StoreB({}).child({ routeInfo: { method: 'POST', url: '/x' } } as never);
    const incr = (store: typeof storeA, key: string) =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        (store.incr as (k: string, cb: (e: Error | null, r?: { current: number; ttl: number }) => void, w: number) => void)(
          key,
          (error, result) => (error ? reject(error) : resolve(result!)),
          60_000,
        ),
      );
    const key = `10.0.0.${Math.floor(Math.random() * 250)}-${Date.now()}`;
    expect((await incr(storeA, key)).current).toBe(1);
    expect((await incr(storeB, key)).current).toBe(2);
    const third = await incr(storeA, key);
    expect(third.current).toBe(3);
    expect(third.ttl).toBeGreaterThan(55_000);
    expect(third.ttl).toBeLessThanOrEqual(60_000);
    // Another route's counter is its own.
    const otherRoute = new StoreA({}).child({ routeInfo: { method: 'POST', url: '/y' } } as never);
    expect((await incr(otherRoute, key)).current).toBe(1);
  });

  it('30 password-change attempts a minute in total, spread over both instances, then 429', async () => {
    const attempt = (app: FastifyInstance) =>
      app.inject({
        method: 'PUT',
        url: '/users/password.json',
        remoteAddress: '203.0.113.77',
        payload: { user: { reset_password_token: 'zly', password: 'Haslo123!', password_confirmation: 'Haslo123!' } },
      });
    for (let i = 0; i < 30; i++) expect((await attempt(i % 2 === 0 ? a.app : b)).statusCode).not.toBe(429);
    expect((await attempt(a.app)).statusCode).toBe(429);
    expect((await attempt(b)).statusCode).toBe(429);
  });
});

describe('first-start secrets', () => {
  it('a PostgreSQL server without JWT_SECRET takes the secret from the database, never a per-machine file', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sportdesk-config-'));
    const shared = loadConfig({ DATABASE_URL: 'postgres://db/sportdesk', DATA_DIR: dataDir });
    expect(shared).toMatchObject({ jwtSecretFromDatabase: true, jwtSecret: '' });
    expect(existsSync(path.join(dataDir, 'jwt-secret'))).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/sportdesk', JWT_SECRET: 'x'.repeat(32), DATA_DIR: dataDir })).toMatchObject({
      jwtSecretFromDatabase: false,
      jwtSecret: 'x'.repeat(32),
    });
    // The embedded database: one process owns the data directory and its secret file.
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecretFromDatabase).toBe(false);
  });

  it('the first instance writes the secret, every other one reads the same', async () => {
    const name = `test-${Date.now()}`;
    const first = await sharedSecret(a.database.db, name, () => 'pierwszy');
    const second = await sharedSecret(a.database.db, name, () => 'drugi');
    expect([first, second]).toEqual(['pierwszy', 'pierwszy']);
  });

  it('with DATABASE_URL and no JWT_SECRET the JWT secret comes from the database; an old data-dir secret is carried over', async () => {
    await a.database.db.delete(instanceSecrets).where(eq(instanceSecrets.name, 'jwt'));
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sportdesk-secret-'));
    writeFileSync(path.join(dataDir, 'jwt-secret'), 'sekret-z-pliku\n');
    const one = { ...a.config, dataDir, jwtSecret: '', jwtSecretFromDatabase: true };
    const two = {
      ...a.config,
      dataDir: mkdtempSync(path.join(os.tmpdir(), 'sportdesk-secret-')),
      jwtSecret: '',
      jwtSecretFromDatabase: true,
    };
    await resolveSharedSecrets(one, a.database.db);
    await resolveSharedSecrets(two, a.database.db);
    expect(one.jwtSecret).toBe('sekret-z-pliku');
    expect(two.jwtSecret).toBe('sekret-z-pliku');
    // A token signed by one instance is accepted by another built with the shared secret.
    await a.database.db.delete(instanceSecrets).where(eq(instanceSecrets.name, 'jwt'));
    const fresh = { ...a.config, dataDir: two.dataDir, jwtSecret: '', jwtSecretFromDatabase: true };
    await resolveSharedSecrets(fresh, a.database.db);
    expect(fresh.jwtSecret).toMatch(/^[A-Za-z0-9_-]{64}$/);
  });
});

describe('readiness and draining', () => {
  it('is ready with the database reachable and every migration applied; 503 while draining', async () => {
    const ready = await b.inject({ method: 'GET', url: '/api/v2/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ ok: true, data: { database: true, migrations: true, draining: false } });
    b.deps.lifecycle.draining = true;
    try {
      const draining = await b.inject({ method: 'GET', url: '/api/v2/health/ready' });
      expect(draining.statusCode).toBe(503);
      expect(draining.json().data).toMatchObject({ draining: true });
      // Liveness stays green: the process is alive, just leaving.
      expect((await b.inject({ method: 'GET', url: '/api/v2/health' })).statusCode).toBe(200);
    } finally {
      b.deps.lifecycle.draining = false;
    }
  });

  it('draining answers the request in flight, then refuses new connections', async () => {
    const c = await buildApp(a.config, { database: a.database });
    let release!: () => void;
    const started = new Promise<void>((resolve) => {
      c.get('/slow-test', async () => {
        resolve();
        await new Promise<void>((r) => (release = r));
        return { ok: true, data: 'skończone' };
      });
    });
    await c.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(c.server.address() as AddressInfo).port}`;
    const inFlight = fetch(`${base}/slow-test`).then(async (r) => ({ status: r.status, body: await r.json() }));
    await started;
    // Drain with a database handle whose close is a no-op: instance A keeps the shared one.
    const closing = drain(c, { ...a.database, close: async () => {} });
    await new Promise((r) => setTimeout(r, 100));
    expect(c.deps.lifecycle.draining).toBe(true);
    await expect(fetch(`${base}/api/v2/health`)).rejects.toThrow();
    release();
    expect(await inFlight).toEqual({ status: 200, body: { ok: true, data: 'skończone' } });
    await closing;
    expect(c.server.listening).toBe(false);
  });
});

describe('jobs across workers', () => {
  const runs: { name: string; worker: string; attempt: number; at: number }[] = [];
  const slowJob = (worker: string) =>
    defineJob({
      name: 'test.cluster.slow',
      jobClass: 'Test::ClusterSlow',
      title: 'Wolne zadanie',
      schema: z.object({ ms: z.number() }),
      retryLimit: 2,
      retryDelaySeconds: 1,
      handler: async ({ ms }, ctx) => {
        runs.push({ name: 'slow', worker, attempt: ctx.attempt, at: Date.now() });
        await new Promise((r) => setTimeout(r, ctx.attempt === 1 ? ms : 10));
        return { worker };
      },
    });
  const cronJob = (worker: string) =>
    defineJob({
      name: 'test.cluster.cron',
      jobClass: 'Test::ClusterCron',
      title: 'Zadanie cykliczne',
      schema: z.object({}),
      cron: '* * * * *',
      tracked: false,
      handler: async (_payload, ctx) => {
        runs.push({ name: 'cron', worker, attempt: ctx.attempt, at: Date.now() });
      },
    });

  async function worker(label: string, stopTimeoutMs: number, clock?: TestClock) {
    const config = { ...a.config, jobs: 'in-process' as const, jobsCronCheckSeconds: 1, shutdownTimeoutMs: stopTimeoutMs };
    const jobs = new JobRunner(a.database, config.jobs, { stopTimeoutMs, cronCheckSeconds: 1, clock });
    const app = await buildApp(config, { database: a.database, deps: { jobs } });
    app.deps.jobs.register(slowJob(label), ...(clock ? [cronJob(label)] : []));
    await app.deps.jobs.start({ work: true });
    return app;
  }

  it('a job whose worker stops mid-run is retried by another worker and done once', async () => {
    const one = await worker('one', 300);
    const two = await worker('two', 5_000);
    try {
      // Only worker one is started so far as the picker: stop two's polling by sending while both run is racy,
      // so the job is sent through one and one is stopped once it has begun.
      const id = await one.deps.jobs.enqueue('test.cluster.slow', { ms: 4_000 });
      await vi.waitFor(() => expect(runs.some((r) => r.name === 'slow')).toBe(true), { timeout: 10_000, interval: 100 });
      const firstWorker = runs.find((r) => r.name === 'slow')!.worker;
      await (firstWorker === 'one' ? one : two).close();
      await vi.waitFor(
        async () => {
          const [row] = await a.database.db.select().from(asyncJobs).where(eq(asyncJobs.id, id));
          expect(row.jobStatus).toBe('done');
        },
        { timeout: 20_000, interval: 250 },
      );
      const slow = runs.filter((r) => r.name === 'slow');
      expect(slow.map((r) => r.attempt)).toEqual([1, 2]);
      expect(slow[1].worker).not.toBe(firstWorker);
      const [row] = await a.database.db.select().from(asyncJobs).where(eq(asyncJobs.id, id));
      expect(row.attempts).toBe(2);
      expect(row.infoBox).toMatchObject({ worker: slow[1].worker });
    } finally {
      await one.close();
      await two.close();
    }
  }, 40_000);

  it('a cron schedule runs once per occurrence with two workers checking it every second', async () => {
    // Both workers run on one pg-boss TestClock (attached to the database, so pg-boss's SQL reads the same
    // time): it starts two seconds before a minute and is moved on by hand, so no wall-clock minute is awaited.
    const minute = Math.ceil(Date.now() / 60_000) * 60_000;
    const clock = new TestClock(minute - 2_000);
    const one = await worker('one', 1_000, clock);
    const two = await worker('two', 1_000, clock);
    const cronRuns = () => runs.filter((r) => r.name === 'cron').length;
    try {
      // Half-second steps until the occurrence of that minute has run, then ten more seconds of both workers
      // checking every second.
      for (let step = 0; step < 120 && cronRuns() === 0; step++) {
        await clock.tick(500);
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(cronRuns()).toBeGreaterThan(0);
      for (let step = 0; step < 20; step++) {
        await clock.tick(500);
        await new Promise((r) => setTimeout(r, 20));
      }
      // pg-boss files each occurrence in its internal send-it queue under a slot: one row per slot however
      // many workers checked, each forwarded as one job of ours, and each job ran once.
      const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;
      const slots = rowsOf<{ slot: string | null; n: number }>(
        await a.database.db.execute(
          sql`select singleton_on::text as slot, count(*)::int as n from pgboss.job
              where name = '__pgboss__send-it' and data->>'name' = 'test.cluster.cron' group by 1 order by 1`,
        ),
      );
      expect(slots.length).toBeGreaterThanOrEqual(1);
      for (const slot of slots) expect(slot).toMatchObject({ slot: expect.any(String), n: 1 });
      const [jobs] = rowsOf<{ n: number; done: number }>(
        await a.database.db.execute(
          sql`select count(*)::int as n, count(*) filter (where state = 'completed')::int as done
              from pgboss.job where name = 'test.cluster.cron'`,
        ),
      );
      expect(jobs.n).toBeLessThanOrEqual(slots.length);
      expect(runs.filter((r) => r.name === 'cron')).toHaveLength(jobs.done);
      expect(jobs.done).toBeGreaterThanOrEqual(1);
      const [{ n }] = await a.database.db
        .select({ n: count() })
        .from(asyncJobs)
        .where(eq(asyncJobs.jobClass, 'Test::ClusterCron'));
      expect(n).toBe(0);
    } finally {
      await one.close();
      await two.close();
    }
  }, 60_000);
});
