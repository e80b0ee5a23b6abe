// @clock-dependent: generation makes the coming weeks' activities from today.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { TEMPLATE_HORIZON_SETTING, activityTemplateInput, templateMsg, type ActivityTemplateInput } from '@sportdesk/contract';
import { activities, activityTemplates, appSettings, audits } from '../../db/schema/index';
import { body, signedInUser, type TestContext } from '../../test/app';
import { jobsTestApp, waitForJob, type Catalogue } from '../activities/test-fixtures';
import { revealDueActivities } from '../activities/reveal';
import { createTemplate, updateTemplate } from './service';
import { GENERATED_COMMENT, generateActivities, templateDates } from './generate';
import { TEMPLATE_JOBS } from './job-names';

let ctx: TestContext;
let headers: { authorization: string };
let adminId: number;
let cat: Catalogue;
const roles = new Set(['admin_role_activity_templates']);

let close: () => Promise<void>;

beforeAll(async () => {
  ({ ctx, headers, adminId, cat, close } = await jobsTestApp(['admin_role_activity_templates', 'admin_role_activities']));
});
afterAll(() => close());

const template = (extra: Partial<ActivityTemplateInput> = {}) =>
  createTemplate(
    ctx.database.db,
    activityTemplateInput.parse({
      sport_id: cat.sportId,
      localization_id: cat.localizationId,
      location_object_id: cat.objectId,
      name: 'Szablon',
      price: 20,
      start_at: '8:00',
      stop_at: '9:00',
      max_players: 10,
      min_players: 2,
      week_days: [1, 4],
      ...extra,
    }),
    { userId: adminId, roles },
  );

const generatedOf = (templateId: number) =>
  ctx.database.db.select().from(activities).where(eq(activities.templateId, templateId)).orderBy(asc(activities.date));

// 2027-03-01 is a Monday; 07:00 in Warsaw (CET).
const MONDAY_MORNING = new Date('2027-03-01T06:00:00Z');

