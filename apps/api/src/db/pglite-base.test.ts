import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { copyBaseSnapshot, migrationsFolder, openPgliteThread, writePgliteBaseSnapshot } from './client';

describe("a first start on PGlite copies the build's migrated base directory", () => {
  let root: string;
  let base: string;
  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'sportdesk-pglite-base-'));
    base = path.join(root, 'base');
    await writePgliteBaseSnapshot(base);
  }, 120_000);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('opens the copy with every migration applied and leaves no partial copy behind', async () => {
    const dir = path.join(root, 'new', 'db');
    copyBaseSnapshot(dir, base);
    expect(existsSync(path.join(dir, 'PG_VERSION'))).toBe(true);
    expect(existsSync(`${dir}.copying`)).toBe(false);
    const database = await openPgliteThread(dir);
    try {
      const { rows } = (await database.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      )) as unknown as {
        rows: { n: number }[];
      };
      expect(rows[0].n).toBe(readMigrationFiles({ migrationsFolder }).length);
    } finally {
      await database.close();
    }
  }, 60_000);

  it('leaves an existing database alone', async () => {
    const dir = path.join(root, 'existing', 'db');
    copyBaseSnapshot(dir, base);
    const database = await openPgliteThread(dir);
    await database.db.execute(sql`create table kept (id int)`);
    await database.close();
    copyBaseSnapshot(dir, base);
    const reopened = await openPgliteThread(dir);
    try {
      const { rows } = (await reopened.db.execute(sql`select to_regclass('public.kept') is not null as present`)) as unknown as {
        rows: { present: boolean }[];
      };
      expect(rows[0].present).toBe(true);
    } finally {
      await reopened.close();
    }
  }, 60_000);
});
