// @clock-dependent: the attendance window around the activity's start.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  CHECK_IN_CODE_MAX,
  checkInMsg,
  msg,
  participantMsg,
  type CheckInResult,
  type ListReply,
  type PlayerBooking,
} from '@sportdesk/contract';
import { activities, activityParticipants, audits, users } from '../../db/schema/index';
import { body, createTestApp, signedInUser, type TestContext } from '../../test/app';
import { seedCatalogue, type Catalogue } from '../activities/test-fixtures';
import { insertPlayer, insertRunActivity } from './test-fixtures';
import { checkInCode, readCheckInCode } from '../../lib/check-in-code';

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
const secret = () => ctx.config.jwtSecret;
const scan = (activityId: number, code: unknown, h: Record<string, string> = headers) =>
  ctx.app.inject({ method: 'POST', url: `/api/v2/admin/activities/${activityId}/check_in`, headers: h, payload: { code } });
const enrolRow = async (activityId: number, userId: number, extra: Partial<typeof activityParticipants.$inferInsert> = {}) =>
  (
    await db()
      .insert(activityParticipants)
      .values({ activityId, userId, paymentMethod: 'cash', ...extra })
      .returning()
  )[0];
const presenceAudits = (activityId: number, pid: number, field: 'presence_check' | 'card_check' = 'presence_check') =>
  db()
    .select()
    .from(audits)
    .where(and(eq(audits.auditableType, 'Activity'), eq(audits.auditableId, activityId)))
    .then((rows) => rows.filter((r) => `participant_${pid}_${field}` in r.auditedChanges));
const rowOf = async (pid: number) => (await db().select().from(activityParticipants).where(eq(activityParticipants.id, pid)))[0];

describe('the entry code', () => {
  it('is bound to the participation and the activity, and only this secret makes it', () => {
    const code = checkInCode(secret(), 12345, 678);
    expect(code).toMatch(/^SD1\.[0-9A-Z]+\.[0-9A-Z]+\.[A-Z2-7]{16}$/);
    expect(code.length).toBeLessThanOrEqual(CHECK_IN_CODE_MAX);
    expect(readCheckInCode(secret(), code)).toEqual({ participationId: 12345, activityId: 678 });
    expect(readCheckInCode(secret(), ` ${code.toLowerCase()} `)).toEqual({ participationId: 12345, activityId: 678 });
    expect(readCheckInCode('another secret', code)).toBeNull();
    const [prefix, pid, , mac] = code.split('.');
    expect(readCheckInCode(secret(), [prefix, pid, (679).toString(36), mac].join('.'))).toBeNull();
    expect(readCheckInCode(secret(), code.slice(0, -1) + (code.endsWith('A') ? 'B' : 'A'))).toBeNull();
    for (const junk of ['', 'SD1', 'SD1...', 'SD1.0.1.AAAAAAAAAAAAAAAA', 'SD1.ZZZZZZZZZZZZ.1.AAAAAAAAAAAAAAAA', 'ABC.1.1.A'])
      expect(readCheckInCode(secret(), junk)).toBeNull();
  });
});

