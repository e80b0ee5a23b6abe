import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { PGlite } from '@electric-sql/pglite';
import * as schema from './schema/index';
import { pgliteExtensions, pgliteStartParams } from './pglite-settings';

/** The PostgreSQL major version of the bundled PGlite (0.5: PostgreSQL 18). */
export const PGLITE_MAJOR = '18';

/** Anything with PGlite's `query`: the bundled PGlite and the PostgreSQL 17 one read the same way. */
interface Queryable {
  query<T>(sql: string, params?: unknown[], options?: { blob?: Blob }): Promise<{ rows: T[]; blob?: Blob }>;
  exec(sql: string): Promise<unknown>;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The major version a PGlite data directory was created by, or null for a directory without a database. */
export function dataDirMajor(dir: string): string | null {
  const file = `${dir}/PG_VERSION`;
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
}

/**
 * A data directory of PGlite 0.3 (PostgreSQL 17) cannot be opened by PGlite 0.5 (PostgreSQL 18). Once, at the
 * first start after the upgrade, it is copied: the old database is opened by PGlite 0.3 (kept as `pglite-pg17`)
 * and migrated to this code's schema, a new database is created beside it with the same migrations, and every
 * table of the `public` schema is copied with `COPY` (triggers off: the copied search postings and counters are
 * already right), then each sequence's position. The old folder is kept as `<dir>-pg17-<time>`; an interrupted
 * copy leaves it untouched and is started over. Background jobs (pg-boss's own schema) are not copied: a job
 * queued at the moment of the upgrade is lost, pg-boss recreates its schema and schedules at start.
 */
export async function upgradePgliteDataDir(
  dir: string,
  migrationsFolder: string,
  log: (line: string) => void = console.log,
): Promise<boolean> {
  if (dataDirMajor(dir) !== '17') return false;
  log(`SportDesk: baza w ${dir} pochodzi z PostgreSQL 17 (PGlite 0.3); przenoszę ją do PostgreSQL ${PGLITE_MAJOR}…`);
  const target = `${dir}.upgrade`;
  rmSync(target, { recursive: true, force: true });
  // PGlite 0.3 is loaded only for this (its module alone is tens of MB).
  const [{ PGlite: PGlite17 }, { pg_trgm: pgTrgm17 }, { unaccent: unaccent17 }] = await Promise.all([
    import('pglite-pg17'),
    import('pglite-pg17/contrib/pg_trgm'),
    import('pglite-pg17/contrib/unaccent'),
  ]);
  const old = await PGlite17.create({ dataDir: dir, extensions: { pg_trgm: pgTrgm17, unaccent: unaccent17 } });
  try {
    await migratePglite(drizzlePglite(old as never, { schema }) as never, { migrationsFolder });
    const fresh = await PGlite.create({ dataDir: target, extensions: pgliteExtensions, startParams: pgliteStartParams });
    try {
      await migratePglite(drizzlePglite(fresh, { schema }) as never, { migrationsFolder });
      await copyPublicSchema(old as unknown as Queryable, fresh as unknown as Queryable);
    } finally {
      await fresh.close();
    }
  } finally {
    await old.close();
  }
  const backup = `${dir}-pg17-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  renameSync(dir, backup);
  renameSync(target, dir);
  log(`SportDesk: baza przeniesiona; poprzedni katalog zachowany jako ${backup}`);
  return true;
}

/** Every table's rows and every sequence's position of `public`, from `source` into the migrated `target`. */
export async function copyPublicSchema(source: Queryable, target: Queryable) {
  const { rows: tables } = await source.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  await target.exec('BEGIN');
  try {
    // Triggers and foreign-key checks off for the copy: the rows come from a consistent database.
    await target.exec(`SET LOCAL session_replication_role = replica`);
    await target.exec(`TRUNCATE ${tables.map((t) => `public.${quote(t.name)}`).join(', ')}`);
    for (const { name } of tables) {
      const { rows: columns } = await target.query<{ name: string }>(
        `select column_name as name from information_schema.columns
          where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' order by ordinal_position`,
        [name],
      );
      const list = columns.map((c) => quote(c.name)).join(', ');
      const out = await source.query(`COPY (SELECT ${list} FROM public.${quote(name)}) TO '/dev/blob' WITH (FORMAT csv)`);
      if (!out.blob || out.blob.size === 0) continue;
      await target.query(`COPY public.${quote(name)} (${list}) FROM '/dev/blob' WITH (FORMAT csv)`, [], { blob: out.blob });
    }
    const { rows: sequences } = await source.query<{ name: string; last: string | null }>(
      `select sequencename as name, last_value::text as last from pg_sequences where schemaname = 'public'`,
    );
    for (const s of sequences) {
      if (s.last !== null) await target.query(`select setval($1, $2::bigint, true)`, [`public.${quote(s.name)}`, s.last]);
    }
    await target.exec('COMMIT');
  } catch (error) {
    await target.exec('ROLLBACK');
    throw error;
  }
}
