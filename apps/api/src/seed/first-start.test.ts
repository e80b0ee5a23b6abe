import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openPglite } from '../db/client';
import { ACTIVITY_JOBS } from '../modules/activities/job-names';
import { seedFirstPgliteStart } from './first-start';

describe('the first start on PGlite seeds in a process of its own', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sportdesk-first-start-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('leaves PostgreSQL, a start without demo data and an existing database to the server', async () => {
    const existing = path.join(dataDir, 'existing');
    expect(await seedFirstPgliteStart({ databaseUrl: 'postgres://127.0.0.1/x', seedDemo: true, dataDir: existing })).toBe(false);
    expect(await seedFirstPgliteStart({ databaseUrl: undefined, seedDemo: false, dataDir: existing })).toBe(false);
    mkdirSync(path.join(existing, 'db'), { recursive: true });
    writeFileSync(path.join(existing, 'db', 'PG_VERSION'), '18\n');
    expect(await seedFirstPgliteStart({ databaseUrl: undefined, seedDemo: true, dataDir: existing })).toBe(false);
  });

  it('creates the database in the data directory with the demo data and the job queue, whatever DATABASE_URL says', async () => {
    const fresh = path.join(dataDir, 'fresh');
    // The child must not follow the parent's environment to another database.
    vi.stubEnv('DATABASE_URL', 'postgres://127.0.0.1:1/not-this-one');
    try {
      expect(await seedFirstPgliteStart({ databaseUrl: undefined, seedDemo: true, dataDir: fresh }, ['--import', 'tsx'])).toBe(
        true,
      );
    } finally {
      vi.unstubAllEnvs();
    }
    const database = await openPglite(path.join(fresh, 'db'));
    try {
      const admins = await database.pglite!.query<{ n: number }>(
        `select count(*)::int as n from users where email = 'admin@sportdesk.pl'`,
      );
      expect(admins.rows[0]!.n).toBe(1);
      const queues = await database.pglite!.query<{ name: string }>('select name from pgboss.queue');
      expect(queues.rows.map((row) => row.name)).toEqual(expect.arrayContaining(Object.values(ACTIVITY_JOBS)));
    } finally {
      await database.close();
    }
  }, 120_000);
});
