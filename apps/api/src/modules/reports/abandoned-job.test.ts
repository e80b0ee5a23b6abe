// @clock-dependent: pg-boss's heartbeat and supervision are wall-clock seconds.
// @waits-on-timers: a dead worker is found only after pg-boss's production heartbeat (20 s) has passed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { asyncJobs } from '../../db/schema/index';
import { DEAD_JOBS_QUEUE, JOB_ABANDONED, JobRunner, defineJob } from '../../lib/jobs';
import { createTestApp, type TestContext } from '../../test/app';
import { bossOnTestDatabase, waitFor } from './dead-worker.test-helper';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ jobs: 'in-process' });
});
afterAll(() => ctx.close());

const fragileJob = () =>
  defineJob({
    name: 'test.fragile',
    jobClass: 'Test::FragileJob',
    title: 'Zadanie bez ponowień',
    schema: z.object({}),
    retryLimit: 0,
    handler: async () => ({ ok: true }),
  });

describe('a job whose worker died on its last attempt', () => {
  it('is marked failed with a message instead of staying running', async () => {
    const fragile = fragileJob();
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

  it("leaves a run started again alone when the earlier run's letter arrives late", async () => {
    const api = new JobRunner(ctx.database, 'in-process');
    api.register(fragileJob());
    await api.start({ work: false });
    const id = await api.enqueue('test.fragile', {});
    const rowOf = async () => (await ctx.database.db.select().from(asyncJobs).where(eq(asyncJobs.id, id)))[0];
    const firstRun = (await rowOf()).runId!;
    // The first run failed by itself; an admin starts the job again before its dead letter is read.
    await ctx.database.db.update(asyncJobs).set({ jobStatus: 'failed', error: 'Coś poszło nie tak' }).where(eq(asyncJobs.id, id));
    await api.requeue('test.fragile', id, {}, null);
    const secondRun = (await rowOf()).runId!;
    expect(secondRun).not.toBe(firstRun);

    const boss = bossOnTestDatabase(ctx);
    await boss.start();
    // Only the dead-letter worker runs (no worker for test.fragile: the new run stays queued).
    const worker = new JobRunner(ctx.database, 'in-process');
    await worker.start({ work: true });
    const delivered = async (runId: string) => {
      const letter = await boss.send(DEAD_JOBS_QUEUE, { asyncJobId: id, runId, userId: null, payload: {} });
      await waitFor(
        'the letter read',
        async () => ((await boss.getJobById(DEAD_JOBS_QUEUE, letter!))?.state === 'completed' ? true : undefined),
        30_000,
      );
    };
    try {
      await delivered(firstRun);
      expect(await rowOf()).toMatchObject({ jobStatus: 'queued', error: null, runId: secondRun });
      // The letter of the run now queued does fail it.
      await delivered(secondRun);
      expect(await rowOf()).toMatchObject({ jobStatus: 'failed', error: JOB_ABANDONED });
    } finally {
      await worker.stop();
      await boss.stop({ graceful: false, close: ctx.database.kind !== 'pglite' });
      await api.stop();
    }
  }, 90_000);
});