describe('generation', () => {
  it('creates the activities on the week days of the coming days, linked to the template, with audit rows', async () => {
    const t = await template({ name: 'Pn i Czw' });
    const result = await generateActivities(ctx.database.db, { now: MONDAY_MORNING, templateId: t.id, days: 14 });
    expect(result.errors).toEqual([]);
    const rows = await generatedOf(t.id);
    expect(rows.map((r) => r.date)).toEqual(['2027-03-01', '2027-03-04', '2027-03-08', '2027-03-11']);
    expect(result.added_ids.sort()).toEqual(rows.map((r) => r.id).sort());
    expect(
      rows.every((r) => r.name === 'Pn i Czw' && r.startAt === '08:00:00' && r.price === 2000 && r.creatorId === adminId),
    ).toBe(true);
    expect(rows.every((r) => r.approvedByAdmin && !r.archived && r.expiredAt === null)).toBe(true);
    const audit = await ctx.database.db.select().from(audits).where(eq(audits.auditableId, rows[0].id));
    expect(audit.find((a) => a.auditableType === 'Activity')?.comment).toBe(GENERATED_COMMENT(t.id));
  });

  it('skips today when its start has passed (Europe/Warsaw wall-clock)', async () => {
    const t = await template();
    // 09:30 in Warsaw: the 8:00 activity of today is gone.
    expect(templateDates({ weekDays: [1], expiredAt: null, startAt: '08:00:00' }, new Date('2027-03-01T08:30:00Z'), 7)).toEqual(
      [],
    );
    expect(templateDates({ weekDays: [1], expiredAt: null, startAt: '10:00:00' }, new Date('2027-03-01T08:30:00Z'), 7)).toEqual([
      '2027-03-01',
    ]);
    // 23:30 UTC on Sunday is already Monday in Warsaw.
    expect(templateDates({ weekDays: [1], expiredAt: null, startAt: '08:00:00' }, new Date('2027-02-28T23:30:00Z'), 1)).toEqual([
      '2027-03-01',
    ]);
    await generateActivities(ctx.database.db, { now: new Date('2027-03-01T08:30:00Z'), templateId: t.id, days: 7 });
    expect((await generatedOf(t.id)).map((r) => r.date)).toEqual(['2027-03-04']);
  });

  it('never duplicates: a rerun and two concurrent runs add each template and date once', async () => {
    const t = await template({ week_days: [0, 1, 2, 3, 4, 5, 6] });
    const [first, second] = await Promise.all([
      generateActivities(ctx.database.db, { now: MONDAY_MORNING, templateId: t.id, days: 14 }),
      generateActivities(ctx.database.db, { now: MONDAY_MORNING, templateId: t.id, days: 14 }),
    ]);
    expect(first.errors).toEqual([]);
    expect(second.errors).toEqual([]);
    expect(first.added_ids.length + second.added_ids.length).toBe(14);
    const again = await generateActivities(ctx.database.db, { now: MONDAY_MORNING, templateId: t.id, days: 14 });
    expect(again.added_ids).toEqual([]);
    const rows = await generatedOf(t.id);
    expect(rows).toHaveLength(14);
    expect(new Set(rows.map((r) => r.date)).size).toBe(14);
  });

  it('generates nothing for unapproved, archived or expired templates; expired_at is the last day', async () => {
    const organiser = await signedInUser(ctx.app, ['user_role_activity_templates']);
    const unapproved = await createTemplate(
      ctx.database.db,
      activityTemplateInput.parse({
        sport_id: cat.sportId,
        localization_id: cat.localizationId,
        location_object_id: cat.objectId,
        price: 20,
        start_at: '8:00',
        stop_at: '9:00',
        max_players: 10,
        min_players: 2,
        week_days: [1, 4],
      }),
      { userId: organiser.user.id, roles: new Set(['user_role_activity_templates']) },
    );
    expect(unapproved.approved_by_admin).toBe(false);
    const archived = await template({ archived: true });
    const expired = await template({ expired_at: '2027-02-28' });
    const until = await template({ expired_at: '2027-03-08' });
    for (const t of [unapproved, archived, expired, until])
      await generateActivities(ctx.database.db, { now: MONDAY_MORNING, templateId: t.id, days: 14 });
    expect(await generatedOf(unapproved.id)).toEqual([]);
    expect(await generatedOf(archived.id)).toEqual([]);
    expect(await generatedOf(expired.id)).toEqual([]);
    expect((await generatedOf(until.id)).map((r) => r.date)).toEqual(['2027-03-01', '2027-03-04', '2027-03-08']);
  });

  it('a hidden template with hours_to_make_visible gives hidden activities revealed by the reveal job with the after-reveal prices', async () => {
    const t = await template({
      week_days: [4],
      hidden: true,
      hours_to_make_visible: 48,
      price_on_publish: 15,
      supplement_on_publish: 3,
      deposit_disabled_on_publish: true,
    });
    await generateActivities(ctx.database.db, { now: MONDAY_MORNING, templateId: t.id, days: 7 });
    const [row] = await generatedOf(t.id);
    expect(row.date).toBe('2027-03-04');
    expect(row.hidden).toBe(true);
    // Thursday 8:00 CET = 07:00 UTC; 48 hours before.
    expect(row.changeToPublicAt?.toISOString()).toBe('2027-03-02T07:00:00.000Z');
    expect(row.price).toBe(2000);
    expect(await revealDueActivities(ctx.database.db, new Date('2027-03-02T06:59:00Z'))).not.toContain(row.id);
    expect(await revealDueActivities(ctx.database.db, new Date('2027-03-02T07:00:00Z'))).toContain(row.id);
    const [after] = await generatedOf(t.id);
    expect(after.hidden).toBe(false);
    expect(after.price).toBe(1500);
    expect(after.supplement).toBe(300);
    expect(after.depositDisabled).toBe(true);
  });

  it('is right across the last Sunday of March (clocks forward): dates, wall-clock times and reveal hours', async () => {
    const t = await template({ week_days: [0], start_at: '10:00', stop_at: '11:30', hidden: true, hours_to_make_visible: 24 });
    await generateActivities(ctx.database.db, { now: new Date('2027-03-22T10:00:00Z'), templateId: t.id, days: 14 });
    const rows = await generatedOf(t.id);
    expect(rows.map((r) => [r.date, r.startAt, r.stopAt])).toEqual([
      ['2027-03-28', '10:00:00', '11:30:00'],
      ['2027-04-04', '10:00:00', '11:30:00'],
    ]);
    // 10:00 on 28 March is already summer time (UTC+2): 08:00 UTC; 24 real hours before is 09:00 Warsaw on Saturday.
    expect(rows.map((r) => r.changeToPublicAt?.toISOString())).toEqual(['2027-03-27T08:00:00.000Z', '2027-04-03T08:00:00.000Z']);
  });

  it('is right across the last Sunday of October (clocks back)', async () => {
    const t = await template({ week_days: [0, 1], start_at: '10:00', stop_at: '11:00', hidden: true, hours_to_make_visible: 24 });
    // Saturday 30 October 2027, 23:30 in Warsaw (21:30 UTC, still summer time).
    await generateActivities(ctx.database.db, { now: new Date('2027-10-30T21:30:00Z'), templateId: t.id, days: 3 });
    const rows = await generatedOf(t.id);
    expect(rows.map((r) => r.date)).toEqual(['2027-10-31', '2027-11-01']);
    // 10:00 on 31 October is winter time (UTC+1): 09:00 UTC.
    expect(rows.map((r) => r.changeToPublicAt?.toISOString())).toEqual(['2027-10-30T09:00:00.000Z', '2027-10-31T09:00:00.000Z']);
    // The day list itself: Sunday 31 October counted once although it lasts 25 hours.
    expect(
      templateDates(
        { weekDays: [0, 1, 2, 3, 4, 5, 6], expiredAt: null, startAt: '23:59:00' },
        new Date('2027-10-30T21:30:00Z'),
        4,
      ),
    ).toEqual(['2027-10-30', '2027-10-31', '2027-11-01', '2027-11-02']);
  });

  it('editing a template changes what it generates from then on; generated activities stay as they are', async () => {
    const t = await template({ week_days: [1], price: 20 });
    await generateActivities(ctx.database.db, { now: MONDAY_MORNING, templateId: t.id, days: 7 });
    await updateTemplate(
      ctx.database.db,
      t.id,
      activityTemplateInput.parse({
        sport_id: cat.sportId,
        localization_id: cat.localizationId,
        location_object_id: cat.objectId,
        name: 'Szablon po zmianie',
        price: 40,
        start_at: '8:00',
        stop_at: '9:00',
        max_players: 10,
        min_players: 2,
        week_days: [1],
        approved_by_admin: true,
      }),
      { userId: adminId, roles },
    );
    await generateActivities(ctx.database.db, { now: MONDAY_MORNING, templateId: t.id, days: 14 });
    const rows = await generatedOf(t.id);
    expect(rows.map((r) => [r.date, r.price, r.name])).toEqual([
      ['2027-03-01', 2000, 'Szablon'],
      ['2027-03-08', 4000, 'Szablon po zmianie'],
    ]);
  });

  it("a date that fails the activity's rules is an error; the template's other dates still go in", async () => {
    const t = await template({ week_days: [1] });
    await ctx.database.db.update(activityTemplates).set({ locationObjectId: null }).where(eq(activityTemplates.id, t.id));
    const result = await generateActivities(ctx.database.db, { now: MONDAY_MORNING, templateId: t.id, days: 14 });
    expect(result.added_ids).toEqual([]);
    expect(result.errors.map((e) => e.date)).toEqual(['2027-03-01', '2027-03-08']);
    expect(result.errors[0].fields?.location_object_id).toBeTruthy();
  });
});

