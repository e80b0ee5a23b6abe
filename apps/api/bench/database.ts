import pg from 'pg';
import { ALL_ADMIN_ROLES } from '@sportdesk/contract';
import { migrateDatabase, openPostgres, type Database } from '../src/db/client';
import { ensureRoles } from '../src/modules/roles/service';
import { insertUser } from '../src/modules/users/service';
import { BUSY_VENUE, type Dataset } from './datasets';
import type { SampleActivity, SampleUser } from './scenarios';

export const BENCH_ADMIN = { email: 'bench.admin@sportdesk.pl', password: 'Bench123!' } as const;

/** Migrates an empty database, creates the roles and the bench admin (all admin roles); returns the admin. */
export async function migrateWithBenchAdmin(database: Database) {
  await migrateDatabase(database);
  await ensureRoles(database.db);
  return database.db.transaction((tx) =>
    insertUser(
      tx,
      {
        email: BENCH_ADMIN.email,
        password: BENCH_ADMIN.password,
        firstName: 'Bench',
        lastName: 'Admin',
        confirmedAt: new Date(),
      },
      { roleNames: ALL_ADMIN_ROLES, actorId: null },
    ),
  );
}

export interface PreparedDatabase {
  reused: boolean;
  loadSeconds: Record<string, number>;
  rows: Record<string, number>;
  postgres: string;
}

export const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

async function connect(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

/** Reads what a previous run loaded; a database loaded with the same sizes is reused. */
async function loadedSizes(url: string): Promise<Record<string, number> | null> {
  try {
    const client = await connect(url);
    try {
      const { rows } = await client.query<{ name: string; size: string }>('SELECT name, size FROM bench_meta');
      return Object.fromEntries(rows.map((r) => [r.name, Number(r.size)]));
    } finally {
      await client.end();
    }
  } catch {
    return null;
  }
}

/** Drops the database `url` names (closing its connections) and creates it empty. */
export async function recreateDatabase(url: string) {
  const name = new URL(url).pathname.slice(1);
  const admin = await connect(withDatabase(url, 'postgres'));
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
}

/**
 * A PostgreSQL database holding the data sets: reused when a previous run loaded the same sizes
 * (BENCH_RELOAD=1 forces a fresh load), otherwise dropped, created, migrated and loaded.
 */
export async function prepareDatabase(url: string, datasets: Dataset[], log: (line: string) => void): Promise<PreparedDatabase> {
  const existing = process.env.BENCH_RELOAD === '1' ? null : await loadedSizes(url);
  const reused = existing !== null && datasets.every((d) => existing[d.name] === d.size);
  const loadSeconds: Record<string, number> = {};

  if (!reused) {
    await recreateDatabase(url);
    const database = await openPostgres(url);
    const adminRow = await migrateWithBenchAdmin(database);
    await database.close();

    const client = await connect(url);
    await client.query('CREATE TABLE bench_meta (name text PRIMARY KEY, size bigint NOT NULL)');
    for (const dataset of datasets) {
      const started = Date.now();
      log(`  ładowanie: ${dataset.name} (${dataset.size.toLocaleString('pl-PL')} wierszy)…`);
      await dataset.load(client, { adminId: adminRow.id, size: dataset.size });
      await client.query('INSERT INTO bench_meta VALUES ($1, $2)', [dataset.name, dataset.size]);
      loadSeconds[dataset.name] = Math.round((Date.now() - started) / 100) / 10;
    }
    const started = Date.now();
    await client.query('VACUUM ANALYZE');
    loadSeconds.vacuum_analyze = Math.round((Date.now() - started) / 100) / 10;
    await client.end();
  }

  const client = await connect(url);
  const counts = await client.query<Record<string, string>>(
    `SELECT (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM activities) AS activities,
            (SELECT count(*) FROM search_tags) AS search_tags, (SELECT count(*) FROM search_words) AS search_words,
            (SELECT count(*) FROM system_events) AS system_events`,
  );
  const version = await client.query<{ server_version: string }>('SHOW server_version');
  await client.end();
  return {
    reused,
    loadSeconds,
    rows: Object.fromEntries(Object.entries(counts.rows[0]).map(([k, v]) => [k, Number(v)])),
    postgres: version.rows[0].server_version,
  };
}

/** A few loaded players spread over the id range, for queries that name existing e-mails and phones. */
export async function sampleUsers(url: string, size: number): Promise<SampleUser[]> {
  const client = await connect(url);
  try {
    const ids = [0.123, 0.424, 0.777].map((f) => Math.max(2, Math.round(size * f)));
    const { rows } = await client.query<SampleUser>(
      'SELECT id, email, phone, identifier FROM users WHERE id = ANY($1::int[]) AND email IS NOT NULL ORDER BY id',
      [ids],
    );
    return rows;
  } finally {
    await client.end();
  }
}

/** A few loaded activities spread over the id range (and so over the dates), for filters and searches that name them. */
/** The venue week's busy venue and the Monday of the current week (the dataset put its 500 activities there). */
export async function busyVenue(url: string) {
  const client = await connect(url);
  try {
    const { rows } = await client.query<{ id: number; monday: string }>(
      `SELECT id, date_trunc('week', current_date)::date::text AS monday FROM localizations WHERE name = $1`,
      [BUSY_VENUE],
    );
    return rows[0] ?? { id: 0, monday: new Date().toISOString().slice(0, 10) };
  } finally {
    await client.end();
  }
}

export async function sampleActivities(url: string, size: number): Promise<SampleActivity[]> {
  const client = await connect(url);
  try {
    const ids = [0.25, 0.6, 0.93].map((f) => Math.max(1, Math.round(size * f)));
    const { rows } = await client.query<SampleActivity>(
      `SELECT id, sport_id AS "sportId", localization_id AS "localizationId", date::text AS date
       FROM activities WHERE id = ANY($1::int[]) ORDER BY id`,
      [ids],
    );
    return rows;
  } finally {
    await client.end();
  }
}
