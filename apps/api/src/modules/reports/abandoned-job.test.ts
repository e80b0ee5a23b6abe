// @clock-dependent: pg-boss's heartbeat and supervision are wall-clock seconds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { asyncJobs } from '../../db/schema/index';
import { JOB_ABANDONED, JobRunner, defineJob } from '../../lib/jobs';
import { createTestApp, type TestContext } from '../../test/app';
import { bossOnTestDatabase, waitFor } from './dead-worker.test-helper';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ jobs: 'in-process' });
});
afterAll(() => ctx.close());

describe('a job whose worker died on its last attempt', () => {
  it('is marked failed with a message instead of staying running', async () => {
    const fragile = defineJob({
      name: 'test.fragile',
      jobClass: 'Test::FragileJob',
      title: 'Zadanie bez ponowień',
      schema: z.object({}),
      retryLimit: 0,
      handler: async () => ({ ok: true }),
    });
    const api = new JobRunner(ctx.database, 'in-process');
    api.register(fragile);
    await api.start({ work: false });
    const id = await api.enqueue('test.fragile', {});
    const dead = bossOnTestDatabase(ctx);
    await dead.start();
    const [job] = await dead.fetch('test.fragile');
    expect(job?.data).toMatchObject({ asyncJobId: id });
    await ctx.database.db.update(asyncJobs).set({ jobStatus: 'running', attempts: 1 }).where(eq(asyncJobs.id, id));
    await dead.stop({ graceful: false, close: ctx.database.kind !== 'pglite' });

    const worker = new JobRunner(ctx.database, 'in-process', { superviseSeconds: 2 });
    worker.register(fragile);
    await worker.start({ work: true });
    try {
      const row = await waitFor(
        'the job settled',
        async () => {
          const [r] = await ctx.database.db.select().from(asyncJobs).where(eq(asyncJobs.id, id));
          return r.jobStatus !== 'running' ? r : undefined;
        },
        60_000,
      );
      expect(row).toMatchObject({ jobStatus: 'failed', error: JOB_ABANDONED, attempts: 1 });
    } finally {
      await worker.stop();
      await api.stop();
    }
  }, 90_000);
});