describe("'Generuj teraz' (job)", () => {
  it('queues one template over the horizon setting; the job row lists the added activities and errors', async () => {
    await ctx.database.db.insert(appSettings).values({ name: TEMPLATE_HORIZON_SETTING, value: '5' });
    const t = await template({ week_days: [0, 1, 2, 3, 4, 5, 6], start_at: '23:58', stop_at: '23:59' });
    const response = await ctx.app.inject({ method: 'POST', url: `/api/v2/admin/activity_templates/${t.id}/generate`, headers });
    expect(response.statusCode).toBe(202);
    const reply = body<{ async_job_id: number; message: string }>(response).data;
    expect(reply.message).toBe(templateMsg.generationQueued);
    const job = await waitForJob(ctx.database.db, reply.async_job_id);
    expect(job.jobStatus).toBe('done');
    const rows = await generatedOf(t.id);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(rows.length).toBeLessThanOrEqual(5);
    expect((job.infoBox.added_ids as number[]).sort()).toEqual(rows.map((r) => r.id).sort());
    expect(job.infoBox.errors).toEqual([]);
    // The template page lists them through the activity list.
    const listed = await ctx.app.inject({
      method: 'GET',
      url: `/api/v2/admin/activities?with_template=${t.id}&with_date_greater=all`,
      headers,
    });
    expect(body<{ total: number }>(listed).data.total).toBe(rows.length);
    const shown = await ctx.app.inject({ method: 'GET', url: `/api/v2/admin/activity_templates/${t.id}`, headers });
    expect(body<{ generated_count: number }>(shown).data.generated_count).toBe(rows.length);
    // Each generated activity names its template.
    const activity = await ctx.app.inject({ method: 'GET', url: `/api/v2/admin/activities/${rows[0].id}`, headers });
    expect(body<{ template_id: number | null }>(activity).data.template_id).toBe(t.id);
  });

  it('the daily job queues one tracked run over every generating template', async () => {
    const t = await template({ week_days: [0, 1, 2, 3, 4, 5, 6], start_at: '23:58', stop_at: '23:59' });
    const daily = ctx.app.deps.jobs.definition(TEMPLATE_JOBS.daily);
    expect(daily.cron).toBe('0 1 * * *');
    const queued = (await daily.handler({}, { asyncJobId: null, userId: null, attempt: 1, progress: async () => {} })) as {
      async_job_id: number;
    };
    const job = await waitForJob(ctx.database.db, queued.async_job_id);
    expect(job.jobStatus).toBe('done');
    expect(job.userId).toBeNull();
    const rows = await generatedOf(t.id);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(job.infoBox.added_ids as number[]).toEqual(expect.arrayContaining(rows.map((r) => r.id)));
  });

  it('refuses an archived template (422) and needs the admin role', async () => {
    const t = await template({ archived: true });
    const response = await ctx.app.inject({ method: 'POST', url: `/api/v2/admin/activity_templates/${t.id}/generate`, headers });
    expect(response.statusCode).toBe(422);
    const other = await signedInUser(ctx.app, ['user_role_activity_templates']);
    const forbidden = await ctx.app.inject({
      method: 'POST',
      url: `/api/v2/admin/activity_templates/${t.id}/generate`,
      headers: other.headers,
    });
    expect(forbidden.statusCode).toBe(403);
  });
});
