/**
 * A first start shows every area with data: after the demo data, every list the back office reads (each
 * `GET /api/v2/admin/…` without a path id that answers `{ rows, total }`) has at least one row, read through the
 * API as the demo admin. docs/decisions.md "Demo data".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ALL_ADMIN_ROLES, warsawToday, type NoShowsByKind, type Settlement } from '@sportdesk/contract';
import {
  activities,
  activityParticipants,
  activityTeamLineUps,
  activityTemplates,
  asyncJobs,
  benefitEntries,
  competitionGroupsUsers,
  transactions,
} from '../db/schema/index';
import { body, createTestApp, type TestContext } from '../test/app';
import { seedDemoData } from './index';
import { plusDays } from './activities';

let ctx: TestContext;
let headers: { authorization: string };
beforeAll(async () => {
  ctx = await createTestApp({ adminEmail: 'admin@sportdesk.pl', adminPassword: 'Admin123!' });
  await seedDemoData(ctx.app.deps);
  const signIn = await ctx.app.inject({
    method: 'POST',
    url: '/users/sign_in.json',
    payload: { user: { email: 'admin@sportdesk.pl', password: 'Admin123!' } },
  });
  headers = { authorization: signIn.headers.authorization as string };
}, 120_000);
afterAll(() => ctx.close());

/** Not lists of records: the search by tags answers only with `with_tags` given. */
const EXEMPT = new Set<string>(['/api/v2/admin/search_tags']);

describe('the first start', () => {
  it('gives the demo admin every role', async () => {
    const me = await ctx.app.inject({ method: 'GET', url: '/api/v2/users/current', headers });
    expect(body<{ roles: string[] }>(me).data.roles).toEqual(expect.arrayContaining([...ALL_ADMIN_ROLES]));
  });

  it('leaves at least one row in every back-office list', async () => {
    const lists = ctx.app.accessTable.filter(
      (e) => e.method === 'GET' && e.url.startsWith('/api/v2/admin/') && !e.url.includes(':') && !EXEMPT.has(e.url),
    );
    const empty: string[] = [];
    let checked = 0;
    for (const { url } of lists) {
      const r = await ctx.app.inject({ method: 'GET', url, headers });
      const data = (r.json() as { data?: { rows?: unknown[]; total?: number } }).data;
      if (r.statusCode !== 200 || !data || !Array.isArray(data.rows)) continue;
      checked += 1;
      if (!data.rows.length) empty.push(url);
    }
    expect(empty).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(15);
  }, 60_000);

  it('shows each state the screens have: members, jobs, Benefit entries, attendance, line-ups', async () => {
    const db = ctx.database.db;
    const members = await db.select().from(competitionGroupsUsers);
    const state = (m: (typeof members)[number]) => `${m.acceptedByAdmin}/${m.invitationAccepted}`;
    expect(new Set(members.map(state))).toEqual(new Set(['true/true', 'true/false', 'false/true']));
    expect((await db.select().from(activityTeamLineUps)).length).toBeGreaterThan(0);
    const jobs = await db.select().from(asyncJobs);
    expect(jobs.filter((j) => j.jobStatus === 'done' && j.file).length).toBeGreaterThanOrEqual(4);
    expect(jobs.find((j) => j.jobStatus === 'failed')?.error).toBeTruthy();
    const entries = await db.select().from(benefitEntries);
    expect(entries.some((e) => e.confirmed && e.activityId)).toBe(true);
    expect(entries.some((e) => !e.confirmed && e.activityId)).toBe(true);
    expect(entries.some((e) => e.userId === null)).toBe(true);
    const templates = await db.select().from(activityTemplates);
    expect(new Set(templates.map((t) => t.approvedByAdmin))).toEqual(new Set([true, false]));
    const present = await db.select().from(activityParticipants).where(eq(activityParticipants.presenceCheck, true));
    expect(present.length).toBeGreaterThan(0);
    // Attendance taken with someone absent: the dashboard's no-show panel and the users list have something.
    const noShows = await ctx.app.inject({ method: 'GET', url: '/api/v2/admin/stats/no_shows', headers });
    const rows = body<NoShowsByKind>(noShows).data.rows;
    expect(rows.reduce((sum, r) => sum + r.no_shows, 0)).toBeGreaterThan(0);
    // A cancelled activity with its refunds (linked to the purchases) and the notices' delivery log.
    const [cancelled] = await db.select().from(activities).where(eq(activities.name, 'Siatkówka — turniej sobotni'));
    expect(cancelled.canceled).toBe(true);
    const refunds = await db.select().from(transactions).where(eq(transactions.transactionType, 'refund'));
    expect(refunds.filter((t) => t.originalTransactionId !== null).length).toBeGreaterThanOrEqual(3);
    const log = await ctx.app.inject({ method: 'GET', url: `/api/v2/admin/activities/${cancelled.id}/notifications`, headers });
    expect(body<{ total: number }>(log).data.total).toBeGreaterThan(0);
  });

  it('shows a month of card entries in the settlement: every programme counted, both sides of the discrepancy', async () => {
    // The demo's entries are of the last three weeks: the current month and maybe the one before.
    const today = warsawToday();
    const months = [...new Set([plusDays(today, -21).slice(0, 7), today.slice(0, 7)])];
    const settlements = await Promise.all(
      months.map(async (month) => {
        const r = await ctx.app.inject({
          method: 'GET',
          url: `/api/v2/admin/benefit_entries/settlement?month=${month}`,
          headers,
        });
        expect(r.statusCode).toBe(200);
        return body<Settlement>(r).data;
      }),
    );
    for (const programme of ['benefit', 'fitprofit', 'medicover'] as const) {
      const rows = settlements.map((s) => s.programmes.find((p) => p.programme === programme)!);
      expect(
        rows.reduce((n, p) => n + p.confirmed_entries, 0),
        programme,
      ).toBeGreaterThan(0);
      expect(
        rows.every((p) => p.expected_entry_value !== null),
        programme,
      ).toBe(true);
    }
    expect(settlements.reduce((n, s) => n + s.totals.entries_without_participation, 0)).toBeGreaterThan(0);
    expect(settlements.reduce((n, s) => n + s.totals.participations_without_entry, 0)).toBeGreaterThan(0);
  });
});
