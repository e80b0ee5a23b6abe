// @clock-dependent: bulk creation and the reveal schedule work from today's date.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { msg, type Activity, type ActivityCreateInput, type ActivityQueuedReply } from '@sportdesk/contract';
import { audits } from '../../db/schema/index';
import { activities } from '../../db/schema/activities';
import { body, signedInUser, type TestContext } from '../../test/app';
import { revealDueActivities, REVEAL_COMMENT } from './reveal';
import { ACTIVITY_JOBS } from './job-names';
import { insertTestActivity, jobsTestApp, plusDays, today, validActivity, waitForJob, type Catalogue } from './test-fixtures';

let ctx: TestContext;
let headers: { authorization: string };
let adminId: number;
let cat: Catalogue;

let close: () => Promise<void>;

beforeAll(async () => {
  ({ ctx, headers, adminId, cat, close } = await jobsTestApp(['admin_role_activities']));
});
afterAll(() => close());

const nextWeekday = (from: string, weekday: number) => {
  let d = from;
  while (new Date(`${d}T00:00:00Z`).getUTCDay() !== weekday) d = plusDays(d, 1);
  return d;
};

describe('creating over a date range (background job)', () => {
  it('makes one activity per matching week day over two weeks and records the added ids', async () => {
    const monday = nextWeekday(plusDays(today(), 1), 1);
    const { date: _d, ...fields } = validActivity(cat, { name: 'Cykl poniedziałki i środy' });
    const coordinator = await signedInUser(ctx.app, ['user_role_coordinator']);
    const activity: ActivityCreateInput = {
      ...fields,
      hidden: true,
      change_to_public_at: `${plusDays(monday, -1)}T10:00:00.000Z`,
      date_from: monday,
      date_to: plusDays(monday, 13),
      days: [1, 3],
      coordinator_id: coordinator.user.id,
    };
    const response = await ctx.app.inject({ method: 'POST', url: '/api/v2/admin/activities', headers, payload: { activity } });
    expect(response.statusCode).toBe(202);
    const reply = body<ActivityQueuedReply>(response).data;
    expect(reply.message).toBe(msg.activitiesQueued);

    const job = await waitForJob(ctx.database.db, reply.async_job_id);
    expect(job.jobStatus).toBe('done');
    const added = job.infoBox.added_ids as number[];
    expect(added).toHaveLength(4);
    expect(job.infoBox.errors).toEqual([]);

    const rows = await ctx.database.db.select().from(activities).where(inArray(activities.id, added)).orderBy(activities.date);
    expect(rows.map((r) => r.date)).toEqual([monday, plusDays(monday, 2), plusDays(monday, 7), plusDays(monday, 9)]);
    expect(
      rows.every((r) => r.creatorId === adminId && r.coordinatorsCount === 1 && r.name === 'Cykl poniedziałki i środy'),
    ).toBe(true);
    // The reveal time keeps its distance to each activity's date.
    expect(rows.map((r) => r.changeToPublicAt?.toISOString())).toEqual([
      `${plusDays(monday, -1)}T10:00:00.000Z`,
      `${plusDays(monday, 1)}T10:00:00.000Z`,
      `${plusDays(monday, 6)}T10:00:00.000Z`,
      `${plusDays(monday, 8)}T10:00:00.000Z`,
    ]);
    const created = await ctx.database.db
      .select()
      .from(audits)
      .where(and(eq(audits.auditableType, 'Activity'), inArray(audits.auditableId, added)));
    expect(created.map((a) => a.action)).toEqual(['create', 'create', 'create', 'create']);

    // The async job is visible through the jobs API.
    const { headers: reports } = await signedInUser(ctx.app, ['admin_role_reports']);
    const shown = await ctx.app.inject({
      method: 'GET',
      url: `/api/v2/admin/async_jobs/${reply.async_job_id}`,
      headers: reports,
    });
    expect(body<{ info_box: { added_ids: number[] } }>(shown).data.info_box.added_ids).toEqual(added);
  });

  it('records per-day errors and still adds the other days', async () => {
    const { date: _d, ...fields } = validActivity(cat);
    const day = plusDays(today(), 2);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/admin/activities',
      headers,
      payload: { activity: { ...fields, date_from: day, date_to: plusDays(day, 6), days: [0, 1, 2, 3, 4, 5, 6] } },
    });
    const { async_job_id } = body<ActivityQueuedReply>(response).data;
    // Simulate a day that breaks: a trigger-free way is to run the job with a removed sport in between.
    const job = await waitForJob(ctx.database.db, async_job_id);
    expect((job.infoBox.added_ids as number[]).length).toBe(7);

    // Directly enqueue a payload whose sport vanished: every day fails and the errors say why.
    const jobId = await ctx.app.deps.jobs.enqueue(
      ACTIVITY_JOBS.createRange,
      { fields: { ...fields, sport_id: 999_999 }, date_from: day, dates: [day, plusDays(day, 1)], coordinator_id: null },
      { userId: adminId },
    );
    const failed = await waitForJob(ctx.database.db, jobId);
    expect(failed.jobStatus).toBe('done');
    expect(failed.infoBox.added_ids).toEqual([]);
    expect((failed.infoBox.errors as { date: string }[]).map((e) => e.date)).toEqual([day, plusDays(day, 1)]);
  });

  it('refuses a coordinator without the coordinator role before queueing', async () => {
    const { date: _d, ...fields } = validActivity(cat);
    const player = await signedInUser(ctx.app, []);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/admin/activities',
      headers,
      payload: {
        activity: {
          ...fields,
          date_from: plusDays(today(), 1),
          date_to: plusDays(today(), 8),
          days: [2],
          coordinator_id: player.user.id,
        },
      },
    });
    expect(response.statusCode).toBe(422);
    expect(body(response).error.fields).toEqual({ coordinator_id: msg.notACoordinator });
  });
});

