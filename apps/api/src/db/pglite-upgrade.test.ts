import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { PGlite as PGlite17 } from 'pglite-pg17';
import { pg_trgm } from 'pglite-pg17/contrib/pg_trgm';
import { unaccent } from 'pglite-pg17/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { migrationsFolder, openDatabase } from './client';
import { dataDirMajor } from './pglite-upgrade';
import * as schema from './schema/index';

const root = mkdtempSync(path.join(os.tmpdir(), 'sportdesk-pglite-upgrade-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('a PGlite 0.3 (PostgreSQL 17) data directory', () => {
  it('is copied once into PostgreSQL 18 at open: rows, NULLs against empty texts, sequences, search tags; the old folder kept', async () => {
    const dir = path.join(root, 'db');
    const old = await PGlite17.create({ dataDir: dir, extensions: { pg_trgm, unaccent } });
    await migratePglite(drizzlePglite(old as never, { schema }) as never, { migrationsFolder });
    await old.query(`insert into sports (name, description) values ($1, $2), ($3, null), ($4, '')`, [
      'Piłka nożna',
      'Opis z "cudzysłowem", przecinkiem\ni nową linią',
      'Siatkówka',
      'Koszykówka',
    ]);
    await old.query(`insert into users (email, first_name, last_name) values ('ola.kos@example.pl', 'Ola', 'Kos')`);
    await old.close();
    expect(dataDirMajor(dir)).toBe('17');

    const database = await openDatabase({ dataDir: root, pgliteThread: false });
    try {
      expect(dataDirMajor(dir)).toBe('18');
      const rows = (await database.db.execute(sql`select name, description from sports order by id`)) as unknown as {
        rows: { name: string; description: string | null }[];
      };
      expect(rows.rows).toEqual([
        { name: 'Piłka nożna', description: 'Opis z "cudzysłowem", przecinkiem\ni nową linią' },
        { name: 'Siatkówka', description: null },
        { name: 'Koszykówka', description: '' },
      ]);
      // The sequence goes on where it was: the next sport is the fourth.
      const next = (await database.db.execute(sql`insert into sports (name) values ('Padel') returning id`)) as unknown as {
        rows: { id: number }[];
      };
      expect(next.rows[0].id).toBe(4);
      // Rows kept by triggers came along as they were (the copy itself runs with triggers off).
      const tags = (await database.db.execute(
        sql`select count(*)::int as n from search_tags where searchable_type = 'User'`,
      )) as unknown as { rows: { n: number }[] };
      expect(tags.rows[0].n).toBe(1);
    } finally {
      await database.close();
    }
    const backups = readdirSync(root).filter((name) => name.startsWith('db-pg17-'));
    expect(backups).toHaveLength(1);
    expect(dataDirMajor(path.join(root, backups[0]))).toBe('17');
    expect(existsSync(path.join(root, 'db.upgrade'))).toBe(false);
  }, 180_000);
});
