import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { msg, settlementMsg, type Settlement } from '@sportdesk/contract';
import { activities, activityParticipants, appSettings, benefitEntries, users } from '../../db/schema/index';
import { body, createTestApp, signedInUser, type TestContext } from '../../test/app';
import { seedCatalogue, type Catalogue } from '../activities/test-fixtures';
import { activityOn, playerWithCard } from './test-fixtures';

let ctx: TestContext;
let headers: { authorization: string };
let otherHeaders: { authorization: string };
let cat: Catalogue;
const ids: Record<string, number> = {};

const url = '/api/v2/admin/benefit_entries/settlement';
const get = (query: string, h: Record<string, string> = headers, path = url) =>
  ctx.app.inject({ method: 'GET', url: `${path}${query}`, headers: h });

let uuid = 0;
async function entry(values: Partial<typeof benefitEntries.$inferInsert> & { datePlayed: string }) {
  const [row] = await ctx.database.db
    .insert(benefitEntries)
    .values({ uuid: `settlement-${++uuid}`, reportType: 'terminal', ...values })
    .returning({ id: benefitEntries.id });
  return row.id;
}
async function join(activityId: number, userId: number, paymentMethod: string, reserve = false) {
  await ctx.database.db.insert(activityParticipants).values({ activityId, userId, paymentMethod, reserve });
}

/**
 * March 2031, computed by hand. Settings: Benefit 25,50 zł, FitProfit 30 zł, Medicover 18,75 zł.
 * - Benefit: confirmed e1, e5, e7 (cash participation: counted, but without a card participation), e11 (entry in
 *   March, activity in April) = 4 → 102,00 zł; unconfirmed e2 = 1; without participation e7 = 1; participations
 *   without entry: p5 on A1 = 1 (the reserve p7 and the cancelled A4 do not count).
 * - FitProfit: confirmed e3 = 1 → 30,00 zł; e6 is rejected, so p3 on A2 is a participation without entry = 1.
 * - Medicover (p4's Medicover status is on): confirmed e4 = 1 → 18,75 zł; e8 unassigned on a Medicover terminal,
 *   unconfirmed = 1 and without participation = 1.
 * - Outside the month: e9 (1 April), e10 (28 February).
 */
