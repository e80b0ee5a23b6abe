import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { benefitMsg, msg, type BenefitEntry, type ListReply, type Participant } from '@sportdesk/contract';
import { audits, benefitEntries, systemEvents } from '../../db/schema/index';
import { body, createTestApp, signedInUser, type TestContext } from '../../test/app';
import { seedCatalogue, type Catalogue } from '../activities/test-fixtures';
import { activityOn, addParticipant, playerWithCard } from './test-fixtures';

let ctx: TestContext;
let headers: { authorization: string };
let cat: Catalogue;
let organizerId: number;
let participantsHeaders: { authorization: string };

beforeAll(async () => {
  ctx = await createTestApp();
  ({ headers } = await signedInUser(ctx.app, ['admin_role_benefit_entries']));
  ({ headers: participantsHeaders } = await signedInUser(ctx.app, ['admin_role_activities']));
  cat = await seedCatalogue(ctx.database.db);
  organizerId = (await signedInUser(ctx.app, ['user_role_organizer_type_3'])).user.id;
});
afterAll(() => ctx.close());

/**
 * Rows of one test's own: an activity with two card holders on its list and one on the reserve list, and a
 * second activity the first player is on. Each test makes its scene, so none reads another test's writes.
 */
async function scene() {
  const db = ctx.database.db;
  const activityId = await activityOn(db, cat, '2026-11-20', organizerId, 'Siatkówka wieczorna');
  const otherActivityId = await activityOn(db, cat, '2026-11-21', organizerId, 'Piłka nożna');
  const playerId = await playerWithCard(db, 'CARD-1', { firstName: 'Anna', lastName: 'Nowak' });
  const secondPlayerId = await playerWithCard(db, 'CARD-2');
  const reservePlayerId = await playerWithCard(db, null);
  await addParticipant(db, activityId, playerId);
  await addParticipant(db, activityId, secondPlayerId);
  await addParticipant(db, activityId, reservePlayerId, true);
  await addParticipant(db, otherActivityId, playerId);
  return { activityId, otherActivityId, playerId, secondPlayerId, reservePlayerId };
}

const url = '/api/v2/admin/benefit_entries';
const create = (benefit_entry: Record<string, unknown>, h = headers) =>
  ctx.app.inject({ method: 'POST', url, headers: h, payload: { benefit_entry } });
