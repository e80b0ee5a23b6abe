// @clock-dependent: report periods are Warsaw days; pg-boss's heartbeat and retry delay are wall-clock seconds.
// @waits-on-timers: a dead worker is found only after pg-boss's production heartbeat (20 s) has passed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { asyncJobs } from '../../db/schema/index';
import { JOB_HEARTBEAT_SECONDS, JobRunner } from '../../lib/jobs';
import { createTestApp, type TestContext } from '../../test/app';
import { bossOnTestDatabase, waitFor } from './dead-worker.test-helper';
import { seedReportWorld } from './fixture.test-helper';
import { reportJobName, reportJobs } from './jobs';

let ctx: TestContext;
let dataDir: string;
const MARCH = { date_from: '2026-03-01', date_to: '2026-03-31' };
const CLASS = 'Reports::Core3ReportService';

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'sportdesk-report-recovery-'));
  ctx = await createTestApp({ jobs: 'in-process', dataDir });
  await seedReportWorld(ctx.app.deps.db);
});
afterAll(() => ctx.close());

describe('a report whose worker died', () => {
  it('is retried within a minute and finishes with a file; temporary files a dead write left are swept at start', async () => {
    // What a worker killed while writing leaves on disk: a report's temporary file, last written two hours ago.
    const reports = path.join(dataDir, 'files', 'reports');
    await mkdir(reports, { recursive: true });
    const stale = path.join(reports, `${'a'.repeat(32)}.csv.0badf00d.tmp`);
    const live = path.join(reports, `${'b'.repeat(32)}.csv.1234abcd.tmp`);
    await writeFile(stale, 'Id;Nazwa\r\n1;');
    await writeFile(live, 'Id;Nazwa\r\n1;');
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    await utimes(stale, twoHoursAgo, twoHoursAgo);

    // The API queues the report (no worker in this process).
    const api = ctx.app.deps.jobs;
    await api.start({ work: false });
    const id = await api.enqueue(reportJobName(CLASS), MARCH, { params: { ...MARCH } });

    // A worker takes it, marks it running, and dies: no completion, no failure, no heartbeat ever again.
    const dead = bossOnTestDatabase(ctx);
    await dead.start();
    const [job] = await dead.fetch(reportJobName(CLASS));
    expect(job?.data).toMatchObject({ asyncJobId: id });
    await ctx.database.db.update(asyncJobs).set({ jobStatus: 'running', attempts: 1 }).where(eq(asyncJobs.id, id));
    await dead.stop({ graceful: false, close: ctx.database.kind !== 'pglite' });
    const diedAt = Date.now();

    // A new worker starts (the production heartbeat; it looks for silent jobs every 2 s instead of 15).
    const worker = new JobRunner(ctx.database, 'in-process', { superviseSeconds: 2 });
    worker.register(...reportJobs(ctx.app.deps));
    await worker.start({ work: true });
    try {
      const row = await waitFor(
        'the report finished',
        async () => {
          const [r] = await ctx.database.db.select().from(asyncJobs).where(eq(asyncJobs.id, id));
          return r.jobStatus === 'done' || r.jobStatus === 'failed' ? r : undefined;
        },
        60_000,
      );
      expect(row.jobStatus, row.error ?? '').toBe('done');
      expect(Date.now() - diedAt).toBeLessThan(60_000);
      expect(Date.now() - diedAt).toBeGreaterThanOrEqual((JOB_HEARTBEAT_SECONDS - 1) * 1000);
      expect(row.attempts).toBe(2);
      expect(row.file).toMatch(/^reports\/[a-f0-9]{32}\.csv$/);
      const file = await ctx.app.deps.storage.get(row.file!);
      expect(file?.size).toBeGreaterThan(0);
      file?.stream.destroy();
      // On PGlite the report read a WITH HOLD cursor outside a transaction (csv.ts): it is closed afterwards.
      const cursors = await ctx.database.db.execute(
        sql`select count(*)::int as n from pg_cursors where name like 'report_cursor%'`,
      );
      expect((cursors as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0);

      // The sweep queued by the worker's start removed the dead write's file and left the one still being written.
      await waitFor(
        'the stale temporary file removed',
        async () => ((await stat(stale).catch(() => null)) ? undefined : true),
        20_000,
      );
      expect((await stat(live)).isFile()).toBe(true);
    } finally {
      await worker.stop();
      await api.stop();
    }
  }, 90_000);
});
