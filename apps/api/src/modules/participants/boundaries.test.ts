// @clock-dependent: the attendance window and resignation deadline around the start.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ATTENDANCE_WINDOW_MINUTES, participantMsg, type ListReply, type Participant } from '@sportdesk/contract';
import { activities, outboxMessages, users } from '../../db/schema/index';
import { body, createTestApp, signedInUser, type TestContext } from '../../test/app';
import { plusDays, seedCatalogue, today, type Catalogue } from '../activities/test-fixtures';
import { insertPlayer, insertRunActivity, warsawWallClock } from './test-fixtures';

/** Boundaries of the participant rules through the API: ages on the very day, no birth date, no promotion once started. */
let ctx: TestContext;
let headers: { authorization: string };
let cat: Catalogue;

beforeAll(async () => {
  ctx = await createTestApp();
  headers = (await signedInUser(ctx.app, ['admin_role_activities'])).headers;
  cat = await seedCatalogue(ctx.database.db);
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const base = (id: number) => `/api/v2/admin/activities/${id}/participants`;
const add = (activityId: number, userId: number) =>
  ctx.app.inject({ method: 'POST', url: base(activityId), headers, payload: { participant: { user_id: userId } } });
/** The birth date of someone who turns `years` on `day` plus `shiftDays` (YYYY-MM-DD; `day` is never 29 February here). */
const bornYearsBefore = (day: string, years: number, shiftDays = 0) =>
  `${Number(day.slice(0, 4)) - years}${plusDays(`2001${day.slice(4)}`, shiftDays).slice(4)}`;

describe('age limits on the activity day, through the API', () => {
  it('admits a player who turns min_age on the day and one a day short of max_age + 1; refuses a day either side', async () => {
    // A fixed day of next year (not 29 February, whatever today is): ages count on the activity's day, not today.
    const day = `${Number(today().slice(0, 4)) + 1}-06-15`;
    const a = await insertRunActivity(db(), cat, { min_age: 18, max_age: 30, max_players: 10, date: day });
    const cases = [
      { birthDate: bornYearsBefore(day, 18), ok: true }, // 18th birthday on the day
      { birthDate: bornYearsBefore(day, 18, 1), ok: false }, // 18 tomorrow
      { birthDate: bornYearsBefore(day, 31, 1), ok: true }, // 30, turns 31 the next day
      { birthDate: bornYearsBefore(day, 31), ok: false }, // 31st birthday on the day
    ];
    for (const c of cases) {
      const player = await insertPlayer(db(), { birthDate: c.birthDate });
      const r = await add(a.id, player.id);
      if (c.ok) expect(r.statusCode, `${c.birthDate}: ${r.body}`).toBe(201);
      else {
        expect(r.statusCode, c.birthDate).toBe(422);
        expect(body(r).error.message).toBe(participantMsg.ageOutOfRange(18, 30));
      }
    }
  });

  it('admits a player without a birth date (the age cannot be checked; docs/decisions.md "Participants")', async () => {
    const a = await insertRunActivity(db(), cat, { min_age: 18, max_age: 30 });
    const player = await insertPlayer(db());
    await db().update(users).set({ birthDate: null }).where(eq(users.id, player.id));
    const r = await add(a.id, player.id);
    expect(r.statusCode, r.body).toBe(201);
  });
});

describe('no promotion from the reserve list once the activity has started', () => {
  it('removing a player after the start (past the check-in window) leaves the reserve list as it was, with no e-mail', async () => {
    const a = await insertRunActivity(db(), cat, { max_players: 1, min_players: 1, reserve_list: true, price: 10 });
    const playing = await insertPlayer(db());
    const waiting = await insertPlayer(db(), { balance: 5_000 });
    const first = body<{ participant: { id: number } }>(await add(a.id, playing.id)).data;
    expect(body<{ reserve: boolean }>(await add(a.id, waiting.id)).data.reserve).toBe(true);

    // The start moves past the 15-minute window, so removal is allowed again but the activity has started.
    // Two hours more: on the night the clocks go back a wall-clock time in the repeated hour is read as
    // the later one (winter time), up to an hour later (found by the CI run at 02:59 CEST).
    const { date, time } = warsawWallClock(new Date(Date.now() - (ATTENDANCE_WINDOW_MINUTES + 120) * 60_000));
    await db().update(activities).set({ date, startAt: time, stopAt: '23:59' }).where(eq(activities.id, a.id));

    const removed = await ctx.app.inject({ method: 'DELETE', url: `${base(a.id)}/${first.participant.id}?costs=false`, headers });
    expect(removed.statusCode, removed.body).toBe(200);
    const rows = body<ListReply<Participant>>(await ctx.app.inject({ method: 'GET', url: base(a.id), headers })).data.rows;
    expect(rows.map((r) => [r.user.id, r.reserve])).toEqual([[waiting.id, true]]);
    const [w] = await db().select().from(users).where(eq(users.id, waiting.id));
    expect(w.accountBalance).toBe(5_000);
    const mails = await db()
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, w.email!)));
    expect(mails).toEqual([]);
  });
});