beforeAll(async () => {
  ctx = await createTestApp();
  ({ headers } = await signedInUser(ctx.app, ['admin_role_benefit_entries']));
  ({ headers: otherHeaders } = await signedInUser(ctx.app, ['admin_role_activities']));
  cat = await seedCatalogue(ctx.database.db);
  const db = ctx.database.db;
  await db.insert(appSettings).values([
    { name: 'benefit_kwota_za_wejscie', value: '25.50' },
    { name: 'fitprofit_kwota_za_wejscie', value: '30' },
    { name: 'medicover_kwota_za_wejscie', value: '18,75' },
  ]);
  const a1 = await activityOn(db, cat, '2031-03-05', null, 'Siatkówka marcowa');
  const a2 = await activityOn(db, cat, '2031-03-31', null, 'Piłka nożna');
  const a3 = await activityOn(db, cat, '2031-04-01', null, 'Kwietniowa');
  const a4 = await activityOn(db, cat, '2031-03-10', null, 'Odwołana');
  await db.update(activities).set({ canceled: true }).where(eq(activities.id, a4));
  const p = [];
  for (let i = 1; i <= 7; i++) p[i] = await playerWithCard(db, `CARD-S${i}`, { firstName: 'Gracz', lastName: `Nr${i}` });
  await db.update(users).set({ fitprofitId: 'FP-3' }).where(eq(users.id, p[3]));
  await db.update(users).set({ fitprofitId: 'FP-4', medicoverActive: true }).where(eq(users.id, p[4]));
  await join(a1, p[1], 'benefit');
  await join(a1, p[2], 'benefit');
  await join(a1, p[3], 'fitprofit');
  await join(a1, p[4], 'fitprofit');
  await join(a1, p[5], 'benefit');
  await join(a1, p[6], 'cash');
  await join(a1, p[7], 'benefit', true);
  await join(a2, p[1], 'benefit');
  await join(a2, p[3], 'fitprofit');
  await join(a4, p[2], 'benefit');
  await join(a3, p[5], 'benefit');
  const on = (activityId: number, userId: number) => ({ activityId, userId });
  await entry({ ...on(a1, p[1]), datePlayed: '2031-03-05', confirmed: true });
  await entry({ ...on(a1, p[2]), datePlayed: '2031-03-05' });
  await entry({ ...on(a1, p[3]), datePlayed: '2031-03-05', confirmed: true });
  await entry({ ...on(a1, p[4]), datePlayed: '2031-03-05', confirmed: true });
  await entry({ ...on(a2, p[1]), datePlayed: '2031-03-31', confirmed: true });
  await entry({ ...on(a2, p[3]), datePlayed: '2031-03-31', confirmed: true, rejected: true });
  ids.e7 = await entry({ ...on(a1, p[6]), datePlayed: '2031-03-05', confirmed: true, terminalType: 'benefit_terminal' });
  ids.e8 = await entry({ datePlayed: '2031-03-15', terminalType: 'medicover_terminal', playerCardNo: 'MC-99' });
  await entry({ datePlayed: '2031-04-01', confirmed: true });
  await entry({ datePlayed: '2031-02-28', confirmed: true });
  await entry({ ...on(a3, p[5]), datePlayed: '2031-03-31', confirmed: true });
  Object.assign(ids, { a1, a2, p5: p[5], p3: p[3], p6: p[6] });
});
afterAll(() => ctx.close());

