import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openPgliteThread, type Database } from './client';
import { asBackground } from './priority';

describe('PGlite in a worker thread', () => {
  let dir: string;
  let database: Database;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'sportdesk-pglite-thread-'));
    database = await openPgliteThread(dir);
    await database.db.execute(sql`create table t (id int primary key, at timestamptz, d date)`);
  }, 120_000);
  afterAll(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('commits a transaction, rolls back a failed one and keeps the error code and constraint', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into t values (1, '2026-01-02T03:04:05Z', '2026-01-02')`);
    });
    const failed = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into t values (2, null, null)`);
        await tx.execute(sql`insert into t values (1, null, null)`);
      })
      .catch((error: unknown) => error as { cause?: { code?: string; constraint?: string } });
    expect(failed).toMatchObject({ cause: { code: '23505', constraint: 't_pkey' } });
    const { rows } = (await database.db.execute(sql`select id, at, d from t order by id`)) as unknown as {
      rows: { id: number; at: string; d: string }[];
    };
    // Dates keep their text as drizzle's parsers ask, so drizzle maps them as on the request thread.
    expect(rows).toEqual([{ id: 1, at: '2026-01-02 03:04:05+00', d: '2026-01-02' }]);
  });

  it('runs a statement from outside only after the open transaction ends', async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const tx = database.db.transaction(async (t) => {
      await t.execute(sql`insert into t values (10, null, null)`);
      await held;
      order.push('transaction');
    });
    const outside = database.db.execute(sql`select count(*)::int as n from t`).then((r) => {
      order.push('outside');
      return (r as unknown as { rows: { n: number }[] }).rows[0].n;
    });
    await new Promise((resolve) => setImmediate(resolve));
    release();
    await tx;
    expect(await outside).toBe(2);
    expect(order).toEqual(['transaction', 'outside']);
  });

  it('lets a statement from the foreground go before the background ones waiting for their turn (a crowd booking)', async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // A player's checkout holds the database; more of the crowd's statements and transactions queue behind it.
    const crowd = [
      asBackground(() =>
        database.db.transaction(async (t) => {
          await t.execute(sql`select 1`);
          await held;
          order.push('checkout');
        }),
      ),
      ...[1, 2, 3].map((i) =>
        asBackground(() => database.db.execute(sql`select ${i}::int as n`).then(() => void order.push(`crowd ${i}`))),
      ),
      asBackground(() => database.db.transaction(async (t) => void (await t.execute(sql`select 4`), order.push('crowd tx')))),
    ];
    await new Promise((resolve) => setImmediate(resolve));
    // The back office's session lookup arrives last and is answered right after the open transaction.
    const desk = database.db.execute(sql`select 'desk' as who`).then(() => void order.push('desk'));
    await new Promise((resolve) => setImmediate(resolve));
    release();
    await Promise.all([...crowd, desk]);
    expect(order).toEqual(['checkout', 'desk', 'crowd 1', 'crowd 2', 'crowd 3', 'crowd tx']);
  });

  it('delivers notifications to listeners', async () => {
    const got: string[] = [];
    const unlisten = await database.pglite!.listen('ping', (payload) => got.push(payload));
    await database.db.execute(sql`select pg_notify('ping', 'hello')`);
    await expect.poll(() => got).toEqual(['hello']);
    await unlisten();
  });
});