describe('bulk update (background job)', () => {
  it('changes only the filled fields of each chosen activity, with audit rows', async () => {
    const db = ctx.database.db;
    const a = await insertTestActivity(db, cat, { name: 'A', price: 10, notes: 'zostaje', max_players: 10, min_players: 2 });
    const b = await insertTestActivity(db, cat, { name: 'B', price: 20, confirmed: true, max_players: 8, min_players: 2 });
    const c = await insertTestActivity(db, cat, { name: 'C', price: 30, max_players: 4, min_players: 2, reserved_spots: 3 });
    const untouched = await insertTestActivity(db, cat, { name: 'D', price: 40 });
    const before = await db
      .select()
      .from(activities)
      .where(inArray(activities.id, [a.id, b.id, c.id]));

    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/admin/activities/bulk_update',
      headers,
      payload: { ids: [a.id, b.id, c.id], activity: { price: 35.5, canceled: true, max_players: 6 } },
    });
    expect(response.statusCode).toBe(202);
    const reply = body<ActivityQueuedReply>(response).data;
    expect(reply.message).toBe(msg.updateQueued);
    const job = await waitForJob(ctx.database.db, reply.async_job_id);
    // C has 3 reserved spots: max_players 6 is fine; all three update.
    expect(job.infoBox.updated_ids).toEqual([a.id, b.id, c.id]);

    const after = await db
      .select()
      .from(activities)
      .where(inArray(activities.id, [a.id, b.id, c.id]));
    for (const row of after) {
      const old = before.find((r) => r.id === row.id)!;
      expect(row).toMatchObject({ price: 3550, canceled: true, maxPlayers: 6 });
      expect({ ...row, price: 0, canceled: false, maxPlayers: 0, updatedAt: null }).toEqual({
        ...old,
        price: 0,
        canceled: false,
        maxPlayers: 0,
        updatedAt: null,
      });
    }
    const [d] = await db.select().from(activities).where(eq(activities.id, untouched.id));
    expect(d.price).toBe(4000);

    const [history] = await db
      .select()
      .from(audits)
      .where(and(eq(audits.auditableId, b.id), eq(audits.action, 'update')));
    expect(history.auditedChanges).toEqual({ price: [20, 35.5], canceled: [false, true], max_players: [8, 6] });
    expect(history.comment).toBe('Edycja zbiorcza');
  });

  it('records activities whose merged values break a rule as errors and leaves them as they were', async () => {
    const db = ctx.database.db;
    const ok = await insertTestActivity(db, cat, { max_players: 10, min_players: 2 });
    const full = await insertTestActivity(db, cat, { max_players: 10, min_players: 2, reserved_spots: 5 });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/admin/activities/bulk_update',
      headers,
      payload: { ids: [ok.id, full.id, 999_999], activity: { max_players: 4, min_players: 2 } },
    });
    const job = await waitForJob(ctx.database.db, body<ActivityQueuedReply>(response).data.async_job_id);
    expect(job.infoBox.updated_ids).toEqual([ok.id]);
    expect(job.infoBox.errors).toEqual([
      { id: full.id, message: msg.validationFailed, fields: { reserved_spots: msg.greaterThanMax } },
      { id: 999_999, message: msg.notFound },
    ]);
    const [unchanged] = await db.select().from(activities).where(eq(activities.id, full.id));
    expect(unchanged.maxPlayers).toBe(10);
  });

  it('validates each filled field and wants at least one', async () => {
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/admin/activities/bulk_update',
      headers,
      payload: { ids: [1], activity: { price: -1, start_at: 'xx' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).error.fields).toEqual({ price: msg.minValue0, start_at: msg.hourFormat });
    const empty = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/admin/activities/bulk_update',
      headers,
      payload: { ids: [1], activity: {} },
    });
    expect(body(empty).error.fields).toEqual({ activity: msg.required });
    const noIds = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/admin/activities/bulk_update',
      headers,
      payload: { ids: [], activity: { price: 1 } },
    });
    expect(body(noIds).error.fields).toEqual({ ids: msg.required });
  });
});

