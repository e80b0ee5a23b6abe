import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { describe, expect, it } from 'vitest';
import { adminUrl, usePostgres } from '../test/db-target';
import { migrateDatabase, migrationsCurrent, migrationsFolder, openPostgres } from './client';

/** Several instances starting together on one PostgreSQL server: the migrations run once, under a lock. */
describe.skipIf(!usePostgres())('migrations when several instances start together (PostgreSQL)', () => {
  it('three instances migrating an empty database at once: each migration applied once, all ready after', async () => {
    const name = `sportdesk_test_lock_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const instances = await Promise.all([1, 2, 3].map(() => openPostgres(adminUrl(name))));
    try {
      expect(await migrationsCurrent(instances[0].db)).toBe(false);
      let waited = 0;
      await Promise.all(instances.map((database) => migrateDatabase(database, { onWait: () => waited++ })));
      expect(waited).toBeGreaterThan(0);
      const shipped = readMigrationFiles({ migrationsFolder }).length;
      const applied = await instances[1].db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      expect((applied as unknown as { rows: { n: number }[] }).rows[0].n).toBe(shipped);
      for (const database of instances) expect(await migrationsCurrent(database.db)).toBe(true);
      // A later start finds nothing to do and stays current.
      await migrateDatabase(instances[2]);
      const again = await instances[1].db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      expect((again as unknown as { rows: { n: number }[] }).rows[0].n).toBe(shipped);
    } finally {
      await Promise.all(instances.map((d) => d.close()));
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }, 60_000);
});
