// @waits-on-timers: pg-boss polls, retries after its delay and fails a job after its retry limit, in wall-clock seconds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { asyncJobs } from '../db/schema/index';
import { createTestApp, signedInUser, body, type TestContext } from '../test/app';
import { ErrorCode, msg } from '@sportdesk/contract';
import { defineJob } from './jobs';
import { AppError } from './errors';

let ctx: TestContext;
const calls: number[] = [];

beforeAll(async () => {
  ctx = await createTestApp({ jobs: 'in-process' });
  ctx.app.deps.jobs.register(
    defineJob({
      name: 'test.flaky',
      jobClass: 'Test::FlakyJob',
      title: 'Zadanie testowe',
      schema: z.object({ failTimes: z.number(), raw: z.boolean().optional() }),
      retryLimit: 2,
      retryDelaySeconds: 1,
      handler: async ({ failTimes, raw }, jobCtx) => {
        calls.push(jobCtx.attempt);
        await jobCtx.progress({ last_attempt: jobCtx.attempt });
        if (jobCtx.attempt <= failTimes && raw)
          throw new Error('Failed query: insert into "activities" ("name") values ($1)\nparams: Tajne');
        if (jobCtx.attempt <= failTimes) throw new AppError(ErrorCode.BUSINESS_RULE, `Nieudana próba ${jobCtx.attempt}`);
        return { added: [1, 2, 3] };
      },
    }),
  );
  await ctx.app.deps.jobs.start({ work: true });
});
afterAll(() => ctx.close());

async function waitForStatus(id: number, statuses: string[], timeoutMs = 25_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await ctx.database.db.select().from(asyncJobs).where(eq(asyncJobs.id, id));
    if (statuses.includes(row.jobStatus)) return row;
    if (Date.now() > until) throw new Error(`job ${id} stuck in ${row.jobStatus}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('background jobs (pg-boss)', () => {
  it('retries a failing job and keeps the last error until it succeeds', async () => {
    const id = await ctx.app.deps.jobs.enqueue('test.flaky', { failTimes: 1 });
    const row = await waitForStatus(id, ['done', 'failed']);
    expect(row.jobStatus).toBe('done');
    expect(row.attempts).toBe(2);
    expect(row.infoBox).toMatchObject({ last_attempt: 2, added: [1, 2, 3] });
    expect(row.error).toBeNull();
  });

  it('marks the job failed with its error after the retry limit', async () => {
    const id = await ctx.app.deps.jobs.enqueue('test.flaky', { failTimes: 10 });
    const row = await waitForStatus(id, ['failed'], 40_000);
    expect(row.attempts).toBe(3);
    expect(row.error).toBe('Nieudana próba 3');
  }, 45_000);

  it('stores a generic Polish message, never the SQL or its parameters, for an error that is not a rule', async () => {
    const id = await ctx.app.deps.jobs.enqueue('test.flaky', { failTimes: 10, raw: true });
    const row = await waitForStatus(id, ['failed'], 40_000);
    expect(row.error).toBe(msg.internal);
    expect(JSON.stringify(row)).not.toMatch(/insert|Tajne/);
  }, 45_000);

  it('validates the payload before queueing', async () => {
    await expect(ctx.app.deps.jobs.enqueue('test.flaky', { failTimes: 'x' })).rejects.toThrow();
  });

  it('shows jobs with status and errors through admin/async_jobs', async () => {
    // Jobs of its own, finished before the list is read, whichever test ran before.
    const ids = [
      await ctx.app.deps.jobs.enqueue('test.flaky', { failTimes: 0 }),
      await ctx.app.deps.jobs.enqueue('test.flaky', { failTimes: 1 }),
    ];
    for (const id of ids) expect((await waitForStatus(id, ['done', 'failed'])).jobStatus).toBe('done');
    const { headers } = await signedInUser(ctx.app, ['admin_role_reports']);
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v2/admin/async_jobs?with_job_name=testowe', headers });
    const data = body<{ rows: { id: number; job_status: string; job_class: string }[]; total: number }>(response).data;
    expect(data.total).toBeGreaterThanOrEqual(2);
    const mine = data.rows.filter((r) => ids.includes(r.id));
    expect(mine.map((r) => [r.job_class, r.job_status])).toEqual([
      ['Test::FlakyJob', 'done'],
      ['Test::FlakyJob', 'done'],
    ]);
  });
});
