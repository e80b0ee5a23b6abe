// @clock-dependent: age on the activity's day and the attendance window.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import {
  msg,
  participantMsg,
  type ActivitySummary,
  type ListReply,
  type Participant,
  type ParticipantAddResult,
} from '@sportdesk/contract';
import { activities, audits, outboxMessages, systemEvents, transactions, users, userSportLevels } from '../../db/schema/index';
import { body, createTestApp, signedInUser, type TestContext } from '../../test/app';
import { seedCatalogue, validActivity, type Catalogue } from '../activities/test-fixtures';
import { applyBulkPatch } from '../activities/bulk';
import { addCoordinatorRow, insertPlayer, insertRunActivity } from './test-fixtures';
import { sendListToCoordinators } from './summary';

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
const add = (activityId: number, participant: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: base(activityId), headers, payload: { participant } });
const patch = (activityId: number, pid: number, participant: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PATCH', url: `${base(activityId)}/${pid}`, headers, payload: { participant } });
const remove = (activityId: number, pid: number, costs = false) =>
  ctx.app.inject({ method: 'DELETE', url: `${base(activityId)}/${pid}?costs=${costs}`, headers });
const list = async (activityId: number) => {
  const r = await ctx.app.inject({ method: 'GET', url: base(activityId), headers });
  expect(r.statusCode, r.body).toBe(200);
  return body<ListReply<Participant>>(r).data.rows;
};
const added = async (activityId: number, participant: Record<string, unknown>) => {
  const r = await add(activityId, participant);
  expect(r.statusCode, r.body).toBe(201);
  return body<ParticipantAddResult>(r).data;
};
const activityRow = async (id: number) => (await db().select().from(activities).where(eq(activities.id, id)))[0];
const balanceOf = async (id: number) => (await db().select().from(users).where(eq(users.id, id)))[0].accountBalance;
const txOf = (userId: number) => db().select().from(transactions).where(eq(transactions.userId, userId));

describe('participants: add, list, rules', () => {
  it('adds a participant with user details, counts, a system event and an audit row', async () => {
    const a = await insertRunActivity(db(), cat);
    const coordinator = await insertPlayer(db(), { fa: true });
    await addCoordinatorRow(db(), a.id, coordinator.id);
    const result = await added(a.id, { user_id: coordinator.id, comments: 'Kapitan' });
    expect(result.reserve).toBe(false);
    expect(result.message).toBe(msg.added);
    const [p] = await list(a.id);
    expect(p.user).toMatchObject({
      id: coordinator.id,
      first_name: coordinator.firstName,
      phone: '600100200',
      fa: true,
      coordinator: 'yes',
    });
    expect(p).toMatchObject({
      payment_method: 'by_admin',
      presence_check: false,
      card_check: false,
      comments: 'Kapitan',
      transaction: null,
    });
    const row = await activityRow(a.id);
    expect([row.participantsCount, row.faCount]).toEqual([1, 1]);
    const events = await db()
      .select()
      .from(systemEvents)
      .where(and(eq(systemEvents.targetableId, a.id), eq(systemEvents.eventType, 'registered_for_activity')));
    expect(events).toHaveLength(1);
    const auditRows = await db()
      .select()
      .from(audits)
      .where(and(eq(audits.auditableType, 'Activity'), eq(audits.auditableId, a.id), eq(audits.action, 'update')));
    expect(auditRows.at(-1)?.auditedChanges).toMatchObject({ participants_count: [0, 1], fa_count: [0, 1] });
  });

  it('refuses a player already on the list (409) and unknown users (404)', async () => {
    const a = await insertRunActivity(db(), cat);
    const p = await insertPlayer(db());
    await added(a.id, { user_id: p.id });
    const again = await add(a.id, { user_id: p.id });
    expect(again.statusCode).toBe(409);
    expect(body(again).error.message).toBe(msg.basketAlreadyParticipant);
    expect((await add(a.id, { user_id: 999999 })).statusCode).toBe(404);
  });

  it('refuses adding to a past activity (start passed, Europe/Warsaw)', async () => {
    const a = await insertRunActivity(db(), cat, {}, -1);
    const p = await insertPlayer(db());
    const r = await add(a.id, { user_id: p.id });
    expect(r.statusCode).toBe(422);
    expect(body(r).error.message).toBe(participantMsg.pastActivity);
    const soon = await insertRunActivity(db(), cat, {}, 3);
    expect((await add(soon.id, { user_id: p.id })).statusCode).toBe(201);
  });

  it('enforces gender with the messages of docs/spec/part-1.md §8', async () => {
    const males = await insertRunActivity(db(), cat, { gender: 'males' });
    const females = await insertRunActivity(db(), cat, { gender: 'females' });
    const woman = await insertPlayer(db(), { gender: 'female' });
    const man = await insertPlayer(db(), { gender: 'male' });
    expect(body(await add(males.id, { user_id: woman.id })).error.message).toBe(msg.basketGenderMales);
    expect(body(await add(females.id, { user_id: man.id })).error.message).toBe(msg.basketGenderFemales);
    expect((await add(males.id, { user_id: man.id })).statusCode).toBe(201);
    expect((await add(females.id, { user_id: woman.id })).statusCode).toBe(201);
  });

  it('enforces level: equal, min, max and only verified', async () => {
    const p = await insertPlayer(db());
    const none = await insertPlayer(db());
    await db().insert(userSportLevels).values({ userId: p.id, sportId: cat.sportId, level: 'medium', verified: false });
    const lv = (level_required_settings: string, lvValue: string, only = false) =>
      insertRunActivity(db(), cat, {
        verify_lv: true,
        lv: lvValue,
        level_required_settings,
        only_players_with_verified_level: only,
      } as never);
    const equalOther = await lv('equal_level', 'advanced');
    const r = await add(equalOther.id, { user_id: p.id });
    expect(r.statusCode).toBe(422);
    expect(body(r).error.message).toMatch(/^Zajęcia tylko dla graczy na poziomie .+ \(poziom gracza: .+\)$/);
    const noLevel = await add(equalOther.id, { user_id: none.id });
    expect(body(noLevel).error.message).toContain('brak przypisanego poziomu');
    expect((await add((await lv('equal_level', 'medium')).id, { user_id: p.id })).statusCode).toBe(201);
    expect((await add((await lv('min_level', 'beginners')).id, { user_id: p.id })).statusCode).toBe(201);
    expect((await add((await lv('min_level', 'advanced')).id, { user_id: p.id })).statusCode).toBe(422);
    expect((await add((await lv('max_level', 'advanced')).id, { user_id: p.id })).statusCode).toBe(201);
    expect((await add((await lv('max_level', 'beginners')).id, { user_id: p.id })).statusCode).toBe(422);
    const onlyVerified = await lv('equal_level', 'medium', true);
    expect((await add(onlyVerified.id, { user_id: p.id })).statusCode).toBe(422);
    await db().update(userSportLevels).set({ verified: true }).where(eq(userSportLevels.userId, p.id));
    expect((await add(onlyVerified.id, { user_id: p.id })).statusCode).toBe(201);
  });

  it('enforces min_age / max_age from birth_date on the activity day', async () => {
    const a = await insertRunActivity(db(), cat, { min_age: 18, max_age: 30 });
    const year = Number(a.date.slice(0, 4));
    const young = await insertPlayer(db(), { birthDate: `${year - 10}-01-01` });
    const old = await insertPlayer(db(), { birthDate: `${year - 40}-01-01` });
    const fits = await insertPlayer(db(), { birthDate: `${year - 25}-01-01` });
    expect(body(await add(a.id, { user_id: young.id })).error.message).toBe(participantMsg.ageOutOfRange(18, 30));
    expect((await add(a.id, { user_id: old.id })).statusCode).toBe(422);
    expect((await add(a.id, { user_id: fits.id })).statusCode).toBe(201);
  });

  it('a full activity without a reserve list refuses with the free-spots message', async () => {
    const a = await insertRunActivity(db(), cat, { max_players: 3, reserved_spots: 2 });
    await added(a.id, { user_id: (await insertPlayer(db())).id });
    const r = await add(a.id, { user_id: (await insertPlayer(db())).id });
    expect(r.statusCode).toBe(422);
    expect(body(r).error.message).toBe('Brak wystarczającej liczby miejsc (wolnych miejsc: 0)');
  });

  it('answers 403 without admin_role_activities', async () => {
    const other = await signedInUser(ctx.app, ['admin_role_users']);
    const r = await ctx.app.inject({ method: 'GET', url: base(1), headers: other.headers });
    expect(r.statusCode).toBe(403);
  });
});

describe('the 15-minute window (presence, card check, removal)', () => {
  it('locks presence, card check and removal from the start until 15 minutes after it; comments stay editable', async () => {
    const p = await insertPlayer(db());
    const a = await insertRunActivity(db(), cat, {}, 30);
    const { participant } = await added(a.id, { user_id: p.id });
    // Before the start: editable.
    expect((await patch(a.id, participant.id, { presence_check: true })).statusCode).toBe(200);
    // Started 5 minutes ago: inside the window.
    const { date, time } = (await import('./test-fixtures')).warsawWallClock(new Date(Date.now() - 5 * 60_000));
    await db().update(activities).set({ date, startAt: time, stopAt: '23:59' }).where(eq(activities.id, a.id));
    const locked = await patch(a.id, participant.id, { card_check: true });
    expect(locked.statusCode).toBe(422);
    expect(body(locked).error.message).toBe(participantMsg.attendanceWindow);
    expect((await patch(a.id, participant.id, { presence_check: false })).statusCode).toBe(422);
    expect((await remove(a.id, participant.id)).statusCode).toBe(422);
    const comment = await patch(a.id, participant.id, { comments: 'Spóźniony', presence_check: true });
    expect(comment.statusCode, comment.body).toBe(200);
    expect(body<Participant>(comment).data.comments).toBe('Spóźniony');
    // 20 minutes after the start: editable again.
    const later = (await import('./test-fixtures')).warsawWallClock(new Date(Date.now() - 20 * 60_000));
    await db().update(activities).set({ date: later.date, startAt: later.time }).where(eq(activities.id, a.id));
    const checked = await patch(a.id, participant.id, { card_check: true, presence_check: true });
    expect(checked.statusCode).toBe(200);
    expect(body<Participant>(checked).data).toMatchObject({ card_check: true, presence_check: true });
    expect((await remove(a.id, participant.id)).statusCode).toBe(200);
  });
});

describe('costs flag: charging and refunding exactly once', () => {
  it('charges the price through the wallet and refunds it once on removal with costs', async () => {
    const p = await insertPlayer(db(), { balance: 10_000 });
    const a = await insertRunActivity(db(), cat, { price: 25 });
    const { participant } = await added(a.id, { user_id: p.id, costs: true });
    expect(participant).toMatchObject({ payment_method: 'prepaid', costs: true, price: 25 });
    expect(participant.transaction?.status).toBe('paid');
    expect(await balanceOf(p.id)).toBe(7_500);
    const [first, second] = await Promise.all([remove(a.id, participant.id, true), remove(a.id, participant.id, true)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 404]);
    expect(await balanceOf(p.id)).toBe(10_000);
    const rows = await txOf(p.id);
    expect(rows.map((t) => t.transactionType).sort()).toEqual(['buy_activity', 'resign_activity']);
    expect(rows.every((t) => t.mainAfter - t.mainBefore === (t.transactionType === 'buy_activity' ? -2_500 : 2_500))).toBe(true);
  });

  it('removal without costs keeps the money; adding without costs charges nothing', async () => {
    const p = await insertPlayer(db(), { balance: 5_000 });
    const a = await insertRunActivity(db(), cat, { price: 20 });
    const { participant } = await added(a.id, { user_id: p.id, costs: true });
    expect((await remove(a.id, participant.id, false)).statusCode).toBe(200);
    expect(await balanceOf(p.id)).toBe(3_000);
    const free = await added(a.id, { user_id: p.id, costs: false });
    expect(free.participant.payment_method).toBe('by_admin');
    expect(await balanceOf(p.id)).toBe(3_000);
    expect(await txOf(p.id)).toHaveLength(1);
  });

  it('an uncovered charge is refused and writes nothing', async () => {
    const p = await insertPlayer(db(), { balance: 100 });
    const a = await insertRunActivity(db(), cat, { price: 25 });
    const r = await add(a.id, { user_id: p.id, costs: true });
    expect(r.statusCode).toBe(422);
    expect(body(r).error.message).toBe(msg.insufficientBalance);
    expect(await list(a.id)).toHaveLength(0);
    expect((await activityRow(a.id)).participantsCount).toBe(0);
    expect(await txOf(p.id)).toHaveLength(0);
  });
});

describe('reserve list and promotion', () => {
  it('puts players on the reserve list when full and promotes the first when a spot frees (charged, e-mailed, event)', async () => {
    const a = await insertRunActivity(db(), cat, { max_players: 1, reserve_list: true, price: 10 });
    const inList = await insertPlayer(db());
    const poor = await insertPlayer(db(), { balance: 0 });
    const next = await insertPlayer(db(), { balance: 5_000 });
    const last = await insertPlayer(db());
    const first = await added(a.id, { user_id: inList.id });
    const r1 = await added(a.id, { user_id: poor.id, costs: true });
    const r2 = await added(a.id, { user_id: next.id, costs: true });
    await added(a.id, { user_id: last.id });
    expect(r1).toMatchObject({ reserve: true, message: participantMsg.addedToReserve });
    expect(await balanceOf(next.id)).toBe(5_000); // not charged while waiting
    let rows = await list(a.id);
    expect(rows.filter((r) => r.reserve).map((r) => [r.user.id, r.reserve_position])).toEqual([
      [poor.id, 1],
      [next.id, 2],
      [last.id, 3],
    ]);
    expect((await remove(a.id, first.participant.id)).statusCode).toBe(200);
    rows = await list(a.id);
    // The first on the list cannot pay, so stays; the next is promoted and charged.
    expect(rows.filter((r) => !r.reserve).map((r) => r.user.id)).toEqual([next.id]);
    expect(rows.filter((r) => r.reserve).map((r) => r.user.id)).toEqual([poor.id, last.id]);
    expect(r2.participant.id).toBe(rows.find((r) => !r.reserve)!.id);
    expect(await balanceOf(next.id)).toBe(4_000);
    expect((await activityRow(a.id)).participantsCount).toBe(1);
    const mails = await db()
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, (await db().select().from(users).where(eq(users.id, next.id)))[0].email!));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain(participantMsg.promoted);
    const events = await db()
      .select()
      .from(systemEvents)
      .where(and(eq(systemEvents.targetableId, a.id), eq(systemEvents.eventType, 'registered_for_activity')));
    expect(events.some((e) => e.message.includes('z listy rezerwowej'))).toBe(true);
    const resign = await db()
      .select()
      .from(systemEvents)
      .where(and(eq(systemEvents.targetableId, a.id), eq(systemEvents.eventType, 'resign_from_activity')));
    expect(resign).toHaveLength(1);
  });
});