describe('POST admin/activities/:id/check_in', () => {
  it('marks the player present once; a second scan is 200 "Gracz już obecny" and writes nothing', async () => {
    const a = await insertRunActivity(db(), cat, {}, 120);
    const p = await insertPlayer(db());
    const entry = await enrolRow(a.id, p.id);
    const code = checkInCode(secret(), entry.id, a.id);
    const first = await scan(a.id, code);
    expect(first.statusCode, first.body).toBe(200);
    expect(body<CheckInResult>(first).data).toMatchObject({
      already_present: false,
      message: checkInMsg.present,
      card: null,
      participant: { id: entry.id, presence_check: true, card_check: false },
    });
    expect((await rowOf(entry.id)).presenceCheck).toBe(true);
    expect(await presenceAudits(a.id, entry.id)).toHaveLength(1);
    const updatedAt = (await rowOf(entry.id)).updatedAt;
    const again = await scan(a.id, code.toLowerCase());
    expect(again.statusCode, again.body).toBe(200);
    expect(body<CheckInResult>(again).data).toMatchObject({ already_present: true, message: checkInMsg.alreadyPresent });
    expect(await presenceAudits(a.id, entry.id)).toHaveLength(1);
    expect((await rowOf(entry.id)).updatedAt).toEqual(updatedAt);
  });

  it('refuses a code of another activity, a forged code, a reserve place and a cancelled activity with 422', async () => {
    const a = await insertRunActivity(db(), cat, {}, 120);
    const b = await insertRunActivity(db(), cat, {}, 120);
    const p = await insertPlayer(db());
    const onB = await enrolRow(b.id, p.id);
    const other = await scan(a.id, checkInCode(secret(), onB.id, b.id));
    expect(other.statusCode).toBe(422);
    expect(body(other).error).toMatchObject({
      code: 'BUSINESS_RULE',
      message: checkInMsg.otherActivity,
      fields: { code: checkInMsg.otherActivity },
    });
    // A participation id of activity B with activity A's id and a mac made up: forged.
    for (const forged of [
      `SD1.${onB.id.toString(36)}.${a.id.toString(36)}.AAAAAAAAAAAAAAAA`,
      checkInCode('not the app secret', onB.id, a.id),
      'SD1.not.a.code',
      'https://example.pl/?kod=1',
    ]) {
      const r = await scan(a.id, forged);
      expect(r.statusCode, forged).toBe(422);
      expect(body(r).error.message).toBe(checkInMsg.forged);
    }
    // A genuine code of a place on the reserve list.
    const reserve = await enrolRow(a.id, (await insertPlayer(db())).id, { reserve: true });
    const r = await scan(a.id, checkInCode(secret(), reserve.id, a.id));
    expect(r.statusCode).toBe(422);
    expect(body(r).error.message).toBe(checkInMsg.notOnList);
    expect((await rowOf(reserve.id)).presenceCheck).toBe(false);
    const canceledEntry = await enrolRow(b.id, (await insertPlayer(db())).id);
    await db().update(activities).set({ canceled: true }).where(eq(activities.id, b.id));
    const c = await scan(b.id, checkInCode(secret(), canceledEntry.id, b.id));
    expect(c.statusCode).toBe(422);
    expect(body(c).error.message).toBe(checkInMsg.canceled);
    expect((await rowOf(onB.id)).presenceCheck).toBe(false);
  });

  it('answers 404 for an activity that does not exist', async () => {
    const r = await scan(2_000_000_000, checkInCode(secret(), 1, 2_000_000_000));
    expect(r.statusCode).toBe(404);
  });

  it('a player who resigned and booked again has a new code; the old one is refused', async () => {
    const a = await insertRunActivity(db(), cat, {}, 120);
    const p = await insertPlayer(db());
    const old = await enrolRow(a.id, p.id);
    const oldCode = checkInCode(secret(), old.id, a.id);
    await db().delete(activityParticipants).where(eq(activityParticipants.id, old.id));
    const again = await enrolRow(a.id, p.id);
    const newCode = checkInCode(secret(), again.id, a.id);
    expect(newCode).not.toBe(oldCode);
    const refused = await scan(a.id, oldCode);
    expect(refused.statusCode).toBe(422);
    expect(body(refused).error.message).toBe(checkInMsg.notOnList);
    expect((await scan(a.id, newCode)).statusCode).toBe(200);
  });

  it('works in the 15 minutes after the start, which the staff PATCH is refused in', async () => {
    const a = await insertRunActivity(db(), cat, {}, -5);
    const entry = await enrolRow(a.id, (await insertPlayer(db())).id);
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v2/admin/activities/${a.id}/participants/${entry.id}`,
      headers,
      payload: { participant: { presence_check: true } },
    });
    expect(patch.statusCode).toBe(422);
    expect(body(patch).error.message).toBe(participantMsg.attendanceWindow);
    const r = await scan(a.id, checkInCode(secret(), entry.id, a.id));
    expect(r.statusCode, r.body).toBe(200);
    expect((await rowOf(entry.id)).presenceCheck).toBe(true);
  });

  it('checks a Benefit payer’s saved card once and ticks the card check; 20 parallel scans make one presence', async () => {
    const a = await insertRunActivity(db(), cat, {}, 120);
    const p = await insertPlayer(db());
    await db().update(users).set({ benefitId: '1234567890', firstLine: 'JAN', secondLine: 'KOWALSKI' }).where(eq(users.id, p.id));
    const entry = await enrolRow(a.id, p.id, { paymentMethod: 'benefit' });
    const code = checkInCode(secret(), entry.id, a.id);
    const replies = await Promise.all(Array.from({ length: 20 }, () => scan(a.id, code)));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const results = replies.map((r) => body<CheckInResult>(r).data);
    const first = results.filter((r) => !r.already_present);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ message: checkInMsg.present, card: { checked: true, active: true, text: 'Karta aktywna' } });
    expect(results.filter((r) => r.already_present && r.message === checkInMsg.alreadyPresent)).toHaveLength(19);
    expect(results.every((r) => (r.already_present ? r.card === null : true))).toBe(true);
    expect(await presenceAudits(a.id, entry.id)).toHaveLength(1);
    expect(await presenceAudits(a.id, entry.id, 'card_check')).toHaveLength(1);
    const row = await rowOf(entry.id);
    expect({ presence: row.presenceCheck, card: row.cardCheck }).toEqual({ presence: true, card: true });
    const cardAudits = await db()
      .select()
      .from(audits)
      .where(and(eq(audits.auditableType, 'User'), eq(audits.auditableId, p.id), eq(audits.comment, msg.cardChecked)));
    expect(cardAudits).toHaveLength(1);
    expect((await db().select().from(users).where(eq(users.id, p.id)))[0].benefitStatusTtl).not.toBeNull();
  });

  it('leaves the card unticked for an inactive FitProfit card or none saved, and says so', async () => {
    const a = await insertRunActivity(db(), cat, {}, 120);
    const inactive = await insertPlayer(db());
    await db().update(users).set({ fitprofitId: '0001112223' }).where(eq(users.id, inactive.id));
    const e1 = await enrolRow(a.id, inactive.id, { paymentMethod: 'fitprofit' });
    const r1 = body<CheckInResult>(await scan(a.id, checkInCode(secret(), e1.id, a.id))).data;
    expect(r1).toMatchObject({ already_present: false, card: { checked: true, active: false } });
    expect((await rowOf(e1.id)).cardCheck).toBe(false);
    const none = await insertPlayer(db());
    const e2 = await enrolRow(a.id, none.id, { paymentMethod: 'benefit' });
    const r2 = body<CheckInResult>(await scan(a.id, checkInCode(secret(), e2.id, a.id))).data;
    expect(r2.card).toEqual({ checked: false, active: false, text: checkInMsg.noSavedCard });
    expect((await rowOf(e2.id)).presenceCheck).toBe(true);
  });

  it('needs admin_role_activities before the body is read, and bounds the code', async () => {
    const a = await insertRunActivity(db(), cat, {}, 120);
    expect(
      (await ctx.app.inject({ method: 'POST', url: `/api/v2/admin/activities/${a.id}/check_in`, payload: 'x' })).statusCode,
    ).toBe(401);
    const player = await signedInUser(ctx.app, []);
    const forbidden = await ctx.app.inject({
      method: 'POST',
      url: `/api/v2/admin/activities/${a.id}/check_in`,
      headers: { ...player.headers, 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(forbidden.statusCode).toBe(403);
    const long = await scan(a.id, `SD1.${'A'.repeat(CHECK_IN_CODE_MAX)}`);
    expect(long.statusCode).toBe(400);
    expect(body(long).error.fields).toEqual({ code: msg.tooLong });
    const missing = await scan(a.id, undefined);
    expect(missing.statusCode).toBe(400);
    expect(body(missing).error.fields).toEqual({ code: msg.required });
    expect((await scan(a.id, 42)).statusCode).toBe(400);
  });
});

describe('the code in "Moje zapisy"', () => {
  it('is given for the player’s own main-list places only, and checks them in', async () => {
    const player = await signedInUser(ctx.app, []);
    const a = await insertRunActivity(db(), cat, {}, 120);
    const b = await insertRunActivity(db(), cat, {}, 180);
    const main = await enrolRow(a.id, player.user.id);
    await enrolRow(b.id, player.user.id, { reserve: true });
    await enrolRow(a.id, (await insertPlayer(db())).id);
    const r = await ctx.app.inject({ method: 'GET', url: '/api/v2/users/current/participations', headers: player.headers });
    expect(r.statusCode, r.body).toBe(200);
    const rows = body<ListReply<PlayerBooking>>(r).data.rows;
    expect(rows).toHaveLength(2);
    const own = rows.find((x) => x.id === main.id)!;
    expect(own.check_in_code).toBe(checkInCode(secret(), main.id, a.id));
    expect(rows.find((x) => x.id !== main.id)!.check_in_code).toBeNull();
    expect((await scan(a.id, own.check_in_code)).statusCode).toBe(200);
  });
});
