import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPglite, migrateDatabase, openPostgres } from '../db/client';
import { adminUrl, templateDb, usePostgres } from './db-target';

/**
 * Migrates once per run: into a PGlite snapshot (loaded by every test file) or, with
 * TEST_DATABASE=postgres, into a template database that each test file clones.
 */
export default async function setup() {
  if (usePostgres()) {
    const name = templateDb();
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const template = await openPostgres(adminUrl(name));
    await migrateDatabase(template);
    await template.close();
    return async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl() });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sportdesk-test-'));
  const database = await openPglite();
  await migrateDatabase(database);
  const dump = await database.pglite!.dumpDataDir('none');
  const file = path.join(dir, 'snapshot.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  process.env.TEST_PGLITE_SNAPSHOT = file;
  return () => rmSync(dir, { recursive: true, force: true });
}
