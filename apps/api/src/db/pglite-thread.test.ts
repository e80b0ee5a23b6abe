import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openPgliteThread, type Database } from './client';

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

  it('delivers notifications to listeners', async () => {
    const got: string[] = [];
    const unlisten = await database.pglite!.listen('ping', (payload) => got.push(payload));
    await database.db.execute(sql`select pg_notify('ping', 'hello')`);
    await expect.poll(() => got).toEqual(['hello']);
    await unlisten();
  });
});