describe('GET admin/benefit_entries/settlement', () => {
  it('sums each programme of the month as computed by hand', async () => {
    const response = await get('?month=2031-03');
    expect(response.statusCode).toBe(200);
    const s = body<Settlement>(response).data;
    expect(s).toMatchObject({ month: '2031-03', date_from: '2031-03-01', date_to: '2031-03-31' });
    const summary = s.programmes.map((p) => [
      p.label,
      p.expected_entry_value,
      p.confirmed_entries,
      p.unconfirmed_entries,
      p.expected_revenue,
      p.entries_without_participation,
      p.participations_without_entry,
    ]);
    expect(summary).toEqual([
      ['Benefit', 25.5, 4, 1, 102, 1, 1],
      ['FitProfit', 30, 1, 0, 30, 0, 1],
      ['Medicover', 18.75, 1, 1, 18.75, 1, 0],
    ]);
    expect(s.totals).toEqual({
      confirmed_entries: 6,
      expected_revenue: 150.75,
      entries_without_participation: 2,
      participations_without_entry: 2,
    });
    expect(s.entries_without_participation.map((e) => [e.id, e.programme, e.confirmed])).toEqual([
      [ids.e7, 'benefit', true],
      [ids.e8, 'medicover', false],
    ]);
    expect(s.entries_without_participation[0]).toMatchObject({
      activity: { id: ids.a1, label: 'Siatkówka marcowa', date: '2031-03-05' },
      user: { id: ids.p6, label: 'Gracz Nr6' },
    });
    expect(s.entries_without_participation[1]).toMatchObject({ activity: null, user: null, player_card_no: 'MC-99' });
    expect(s.participations_without_entry.map((p) => [p.activity.id, p.user.id, p.programme, p.card_no])).toEqual([
      [ids.a1, ids.p5, 'benefit', 'CARD-S5'],
      [ids.a2, ids.p3, 'fitprofit', 'FP-3'],
    ]);
  });

  it('shows no revenue for a programme whose amount is not set, and counts nothing in an empty month', async () => {
    const db = ctx.database.db;
    await db.update(appSettings).set({ value: 'dużo' }).where(eq(appSettings.name, 'fitprofit_kwota_za_wejscie'));
    try {
      const s = body<Settlement>(await get('?month=2031-03')).data;
      expect(s.programmes[1]).toMatchObject({ expected_entry_value: null, expected_revenue: null, confirmed_entries: 1 });
      expect(s.totals.expected_revenue).toBe(120.75);
    } finally {
      await db.update(appSettings).set({ value: '30' }).where(eq(appSettings.name, 'fitprofit_kwota_za_wejscie'));
    }
    const empty = body<Settlement>(await get('?month=2030-07')).data;
    expect(empty.totals).toEqual({
      confirmed_entries: 0,
      expected_revenue: 0,
      entries_without_participation: 0,
      participations_without_entry: 0,
    });
    expect(empty.date_to).toBe('2030-07-31');
  });

  it('validates the month: 400 with fields', async () => {
    for (const [query, message] of [
      ['?month=2026-13', settlementMsg.month],
      ['?month=2026-00', settlementMsg.month],
      ['?month=2026-1', settlementMsg.month],
      ['?month=2026-11-01', settlementMsg.month],
      ['?month=listopad', settlementMsg.month],
      ['', msg.required],
      ['?month=', msg.required],
    ] as const) {
      const response = await get(query);
      expect(response.statusCode, query).toBe(400);
      expect(body(response).error.fields, query).toEqual({ month: message });
      const csv = await get(query, headers, `${url}/csv`);
      expect(csv.statusCode, query).toBe(400);
    }
  });

  it('checks the role before reading anything (a bad month without the role is a 403, without a token a 401)', async () => {
    for (const path of [url, `${url}/csv`]) {
      expect((await get('?month=2031-03', otherHeaders, path)).statusCode).toBe(403);
      expect((await get('?month=2026-13', otherHeaders, path)).statusCode).toBe(403);
      expect((await get('?month=2026-13', {}, path)).statusCode).toBe(401);
    }
  });

  it('downloads an Excel-ready CSV: BOM, semicolons, decimal commas, the summary then every discrepancy', async () => {
    const response = await get('?month=2031-03', headers, `${url}/csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="rozliczenie-kart-2031-03.csv"');
    const raw = response.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = raw.toString('utf8').slice(1).split('\r\n');
    expect(lines.slice(0, 5)).toEqual([
      'Program;Zatwierdzone wejścia;Niezatwierdzone wejścia;Kwota za wejście (zł);Oczekiwany przychód (zł);Wejścia bez uczestnictwa;Uczestnictwa bez wejścia',
      'Benefit;4;1;25,50;102,00;1;1',
      'FitProfit;1;0;30,00;30,00;0;1',
      'Medicover;1;1;18,75;18,75;1;0',
      'Razem;6;2;;150,75;2;2',
    ]);
    expect(lines[5]).toBe('');
    expect(lines[6]).toBe('Rozbieżność;Program;Data;ID wejścia;Zatwierdzone;Numer karty;ID zajęć;Zajęcia;ID gracza;Gracz');
    expect(lines[7]).toBe(
      `Wejście bez uczestnictwa;Benefit;2031-03-05;${ids.e7};Tak;;${ids.a1};Siatkówka marcowa (05.03.2031);${ids.p6};Gracz Nr6`,
    );
    expect(lines[8]).toBe(`Wejście bez uczestnictwa;Medicover;2031-03-15;${ids.e8};Nie;MC-99;;;;`);
    expect(lines.slice(9)).toEqual([
      `Uczestnictwo bez wejścia;Benefit;2031-03-05;;;CARD-S5;${ids.a1};Siatkówka marcowa (05.03.2031);${ids.p5};Gracz Nr5`,
      `Uczestnictwo bez wejścia;FitProfit;2031-03-31;;;FP-3;${ids.a2};Piłka nożna (31.03.2031);${ids.p3};Gracz Nr3`,
      '',
    ]);
  });
});
