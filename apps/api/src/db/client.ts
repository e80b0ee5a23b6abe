import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import { fileURLToPath } from 'node:url';
import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import * as schema from './schema/index';
import { PgliteThread } from './pglite-thread';
import { embeddedQuery } from './pglite-prepared';
import { upgradePgliteDataDir } from './pglite-upgrade';
import { pgliteExtensions, pgliteStartParams } from './pglite-settings';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything queries can run on: the database or an open transaction. */
export type Executor = Db | Tx;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  pglite?: PGlite;
  connectionString?: string;
  /** PostgreSQL: the pool's size (`PG_POOL_MAX`, default 10). */
  poolMax?: number;
  close(): Promise<void>;
}

const here = path.dirname(fileURLToPath(import.meta.url));
export const migrationsFolder = path.join(here, 'migrations');

/**
 * An empty PGlite data directory with every migration applied, written by the API build next to the compiled
 * server (`scripts/build-api-if-changed.mjs`). A first start copies it instead of running initdb and the migrations
 * in WebAssembly (~5 s); without it (tsx, tests) the database is created as before. A folder copied on disk, not a
 * dump PGlite unpacks: unpacking in WebAssembly grew its memory by ~150 MB for good (docs/decisions.md).
 */
export const pgliteBaseSnapshot = path.join(here, 'pglite-base');

/** How the embedded database runs (`PGLITE_READ_CACHE`). */
export interface PgliteOptions {
  readCache?: boolean;
}

/** PGlite on the request thread: in `dataDir`, or in memory (tests load a dump of a migrated database). */
export async function openPglite(dataDir?: string, loadDataDir?: Blob, options: PgliteOptions = {}): Promise<Database> {
  const client = await PGlite.create({ dataDir, extensions: pgliteExtensions, loadDataDir, startParams: pgliteStartParams });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  // Statements inside a transaction go through the transaction's own `query`, not this one.
  client.query = embeddedQuery(client, statementNamesOf(db), { readCache: options.readCache }) as PGlite['query'];
  return { kind: 'pglite', db, pglite: client, close: () => client.close() };
}

export async function openPostgres(connectionString: string): Promise<Database> {
  const poolMax = Number(process.env.PG_POOL_MAX || 10);
  const pool = new pg.Pool({ connectionString, max: poolMax });
  // An idle connection the server drops (restart, failover, DROP DATABASE … WITH FORCE in tests) is replaced by
  // the pool; without a listener its 'error' event would crash the process.
  pool.on('error', (error: Error & { code?: string }) => {
    if (error.code !== '57P01') console.error('PostgreSQL: idle connection error', error);
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return { kind: 'postgres', db, connectionString, poolMax, close: () => pool.end() };
}

export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  pgliteThread?: boolean;
  pgliteReadCache?: boolean;
}): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  const dir = path.join(opts.dataDir, 'db');
  // PGlite creates its own folder, not the ones above it: a new DATA_DIR may not exist yet.
  mkdirSync(opts.dataDir, { recursive: true });
  await upgradePgliteDataDir(dir, migrationsFolder);
  copyBaseSnapshot(dir);
  const options = { readCache: opts.pgliteReadCache };
  if (opts.pgliteThread === false) return openPglite(dir, undefined, options);
  return openPgliteThread(dir, options);
}

/** A new database directory starts as a copy of the build's base snapshot, when there is one. */
export function copyBaseSnapshot(dir: string, base = pgliteBaseSnapshot) {
  if (existsSync(path.join(dir, 'PG_VERSION')) || !existsSync(path.join(base, 'PG_VERSION'))) return;
  // Copied beside and renamed: a start stopped halfway leaves no half-copied database behind.
  const partial = `${dir}.copying`;
  rmSync(partial, { recursive: true, force: true });
  cpSync(base, partial, { recursive: true });
  rmSync(dir, { recursive: true, force: true });
  renameSync(partial, dir);
}

/**
 * The server's embedded database: PGlite in a worker thread (db/pglite-thread.ts), so its WebAssembly runs beside
 * the request thread instead of blocking it. Tests and build steps open PGlite in-process (`openPglite`).
 */
