import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { cachedCount } from '../lib/paging';
import { openPgliteThread, type Database } from './client';
import { READ_CACHE_MARK, withReadCache } from './read-cache';

const COUNT = `select ${READ_CACHE_MARK} count(*)::int as n from t where v >= $1`;

describe('the embedded database read cache', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await PGlite.create();
    await db.exec(`
      create table t (id serial primary key, v int not null);
      create table other (id int);
      create function add_row(value int) returns int language sql as 'insert into t (v) values (value) returning v';`);
  }, 60_000);
  afterAll(() => db.close());

  /** The cache over PGlite, and how many times the marked count itself ran. */
  function cached() {
    const counted = vi.fn();
    const query = withReadCache((text: string, params?: unknown[]) => {
      if (text.includes(READ_CACHE_MARK)) counted();
      return db.query(text, params);
    });
    const count = async (from = 0) => ((await query(COUNT, [from])).rows[0] as { n: number }).n;
    return { query, count, counted };
  }

  it('answers a marked read again from the cache while nothing is written, per value', async () => {
    const { query, count, counted } = cached();
    await db.query('insert into t (v) values (1), (2), (3)');
    expect(await count()).toBe(3);
    expect(await count()).toBe(3);
    expect(counted).toHaveBeenCalledTimes(1);
    expect(await count(2)).toBe(2);
    expect(counted).toHaveBeenCalledTimes(2);
    // Unmarked statements and reads of other tables never come from the cache and do not end it.
    await query('select count(*) from other');
    await query('select count(*) from other');
    expect(await count()).toBe(3);
    expect(counted).toHaveBeenCalledTimes(2);
  });

  it('reads again after any write: a statement, a transaction, a function called by a select, a rollback', async () => {
    const { count, counted } = cached();
    const before = await count();
    await db.query('insert into t (v) values (4)');
    expect(await count()).toBe(before + 1);
    await db.transaction(async (tx) => {
      await tx.query('delete from t where v = 4');
    });
    expect(await count()).toBe(before);
    await db.query('select add_row(5)');
    expect(await count()).toBe(before + 1);
    await db
      .transaction(async (tx) => {
        await tx.query('insert into t (v) values (6)');
        throw new Error('stop');
      })
      .catch(() => undefined);
    expect(await count()).toBe(before + 1);
    expect(counted).toHaveBeenCalledTimes(5);
  });

  it('reads every time when turned off (PGLITE_READ_CACHE=false)', async () => {
    const counted = vi.fn();
    const query = withReadCache(
      (text: string, params?: unknown[]) => {
        counted();
        return db.query(text, params);
      },
      { enabled: false },
    );
    await query(COUNT, [0]);
    await query(COUNT, [0]);
    expect(counted).toHaveBeenCalledTimes(2);
  });

  it('gives each caller its own copy of the rows', async () => {
    const { query } = cached();
    const first = await query(COUNT, [0]);
    (first.rows[0] as { n: number }).n = -1;
    expect(((await query(COUNT, [0])).rows[0] as { n: number }).n).toBeGreaterThan(0);
  });
});

describe('the read cache in the database thread', () => {
  let dir: string;
  let database: Database;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'sportdesk-read-cache-'));
    database = await openPgliteThread(dir);
    await database.db.execute(sql`create table t (id serial primary key, v int not null)`);
  }, 120_000);
  afterAll(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sees a write made inside a transaction by the next marked read', async () => {
    type Counted = { rows: { n: number }[] };
    const countOn = async (db: Pick<Database['db'], 'execute'>) =>
      ((await db.execute(sql`select ${cachedCount()} as n from t`)) as unknown as Counted).rows[0].n;
    const count = () => countOn(database.db);
    expect(await count()).toBe(0);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into t (v) values (1), (2)`);
      // Inside the transaction the statement is not cached: it sees the transaction's own rows.
      expect(await countOn(tx)).toBe(2);
    });
    expect(await count()).toBe(2);
    await database.db.execute(sql`delete from t`);
    expect(await count()).toBe(0);
  });
});
