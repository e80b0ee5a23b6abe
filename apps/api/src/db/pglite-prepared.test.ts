import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { openPglite, openPgliteThread, type Database } from './client';
import { namedStatements } from './pglite-prepared';

const preparedNames = async (pg: Pick<PGlite, 'query'>) =>
  (await pg.query<{ name: string; statement: string }>('select name, statement from pg_prepared_statements order by name')).rows;

describe('named statements in PGlite', () => {
  let pg: PGlite;
  beforeAll(async () => {
    pg = await PGlite.create();
    await pg.exec(`create table t (id int primary key, v int not null, at timestamptz, d date);
      insert into t values (1, 10, '2026-01-02T03:04:05Z', '2026-01-02'), (2, 20, null, null);`);
  }, 60_000);
  afterAll(() => pg.close());

  it('parses a statement once and then binds it: the same rows and types as an unnamed query', async () => {
    const fallback = vi.fn(pg.query.bind(pg));
    const run = namedStatements(pg, fallback as PGlite['query']);
    const text = 'select id, v, at, d from t where v >= $1 and d >= $2 order by id';
    for (let i = 0; i < 3; i++) {
      const named = await run<{ id: number }>('rows_from', text, [5, new Date('2026-01-01T00:00:00Z')]);
      expect(named.rows).toEqual((await pg.query(text, [5, '2026-01-01'])).rows);
    }
    expect(await preparedNames(pg)).toEqual([{ name: 'rows_from', statement: text }]);
    expect(fallback).not.toHaveBeenCalled();
    expect((await run('rows_from', text, [15, null], { rowMode: 'array' })).rows).toEqual([]);
  });

  it('keeps an error as PostgreSQL reports it and works again afterwards', async () => {
    const run = namedStatements(pg, pg.query.bind(pg));
    const text = 'select 100 / $1::int as q';
    await expect(run('divide', text, [0])).rejects.toMatchObject({ code: '22012' });
    expect((await run<{ q: number }>('divide', text, [4])).rows).toEqual([{ q: 25 }]);
    await expect(run('broken', 'select nothing from nowhere', [])).rejects.toMatchObject({ code: '42P01' });
    expect((await run<{ one: number }>('broken', 'select 1 as one', [])).rows).toEqual([{ one: 1 }]);
  });

  it('re-prepares a name bound to a new text, and sends other values the ordinary way', async () => {
    const fallback = vi.fn(pg.query.bind(pg));
    const run = namedStatements(pg, fallback as PGlite['query']);
    expect((await run<{ n: number }>('daily', 'select $1::int + 1 as n', [1])).rows).toEqual([{ n: 2 }]);
    expect((await run<{ n: number }>('daily', 'select $1::int + 2 as n', [1])).rows).toEqual([{ n: 3 }]);
    await run('ids', 'select $1::int[] as ids', [[1, 2]]);
    expect(fallback).toHaveBeenCalledTimes(1);
  });
});

describe.each([
  ['in-process', (dir: string) => openPglite(dir)],
  ['in its thread', (dir: string) => openPgliteThread(dir)],
])('drizzle statements prepared with a name, PGlite %s', (_where, open) => {
  let dir: string;
  let database: Database;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'sportdesk-pglite-prepared-'));
    database = await open(path.join(dir, 'db'));
    await database.db.execute(sql`create table t (id int primary key, v int not null)`);
    await database.db.execute(sql`insert into t values (1, 10), (2, 20)`);
  }, 120_000);
  afterAll(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('are prepared in PGlite too; unnamed ones and a transaction`s are not', async () => {
    const statement = database.db
      .select({ v: sql<number>`v` })
      .from(sql`t`)
      .where(sql`id = ${sql.placeholder('id')}`)
      .prepare('value_by_id');
    expect(await statement.execute({ id: 2 })).toEqual([{ v: 20 }]);
    expect(await statement.execute({ id: 1 })).toEqual([{ v: 10 }]);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`update t set v = 11 where id = 1`);
      expect(
        await tx
          .select({ v: sql<number>`v` })
          .from(sql`t`)
          .where(sql`id = 1`)
          .prepare('inside_transaction')
          .execute(),
      ).toEqual([{ v: 11 }]);
    });
    expect(await statement.execute({ id: 1 })).toEqual([{ v: 11 }]);
    const rows = (await database.db.execute(sql`select name from pg_prepared_statements order by name`)) as unknown as {
      rows: { name: string }[];
    };
    expect(rows.rows).toEqual([{ name: 'value_by_id' }]);
  });
});