export async function openPgliteThread(dataDir: string, options: PgliteOptions = {}): Promise<Database> {
  const thread = await PgliteThread.create(dataDir, options);
  const client = thread.asPglite();
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  thread.statementNames = statementNamesOf(db);
  return { kind: 'pglite', db, pglite: client, close: () => thread.close() };
}

/**
 * The texts drizzle prepares under a name (`.prepare(name)`, `lib/prepared.ts`), so PGlite prepares them too
 * (db/pglite-prepared.ts): drizzle's PGlite driver drops the name and sends the text alone. Statements of a
 * transaction are prepared by its own session and stay unnamed.
 */
function statementNamesOf(db: Db): ReadonlyMap<string, string> {
  type PrepareQuery = (query: { sql: string }, fields: unknown, name: string | undefined, ...rest: unknown[]) => unknown;
  const names = new Map<string, string>();
  const session = db._.session as unknown as { prepareQuery: PrepareQuery };
  const prepareQuery = session.prepareQuery.bind(session);
  session.prepareQuery = (query, fields, name, ...rest) => {
    if (name) names.set(query.sql, name);
    return prepareQuery(query, fields, name, ...rest);
  };
  return names;
}

/** Writes `pgliteBaseSnapshot` (or `dir`): a new database directory with every migration applied. */
export async function writePgliteBaseSnapshot(dir = pgliteBaseSnapshot): Promise<void> {
  rmSync(dir, { recursive: true, force: true });
  const database = await openPglite(dir);
  try {
    await migrateDatabase(database);
    await database.pglite!.exec('CHECKPOINT');
  } finally {
    await database.close();
  }
}

/**
 * Key of the session advisory lock that serialises migrations when several instances start together (one
 * migrates, the others wait and then find nothing left to do). Apart from pg-boss's and the throttle's locks.
 */
export const MIGRATION_LOCK_KEY = 7_240_318_001;

/** Key of the lock under which an instance loads the demo data, so two instances starting on an empty database seed once. */
export const SEED_LOCK_KEY = 7_240_318_002;

/**
 * Runs `fn` holding a session advisory lock of the PostgreSQL server (on a connection of its own), so several
 * instances starting together do it one after another; `onWait` is called when another holds it. On PGlite
 * one process owns the database, so `fn` just runs.
 */
export async function withAdvisoryLock<T>(
  database: Database,
  key: number,
  fn: (client?: pg.Client) => Promise<T>,
  onWait?: () => void,
): Promise<T> {
  if (database.kind === 'pglite') return fn();
  const client = new pg.Client({ connectionString: database.connectionString });
  await client.connect();
  try {
    const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [key]);
    if (!rows[0].ok) {
      onWait?.();
      await client.query('select pg_advisory_lock($1)', [key]);
    }
    try {
      return await fn(client);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key]);
    }
  } finally {
    await client.end();
  }
}

export async function migrateDatabase(database: Database, opts: { onWait?: () => void } = {}): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder });
    return;
  }
  // The lock's own connection runs the migrations; the others wait, then find nothing left to do.
  await withAdvisoryLock(
    database,
    MIGRATION_LOCK_KEY,
    (client) => migratePg(drizzlePg(client!, { schema }) as never, { migrationsFolder }),
    opts.onWait,
  );
}

/** The newest migration this code ships (its journal timestamp, as drizzle records it). */
const latestShippedMigration = () => Math.max(...readMigrationFiles({ migrationsFolder }).map((m) => m.folderMillis));

/** Whether the database has every migration this code ships (readiness): false before the first migrate too. */
export async function migrationsCurrent(db: Db): Promise<boolean> {
  try {
    const result = await db.execute(sql`select max(created_at)::text as latest from drizzle.__drizzle_migrations`);
    const latest = Number((result as unknown as { rows: { latest: string | null }[] }).rows[0]?.latest ?? 0);
    return latest >= latestShippedMigration();
  } catch {
    return false;
  }
}