const patch = (id: number, benefit_entry: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PATCH', url: `${url}/${id}`, headers, payload: { benefit_entry } });
const list = async (query: string) =>
  body<ListReply<BenefitEntry>>(await ctx.app.inject({ method: 'GET', url: `${url}?${query}`, headers })).data;
const eventsOf = (targetId: number) =>
  ctx.database.db
    .select()
    .from(systemEvents)
    .where(and(eq(systemEvents.eventType, 'benefit_change'), eq(systemEvents.targetableId, targetId)));

describe('admin/benefit_entries: create and edit', () => {
  /** A scene of the test's own with its manual entry: the first player on the first activity, unconfirmed. */
  async function withEntry(fields: Record<string, unknown> = { report_type: 'paper', notes: 'Lista papierowa' }) {
    const s = await scene();
    const response = await create({
      activity_id: s.activityId,
      user_id: s.playerId,
      date_played: '2026-11-20',
      organizer_id: organizerId,
      ...fields,
    });
    expect(response.statusCode, response.body).toBe(201);
    return { ...s, entry: body<BenefitEntry>(response).data };
  }

  it('requires activity, user, date played and type (Pole Wymagane)', async () => {
    const { activityId, playerId } = await scene();
    const response = await create({});
    expect(response.statusCode).toBe(400);
    expect(body(response).error.fields).toEqual({
      activity_id: msg.required,
      user_id: msg.required,
      date_played: msg.required,
      report_type: msg.required,
    });
    const badType = await create({ activity_id: activityId, user_id: playerId, date_played: '2026-11-20', report_type: 'fax' });
    expect(badType.statusCode).toBe(400);
    const badDate = await create({ activity_id: activityId, user_id: playerId, date_played: '2026-02-30', report_type: 'paper' });
    expect(body(badDate).error.fields).toEqual({ date_played: msg.dateFormat });
  });

  it('creates a manual entry with a generated uuid, audited, linked to the participation', async () => {
    const { activityId, playerId } = await scene();
    const response = await create({
      activity_id: activityId,
      user_id: playerId,
      date_played: '2026-11-20',
      report_type: 'paper',
      organizer_id: organizerId,
      notes: 'Lista papierowa',
    });
    expect(response.statusCode, response.body).toBe(201);
    const entry = body<BenefitEntry>(response).data;
    expect(entry).toMatchObject({
      activity_id: activityId,
      activity: { id: activityId, label: 'Siatkówka wieczorna (20.11.2026)' },
      user_id: playerId,
      user: { id: playerId, label: 'Anna Nowak' },
      organizer_id: organizerId,
      report_type: 'paper',
      confirmed: false,
      rejected: false,
      notes: 'Lista papierowa',
      date_played: '2026-11-20',
    });
    expect(entry.uuid).toMatch(/^[0-9a-f-]{36}$/);
    const [audit] = await ctx.database.db
      .select()
      .from(audits)
      .where(and(eq(audits.auditableType, 'BenefitEntry'), eq(audits.auditableId, entry.id)));
    expect(audit.action).toBe('create');
    expect(audit.auditedChanges).toMatchObject({
      activity_id: [null, activityId],
      user_id: [null, playerId],
      report_type: [null, 'paper'],
    });
  });

  it('shows the entry on the participation, in the activity list and the user list', async () => {
    const { activityId, playerId, secondPlayerId, entry } = await withEntry();
    const participants = body<ListReply<Participant>>(
      await ctx.app.inject({
        method: 'GET',
        url: `/api/v2/admin/activities/${activityId}/participants`,
        headers: participantsHeaders,
      }),
    ).data.rows;
    expect(participants.find((p) => p.user.id === playerId)?.benefit_entry).toEqual({ id: entry.id, confirmed: false });
    expect(participants.find((p) => p.user.id === secondPlayerId)?.benefit_entry).toBeNull();
    expect((await list(`with_activity_id=${activityId}`)).rows.map((r) => r.id)).toEqual([entry.id]);
    expect((await list(`with_user_id=${playerId}`)).rows.map((r) => r.id)).toEqual([entry.id]);
    expect((await list(`with_user_id=${secondPlayerId}`)).total).toBe(0);
  });

  it('refuses a second entry for the same participation and a player who is not on the list', async () => {
    const { activityId, otherActivityId, playerId, secondPlayerId, reservePlayerId, entry } = await withEntry();
    const second = await create({
      activity_id: activityId,
      user_id: playerId,
      date_played: '2026-11-20',
      report_type: 'terminal',
    });
    expect(second.statusCode).toBe(409);
    expect(body(second).error.fields).toEqual({ user_id: benefitMsg.participationTaken(entry.id) });
    const reserve = await create({
      activity_id: activityId,
      user_id: reservePlayerId,
      date_played: '2026-11-20',
      report_type: 'terminal',
    });
    expect(reserve.statusCode).toBe(422);
    expect(body(reserve).error.fields).toEqual({ user_id: benefitMsg.notParticipant });
    const elsewhere = await create({
      activity_id: otherActivityId,
      user_id: secondPlayerId,
      date_played: '2026-11-21',
      report_type: 'terminal',
    });
    expect(body(elsewhere).error.fields).toEqual({ user_id: benefitMsg.notParticipant });
    const unknown = await create({ activity_id: 999999, user_id: playerId, date_played: '2026-11-20', report_type: 'terminal' });
    expect(unknown.statusCode).toBe(422);
    expect(body(unknown).error.fields).toEqual({ activity_id: benefitMsg.unknownActivity });
    // moving another entry onto a taken participation is refused too
    const other = body<BenefitEntry>(
      await create({ activity_id: otherActivityId, user_id: playerId, date_played: '2026-11-21', report_type: 'system' }),
    ).data;
    const clash = await patch(other.id, { activity_id: activityId });
    expect(clash.statusCode).toBe(409);
    expect(body(clash).error.fields).toEqual({ user_id: benefitMsg.participationTaken(entry.id) });
  });

  it('edits the fields while unconfirmed, without a system event', async () => {
    const { activityId, secondPlayerId, entry } = await withEntry();
    const response = await patch(entry.id, { user_id: secondPlayerId, report_type: 'terminal', notes: '' });
    expect(response.statusCode, response.body).toBe(200);
    expect(body<BenefitEntry>(response).data).toMatchObject({ user_id: secondPlayerId, report_type: 'terminal', notes: null });
    expect(await eventsOf(activityId)).toHaveLength(0);
  });

  it('locks activity, player, organiser, rejected and type once confirmed, and unlocks when unconfirmed', async () => {
    const { activityId, otherActivityId, playerId, secondPlayerId, entry } = await withEntry({ report_type: 'terminal' });
    const confirmed = await patch(entry.id, { confirmed: true });
    expect(body<BenefitEntry>(confirmed).data.confirmed).toBe(true);
    expect(await eventsOf(activityId)).toHaveLength(0);
    const locked = await patch(entry.id, {
      activity_id: otherActivityId,
      user_id: secondPlayerId,
      organizer_id: null,
      rejected: true,
      report_type: 'system',
    });
    expect(locked.statusCode).toBe(422);
    expect(body(locked).error.fields).toEqual({
      activity_id: benefitMsg.locked,
      user_id: benefitMsg.locked,
      organizer_id: benefitMsg.locked,
      rejected: benefitMsg.locked,
      report_type: benefitMsg.locked,
    });
    expect((await patch(entry.id, { rejected: true })).statusCode).toBe(422);
    // sending the same values is no change, so it is not refused
    expect((await patch(entry.id, { report_type: 'terminal', user_id: playerId })).statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(benefitEntries).where(eq(benefitEntries.id, entry.id));
    expect(row).toMatchObject({ rejected: false, reportType: 'terminal', confirmed: true, userId: playerId });
    const participants = body<ListReply<Participant>>(
      await ctx.app.inject({
        method: 'GET',
        url: `/api/v2/admin/activities/${activityId}/participants`,
        headers: participantsHeaders,
      }),
    ).data.rows;
    expect(participants.find((p) => p.user.id === playerId)?.benefit_entry).toEqual({ id: entry.id, confirmed: true });

    // unconfirming and rejecting in one request is allowed, and raises a benefit_change event
    const unlocked = await patch(entry.id, { confirmed: false, rejected: true });
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    expect(body<BenefitEntry>(unlocked).data).toMatchObject({ confirmed: false, rejected: true });
    const events = await eventsOf(activityId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ targetableType: 'Activity', eventStatus: 'opened' });
    expect(events[0].message).toContain(`Odrzucono zatwierdzony wpis Benefit #${entry.id}`);
    // unconfirmed now: the fields are free again, and no event
    expect((await patch(entry.id, { report_type: 'system', rejected: false })).statusCode).toBe(200);
    expect(await eventsOf(activityId)).toHaveLength(1);
  });

  it('raises benefit_change when a confirmed entry changes (notes)', async () => {
    const { activityId, playerId, entry } = await withEntry();
    await patch(entry.id, { confirmed: true });
    expect(await eventsOf(activityId)).toHaveLength(0);
    expect((await patch(entry.id, { notes: 'Poprawka' })).statusCode).toBe(200);
    const events = await eventsOf(activityId);
    expect(events).toHaveLength(1);
    expect(events[0].message).toContain('notatki');
    const history = await ctx.database.db
      .select()
      .from(audits)
      .where(and(eq(audits.auditableType, 'BenefitEntry'), eq(audits.auditableId, entry.id)));
    // The creation, the confirmation and the notes.
    expect(history.length).toBeGreaterThanOrEqual(3);
    // 'Historia zmian' filters by the new record type and names the entry and its activity and player
    const auditor = await signedInUser(ctx.app, ['admin_role_audit']);
    const audited = body<ListReply<{ auditable_id: number; record_labels: Record<string, string> }>>(
      await ctx.app.inject({
        method: 'GET',
        url: `/api/v2/admin/audits?with_auditable_type=BenefitEntry&with_auditable_id=${entry.id}&limit=50`,
        headers: auditor.headers,
      }),
    ).data;
    expect(audited.total).toBe(history.length);
    const created = audited.rows.at(-1)!;
    expect(created.record_labels[`BenefitEntry:${entry.id}`]).toBe(`20.11.2026 · ${entry.uuid}`);
    expect(created.record_labels[`Activity:${activityId}`]).toBeTruthy();
    expect(created.record_labels[`User:${playerId}`]).toBe('Anna Nowak');
  });

  it('answers 404 for a missing entry and 403 without the role', async () => {
    const { activityId } = await scene();
    expect((await patch(987654, { notes: 'x' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `${url}/987654`, headers })).statusCode).toBe(404);
    const other = await signedInUser(ctx.app, ['admin_role_users']);
    expect((await ctx.app.inject({ method: 'GET', url, headers: other.headers })).statusCode).toBe(403);
    expect((await create({ activity_id: activityId }, other.headers)).statusCode).toBe(403);
  });
});

describe('admin/benefit_entries: list filters', () => {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    const db = ctx.database.db;
    const rows = await db
      .insert(benefitEntries)
      .values([
        {
          uuid: 'FLT-1',
          datePlayed: '2026-10-01',
          playerCardNo: 'ABC-111',
          facilityId: 'FAC-9',
          facilityName: 'Hala Ursynów',
          reportType: 'terminal',
        },
        {
          uuid: 'FLT-2',
          datePlayed: '2026-10-05',
          playerCardNo: 'ABC-222',
          facilityId: 'FAC-7',
          facilityName: 'Orlik Wola',
          reportType: 'terminal',
          rejected: true,
        },
        {
          uuid: 'FLT-3',
          datePlayed: '2026-10-09',
          playerCardNo: 'XYZ-333',
          facilityName: 'Hala Ursynów',
          reportType: 'paper',
          organizerId,
          confirmed: true,
        },
      ])
      .returning({ id: benefitEntries.id, uuid: benefitEntries.uuid });
    for (const r of rows) ids[r.uuid] = r.id;
  });
  const uuids = async (query: string) => (await list(`with_uuid=FLT-&${query}`)).rows.map((r) => r.uuid).sort();

  it('filters by every field of the filter bar', async () => {
    expect(await uuids('')).toEqual(['FLT-1', 'FLT-2', 'FLT-3']);
    expect(await uuids(`with_id=${ids['FLT-2']}`)).toEqual(['FLT-2']);
    expect(await uuids('with_report_type=paper')).toEqual(['FLT-3']);
    expect(await uuids('with_confirmed=true')).toEqual(['FLT-3']);
    expect(await uuids('with_confirmed=false')).toEqual(['FLT-1', 'FLT-2']);
    expect(await uuids('with_rejected=true')).toEqual(['FLT-2']);
    expect(await uuids('with_date_played_greater=2026-10-02&with_date_played_less=2026-10-09')).toEqual(['FLT-2', 'FLT-3']);
    expect(await uuids('with_player_card_no=abc')).toEqual(['FLT-1', 'FLT-2']);
    expect(await uuids('with_facility=FAC-7')).toEqual(['FLT-2']);
    expect(await uuids('with_facility=ursyn')).toEqual(['FLT-1', 'FLT-3']);
    expect(await uuids(`with_organizer_id=${organizerId}`)).toEqual(['FLT-3']);
    expect(await uuids('with_assigned=false')).toEqual(['FLT-1', 'FLT-2', 'FLT-3']);
    expect((await list('with_assigned=true')).rows.every((r) => r.activity_id && r.user_id)).toBe(true);
  });

  it('pages 25 at a time, newest first, and refuses bad filters', async () => {
    const db = ctx.database.db;
    await db.insert(benefitEntries).values(Array.from({ length: 30 }, (_, i) => ({ uuid: `P-${i}`, datePlayed: '2026-09-01' })));
    const first = await list('with_uuid=P-');
    expect(first.rows).toHaveLength(25);
    expect(first.total).toBe(30);
    const byDate = await list('order=date_played&order_dir=asc&limit=1');
    expect(byDate.rows[0].date_played).toBe('2026-09-01');
    const bad = await ctx.app.inject({ method: 'GET', url: `${url}?with_date_played_greater=2026-1-1`, headers });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).error.fields).toEqual({ with_date_played_greater: msg.dateFormat });
    expect((await ctx.app.inject({ method: 'GET', url: `${url}?with_report_type=fax`, headers })).statusCode).toBe(400);
  });
});