describe('visibility schedule (docs/spec/part-2.md §4)', () => {
  it('reveals hidden activities once change_to_public_at has come, applying the on-publish values', async () => {
    const db = ctx.database.db;
    const revealAt = new Date(Date.now() + 3 * 3600_000);
    const scheduled = await insertTestActivity(db, cat, {
      hidden: true,
      change_to_public_at: revealAt.toISOString(),
      price: 30,
      price_on_publish: 20,
      supplement: 5,
      supplement_on_publish: 8,
      supplement_medicover_on_publish: 3,
      supplement_fitprofit_on_publish: null,
      supplement_fitprofit: 4,
      deposit_disabled_on_publish: true,
    });
    const keepsPrice = await insertTestActivity(db, cat, {
      hidden: true,
      change_to_public_at: revealAt.toISOString(),
      price: 30,
    });
    const later = await insertTestActivity(db, cat, {
      hidden: true,
      change_to_public_at: new Date(revealAt.getTime() + 86_400_000).toISOString(),
    });
    const hiddenForGood = await insertTestActivity(db, cat, { hidden: true });

    expect(await revealDueActivities(db, new Date())).not.toContain(scheduled.id);
    const revealed = await revealDueActivities(db, new Date(revealAt.getTime() + 60_000));
    expect(revealed).toEqual(expect.arrayContaining([scheduled.id, keepsPrice.id]));
    expect(revealed).not.toContain(later.id);
    expect(revealed).not.toContain(hiddenForGood.id);

    const shown = body<Activity>(
      await ctx.app.inject({ method: 'GET', url: `/api/v2/admin/activities/${scheduled.id}`, headers }),
    ).data;
    expect(shown).toMatchObject({
      hidden: false,
      change_to_public_at: null,
      price: 20,
      supplement: 8,
      supplement_medicover: 3,
      supplement_fitprofit: 4,
      deposit_disabled: true,
    });
    const [kept] = await db.select().from(activities).where(eq(activities.id, keepsPrice.id));
    expect(kept).toMatchObject({ hidden: false, price: 3000, depositDisabled: false });

    const [audit] = await db
      .select()
      .from(audits)
      .where(and(eq(audits.auditableId, scheduled.id), eq(audits.action, 'update')));
    expect(audit.comment).toBe(REVEAL_COMMENT);
    expect(audit.auditedChanges).toMatchObject({ hidden: [true, false], price: [30, 20] });

    // Running again reveals nothing new.
    expect(await revealDueActivities(db, new Date(revealAt.getTime() + 120_000))).toEqual([]);
  });

  it('is a recurring job scheduled every minute', () => {
    const def = ctx.app.deps.jobs.definition(ACTIVITY_JOBS.reveal);
    expect(def.cron).toBe('* * * * *');
  });
});
