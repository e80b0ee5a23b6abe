import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { participantMsg } from '@sportdesk/contract';
import { asyncJobs, outboxMessages } from '../../db/schema/index';
import { body, createTestApp, signedInUser, type TestContext } from '../../test/app';
import { seedCatalogue } from '../activities/test-fixtures';
import { addCoordinatorRow, insertPlayer, insertRunActivity } from './test-fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ jobs: 'in-process' });
  await ctx.app.deps.jobs.start({ work: true });
});
afterAll(async () => {
  await ctx.app.deps.jobs.stop();
  await ctx.close();
});

describe('send_list as a background job', () => {
  it("answers 202 'Zlecono wysyłkę listy' and the job e-mails the coordinators", async () => {
    const db = ctx.database.db;
    const { headers } = await signedInUser(ctx.app, ['admin_role_activities']);
    const cat = await seedCatalogue(db);
    const a = await insertRunActivity(db, cat);
    const coordinator = await insertPlayer(db);
    await addCoordinatorRow(db, a.id, coordinator.id);
    const r = await ctx.app.inject({ method: 'POST', url: `/api/v2/admin/activities/${a.id}/participants/send_list`, headers });
    expect(r.statusCode, r.body).toBe(202);
    const data = body<{ async_job_id: number; message: string }>(r).data;
    expect(data.message).toBe(participantMsg.listSendQueued);
    let status = '';
    for (let i = 0; i < 100 && status !== 'done'; i++) {
      await new Promise((res) => setTimeout(res, 200));
      status = (await db.select().from(asyncJobs).where(eq(asyncJobs.id, data.async_job_id)))[0].jobStatus;
    }
    expect(status).toBe('done');
    const mails = await db.select().from(outboxMessages).where(eq(outboxMessages.recipient, coordinator.email!));
    expect(mails).toHaveLength(1);
  }, 30_000);
});