describe('promotion when an edit frees spots', () => {
  it('raising max_players moves the reserve list up in order, charging and e-mailing; the bulk edit too', async () => {
    const extra = { max_players: 1, min_players: 1, reserved_spots: 0, reserve_list: true, price: 10 };
    const a = await insertRunActivity(db(), cat, extra);
    const players = [await insertPlayer(db()), await insertPlayer(db(), { balance: 2_000 }), await insertPlayer(db())];
    await added(a.id, { user_id: players[0].id });
    await added(a.id, { user_id: players[1].id, costs: true });
    await added(a.id, { user_id: players[2].id });

    const edit = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v2/admin/activities/${a.id}`,
      headers,
      payload: { activity: validActivity(cat, { ...extra, max_players: 2 }) },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    let rows = await list(a.id);
    expect(rows.filter((r) => !r.reserve).map((r) => r.user.id)).toEqual([players[0].id, players[1].id]);
    expect(rows.filter((r) => r.reserve).map((r) => r.user.id)).toEqual([players[2].id]);
    expect(await balanceOf(players[1].id)).toBe(1_000);
    expect((await activityRow(a.id)).participantsCount).toBe(2);
    const mails = await db().select().from(outboxMessages).where(eq(outboxMessages.recipient, players[1].email!));
    expect(mails.map((m) => m.subject)).toEqual([expect.stringContaining(participantMsg.promoted)]);

    // The bulk edit frees spots the same way.
    await applyBulkPatch(ctx.app.deps, a.id, { max_players: 3 }, null);
    rows = await list(a.id);
    expect(rows.filter((r) => r.reserve)).toEqual([]);
    expect((await activityRow(a.id)).participantsCount).toBe(3);
  });
});

describe('the race: 50 players for the last 3 spots', () => {
  it('lets exactly 3 in, the rest wait in order, and every charge is taken exactly once', async () => {
    const a = await insertRunActivity(db(), cat, { max_players: 10, reserved_spots: 7, reserve_list: true, price: 15 });
    const players = [];
    for (let i = 0; i < 50; i++) players.push(await insertPlayer(db(), { balance: 10_000 }));
    const replies = await Promise.all(players.map((p) => add(a.id, { user_id: p.id, costs: true })));
    expect(replies.every((r) => r.statusCode === 201)).toBe(true);
    const results = replies.map((r) => body<ParticipantAddResult>(r).data);
    expect(results.filter((r) => !r.reserve)).toHaveLength(3);
    const rows = await list(a.id);
    const inList = rows.filter((r) => !r.reserve);
    const reserve = rows.filter((r) => r.reserve);
    expect(inList).toHaveLength(3);
    expect(reserve).toHaveLength(47);
    expect(reserve.map((r) => r.reserve_position)).toEqual(Array.from({ length: 47 }, (_, i) => i + 1));
    // Order of the reserve list = order of joining.
    const created = reserve.map((r) => Date.parse(r.created_at));
    expect([...created].sort((x, y) => x - y)).toEqual(created);
    expect((await activityRow(a.id)).participantsCount).toBe(3);
    // Money: only the 3 were charged, once each.
    const ids = players.map((p) => p.id);
    const txs = await db().select().from(transactions).where(inArray(transactions.userId, ids));
    expect(txs).toHaveLength(3);
    expect(new Set(txs.map((t) => t.userId))).toEqual(new Set(inList.map((r) => r.user.id)));
    const balances = await db().select({ id: users.id, b: users.accountBalance }).from(users).where(inArray(users.id, ids));
    expect(balances.reduce((s, b) => s + b.b, 0)).toBe(50 * 10_000 - 3 * 1_500);
  }, 60_000);
});

describe('removals racing with adds', () => {
  it('never deadlocks or loses a spot: counts match the list, each promoted player charged once', async () => {
    const a = await insertRunActivity(db(), cat, { max_players: 5, reserve_list: true, price: 10 });
    const first = [];
    for (let i = 0; i < 5; i++)
      first.push((await added(a.id, { user_id: (await insertPlayer(db(), { balance: 5_000 })).id, costs: true })).participant);
    const waiting = [];
    for (let i = 0; i < 5; i++) waiting.push(await insertPlayer(db(), { balance: 5_000 }));
    for (const w of waiting.slice(0, 2)) await added(a.id, { user_id: w.id, costs: true });
    const replies = await Promise.all([
      ...first.slice(0, 3).map((p) => remove(a.id, p.id, true)),
      ...waiting.slice(2).map((w) => add(a.id, { user_id: w.id, costs: true })),
    ]);
    expect(replies.map((r) => r.statusCode).filter((c) => c >= 500)).toEqual([]);
    const rows = await list(a.id);
    const inList = rows.filter((r) => !r.reserve);
    expect(inList).toHaveLength(5);
    expect((await activityRow(a.id)).participantsCount).toBe(5);
    // Everyone on the list paid exactly once (net), everyone removed or waiting paid nothing (net).
    for (const p of [...first, ...waiting.map((w) => ({ user: { id: w.id } }))]) {
      const onList = inList.some((r) => r.user.id === p.user.id);
      expect(await balanceOf(p.user.id), `user ${p.user.id}`).toBe(onList ? 4_000 : 5_000);
    }
  }, 60_000);
});

describe('list verification, summary, send_list', () => {
  it('confirm_list sets list_verified and list_verified_at; check_list sets list_checked', async () => {
    const a = await insertRunActivity(db(), cat);
    const confirm = await ctx.app.inject({
      method: 'POST',
      url: `/api/v2/admin/activities/${a.id}/confirm_list`,
      headers,
      payload: { list_verified: true },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(body<ActivitySummary>(confirm).data.list_verified).toBe(true);
    const row = await activityRow(a.id);
    expect(row.listVerified).toBe(true);
    expect(row.listVerifiedAt).toBeInstanceOf(Date);
    const check = await ctx.app.inject({
      method: 'POST',
      url: `/api/v2/admin/activities/${a.id}/check_list`,
      headers,
      payload: { list_checked: true },
    });
    expect(check.statusCode).toBe(200);
    expect((await activityRow(a.id)).listChecked).toBe(true);
  });

  it('edit_summary stores counts, final_price, note and verified_by_admin; computed counts before saving', async () => {
    const a = await insertRunActivity(db(), cat);
    await added(a.id, { user_id: (await insertPlayer(db())).id });
    const url = `/api/v2/admin/activities/${a.id}`;
    const before = body<ActivitySummary>(await ctx.app.inject({ method: 'GET', url: `${url}/summary`, headers })).data;
    expect(before).toMatchObject({ saved: false, all_participants_count: 1, final_price: null });
    const payload = {
      activity: {
        all_participants_count: 12,
        online_paid_participants_count: 3,
        cash_paid_participants_count: 2,
        benefit_paid_participants_count: 4,
        ok_system_paid_participants_count: 1,
        fitprofit_paid_participants_count: 2,
        benefit_paid_participants_verified: 3,
        fitprofit_paid_participants_verified: 2,
        final_price: 240.5,
        summary_note: 'Wszystko OK',
        verified_by_admin: true,
      },
    };
    const r = await ctx.app.inject({ method: 'POST', url: `${url}/edit_summary`, headers, payload });
    expect(r.statusCode, r.body).toBe(200);
    expect(body<ActivitySummary>(r).data).toMatchObject({ ...payload.activity, saved: true });
    const bad = await ctx.app.inject({
      method: 'POST',
      url: `${url}/edit_summary`,
      headers,
      payload: { activity: { ...payload.activity, cash_paid_participants_count: -1 } },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('send_list e-mails the list to every coordinator (job handler)', async () => {
    const a = await insertRunActivity(db(), cat);
    const coordinator = await insertPlayer(db());
    await addCoordinatorRow(db(), a.id, coordinator.id);
    const p = await insertPlayer(db(), { firstName: 'Zenon', lastName: 'Listowy' });
    await added(a.id, { user_id: p.id });
    const result = await sendListToCoordinators(ctx.app.deps, a.id);
    expect(result).toEqual({ sent: 1, participants: 1 });
    const [mail] = await db().select().from(outboxMessages).where(eq(outboxMessages.recipient, coordinator.email!));
    expect(mail.body).toContain('Zenon Listowy');
  });
});
