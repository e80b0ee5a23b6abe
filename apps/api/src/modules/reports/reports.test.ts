// @clock-dependent: report periods are Warsaw days; rows written now fall in or out of them by the clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { REPORT_RETENTION_SETTING, type AsyncJob, type ListReply } from '@sportdesk/contract';
import { appSettings, asyncJobs } from '../../db/schema/index';
import { body, createTestApp, signedInUser, type TestContext } from '../../test/app';
import { parseReportCsv, seedReportWorld } from './fixture.test-helper';
import { formatMoney } from './csv';
import { removeOldReportFiles } from './jobs';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let world: Awaited<ReturnType<typeof seedReportWorld>>;
const MARCH = { date_from: '2026-03-01', date_to: '2026-03-31' };

beforeAll(async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sportdesk-reports-'));
  ctx = await createTestApp({ jobs: 'in-process', dataDir });
  await ctx.app.deps.jobs.start({ work: true });
  world = await seedReportWorld(ctx.app.deps.db);
  admin = await signedInUser(ctx.app, ['admin_role_reports']);
});
afterAll(() => ctx.close());

async function waitForJob(id: number, statuses: string[] = ['done', 'failed'], timeoutMs = 40_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await ctx.app.deps.db.select().from(asyncJobs).where(eq(asyncJobs.id, id));
    if (statuses.includes(row.jobStatus)) return row;
    if (Date.now() > until) throw new Error(`job ${id} stuck in ${row.jobStatus}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const create = (jobClass: string, params: Record<string, unknown>, headers = admin.headers) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v2/admin/async_jobs',
    headers,
    payload: { async_job: { job_class: jobClass, params } },
  });

/** Generates a report through the API, waits for it and downloads its file through the authorised route. */
async function generate(jobClass: string, params = MARCH) {
  const response = await create(jobClass, params);
  expect(response.statusCode, response.body).toBe(200);
  const job = body<AsyncJob>(response).data;
  expect(job).toMatchObject({ job_class: jobClass, job_status: 'queued', params, user: { id: admin.user.id } });
  const row = await waitForJob(job.id);
  expect(row.jobStatus, row.error ?? '').toBe('done');
  const file = await ctx.app.inject({ method: 'GET', url: `/api/v2/admin/async_jobs/${job.id}/file`, headers: admin.headers });
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
  const rows = parseReportCsv(file.body);
  expect(row.infoBox).toMatchObject({ rows_done: rows.length - 1 - (rows.at(-1)?.[0] === 'Razem' ? 1 : 0) });
  return { id: job.id, rows, header: rows[0], data: rows.slice(1), disposition: file.headers['content-disposition'] };
}

const col = (rows: string[][], header: string) => rows[0].indexOf(header);
const column = (rows: string[][], header: string) => rows.slice(1).map((r) => r[col(rows, header)]);
const plnSum = (values: string[]) => values.reduce((s, v) => s + Math.round(Number(v.replace(',', '.')) * 100), 0);

describe('CSV cells', () => {
  it('writes zł with two decimals and a decimal comma', () => {
    expect([
      formatMoney(0),
      formatMoney(5),
      formatMoney(123456),
      formatMoney(-250),
      formatMoney('7700'),
      formatMoney(null),
    ]).toEqual(['0,00', '0,05', '1234,56', '-2,50', '77,00', '']);
  });
});

describe('settlements (Report 1.0, 2.0, 3.0)', () => {
  it('Report 3.0: one row per activity, amounts by payment method, and the total of the transactions it covers', async () => {
    const { rows, data, disposition } = await generate('Reports::Core3ReportService');
    expect(disposition).toBe('attachment; filename="rozliczenie-3-0_2026-03-01_2026-03-31.csv"');
    const pick = (r: string[]) =>
      [
        'ID zajęć',
        'Data zajęć',
        'Godzina',
        'Rodzaj',
        'Organizator',
        'Liczba opłaconych miejsc',
        'Konto główne (prepaid) (zł)',
        'Przelew online (zł)',
        'Benefit (zł)',
        'FitProfit (zł)',
        'Gotówka (zł)',
        'Razem (zł)',
      ].map((h) => r[col(rows, h)]);
    expect(data.map(pick)).toEqual([
      [String(world.a1.id), '2026-03-10', '18:00', 'PNH', '', '1', '25,00', '0,00', '0,00', '0,00', '0,00', '25,00'],
      [
        String(world.a2.id),
        '2026-03-15',
        '19:00',
        'Organizator',
        'Olek Organizator',
        '2',
        '0,00',
        '35,00',
        '10,00',
        '0,00',
        '0,00',
        '45,00',
      ],
      [String(world.a3.id), '2026-04-05', '10:00', 'PNH', '', '1', '0,00', '0,00', '0,00', '7,00', '0,00', '7,00'],
      ['Razem', '', '', '', '', '4', '25,00', '35,00', '10,00', '7,00', '0,00', '77,00'],
    ]);
    // The total equals the sum of the paid activity transactions of the period (T-001, T-003, T-006).
    const covered = [world.t1.t, world.t3.t, world.t6.t].reduce((s, t) => s + t.value, 0);
    expect(plnSum(column(rows, 'Razem (zł)').slice(0, -1))).toBe(covered);
    expect(covered).toBe(7700);
  });

  it('Report 2.0: one row per organiser, adding up to the same total', async () => {
    const { rows, data } = await generate('Reports::Core2ReportService');
    const pick = (r: string[]) =>
      ['ID organizatora', 'Organizator', 'Liczba zajęć', 'Liczba opłaconych miejsc', 'Razem (zł)'].map((h) => r[col(rows, h)]);
    expect(data.map(pick)).toEqual([
      ['', 'PNH (zajęcia własne)', '2', '2', '32,00'],
      [String(world.olek.id), 'Olek Organizator', '1', '2', '45,00'],
      ['Razem', '', '3', '4', '77,00'],
    ]);
    expect(plnSum(column(rows, 'Razem (zł)').slice(0, -1))).toBe(7700);
    expect(plnSum(column(rows, 'Przelew online (zł)').slice(0, -1))).toBe(3500);
  });

  it('Report 1.0: every settled item, Warsaw times, codes and discounts, the same total', async () => {
    const { rows, data } = await generate('Reports::Core1ReportService');
    const pick = (r: string[]) =>
      [
        'Nr transakcji',
        'Data transakcji',
        'Uczestnik',
        'ID zajęć',
        'Metoda płatności',
        'Kod rabatowy',
        'Rabat (zł)',
        'Kwota (zł)',
      ].map((h) => r[col(rows, h)]);
    expect(data.map(pick)).toEqual([
      ['T-003', '2026-03-01 00:30', 'Beata Benefit', String(world.a2.id), 'Benefit', '', '0,00', '10,00'],
      ['T-001', '2026-03-05 11:00', 'Anna Nowak', String(world.a1.id), 'Konto główne (prepaid)', '', '0,00', '25,00'],
      ['T-001', '2026-03-05 11:00', 'Anna Nowak', String(world.a2.id), 'Przelew online', 'WIOSNA10', '5,00', '35,00'],
      ['T-006', '2026-03-20 13:00', 'Piotr Fit', String(world.a3.id), 'FitProfit', '', '0,00', '7,00'],
      ['Razem', '', '', '', '', '', '5,00', '77,00'],
    ]);
  });

  it('a period with nothing in it gives the headers only (and a zero total)', async () => {
    const { header, data } = await generate('Reports::Core1ReportService', { date_from: '2020-01-01', date_to: '2020-01-31' });
    expect(header[0]).toBe('Nr transakcji');
    expect(data).toEqual([['Razem', '', '', '', '', '', '', '', '', '', '', '', '0,00', '0,00']]);
    const users = await generate('Reports::RegistersReportService', { date_from: '2020-01-01', date_to: '2020-01-31' });
    expect(users.data).toEqual([]);
    expect(users.header).toContain('E-mail');
  });
});

describe('summaries', () => {
  it('Promo codes: each use in the period with its discount', async () => {
    const { rows, data } = await generate('Reports::PromoCodeReportService');
    const pick = (r: string[]) =>
      ['Data użycia', 'Kod', 'Wartość kodu', 'Nr transakcji', 'Użytkownik', 'ID zajęć', 'Rabat (zł)', 'Zapłacono (zł)'].map(
        (h) => r[col(rows, h)],
      );
    expect(data.map(pick)).toEqual([
      ['2026-03-05 11:00', 'WIOSNA10', '5,00 zł', 'T-001', 'Anna Nowak', String(world.a2.id), '5,00', '35,00'],
      ['Razem', '', '', '', '', '', '5,00', '35,00'],
    ]);
  });

  it('Users: accounts registered in the Warsaw period', async () => {
    const { rows, data } = await generate('Reports::RegistersReportService');
    const pick = (r: string[]) =>
      [
        'ID',
        'Imię',
        'Nazwisko',
        'Telefon',
        'Płeć',
        'Data rejestracji',
        'Konto potwierdzone',
        'Numer karty FitProfit',
        'Konto główne (zł)',
      ].map((h) => r[col(rows, h)]);
    expect(data.map(pick)).toEqual([
      [String(world.anna.id), 'Anna', 'Nowak', "'+48 600100200", 'Kobieta', '2026-03-01 00:10', 'Tak', '', '123,45'],
      [String(world.olek.id), 'Olek', 'Organizator', '', '', '2026-03-02 11:00', 'Nie', '', '0,00'],
      [String(world.piotr.id), 'Piotr', 'Fit', '', 'Mężczyzna', '2026-03-31 23:59', 'Nie', 'FP-1', '0,00'],
    ]);
  });

  it('Activities basic summary: activities dated in the period', async () => {
    const { rows, data } = await generate('Reports::ActivitiesSummaryReportService');
    const pick = (r: string[]) =>
      [
        'ID zajęć',
        'Data',
        'Od',
        'Do',
        'Dyscyplina',
        'Lokalizacja',
        'Miasto',
        'Rodzaj',
        'Cena (zł)',
        'Zapisani',
        'Potwierdzone',
      ].map((h) => r[col(rows, h)]);
    expect(data.map(pick)).toEqual([
      [String(world.a1.id), '2026-03-10', '18:00', '20:00', 'Piłka nożna', 'Hala Arena', 'Warszawa', 'PNH', '25,00', '2', 'Tak'],
      [
        String(world.a2.id),
        '2026-03-15',
        '19:00',
        '20:00',
        'Piłka nożna',
        'Hala Arena',
        'Warszawa',
        'Organizator',
        '40,00',
        '2',
        'Nie',
      ],
      ['Razem', '', '', '', '', '', '', '', '', '4', ''],
    ]);
  });

  it('Activities full summary: list by payment, attendance and the activity’s paid revenue', async () => {
    const { rows, data } = await generate('Reports::ActivityFullContextReportService');
    const pick = (r: string[]) =>
      [
        'ID zajęć',
        'Nazwa',
        'Organizator',
        'Na liście',
        'Lista rezerwowa',
        'Płatność: Prepaid',
        'Płatność: Benefit',
        'Płatność: FitProfit',
        'Obecni',
        'Sprawdzone karty',
        'Przychód (zł)',
      ].map((h) => r[col(rows, h)]);
    expect(data.map(pick)).toEqual([
      [String(world.a1.id), '', '', '2', '1', '1', '1', '0', '1', '0', '50,00'],
      [String(world.a2.id), 'Sparing Olka', 'Olek Organizator', '2', '0', '0', '1', '1', '1', '2', '45,00'],
      ['Razem', '', '', '4', '1', '1', '2', '1', '2', '2', '95,00'],
    ]);
  });

  it('Medicover entries: FitProfit participants on the list of the period’s activities', async () => {
    const { rows, data } = await generate('Reports::MedicoverEntriesReportService');
    const pick = (r: string[]) =>
      [
        'Data zajęć',
        'ID zajęć',
        'Uczestnik',
        'Numer karty FitProfit',
        'Medicover aktywny',
        'Karta sprawdzona',
        'Dopłata (zł)',
      ].map((h) => r[col(rows, h)]);
    expect(data.map(pick)).toEqual([
      ['2026-03-15', String(world.a2.id), 'Piotr Fit', 'FP-1', 'Tak', 'Tak', '15,00'],
      ['Razem', '', '', '', '', '', '15,00'],
    ]);
  });
});

describe('benefit reports', () => {
  it('Benefit entries: entries dated in the period', async () => {
    const { rows, data } = await generate('Reports::BenefitEntriesReportService');
    const pick = (r: string[]) =>
      ['Data wejścia', 'Numer karty', 'ID zajęć', 'Uczestnik', 'Organizator', 'Odrzucone', 'UUID'].map((h) => r[col(rows, h)]);
    expect(data.map(pick)).toEqual([
      ['2026-03-15', 'BN-1', String(world.a2.id), 'Beata Benefit', 'Olek Organizator', 'Nie', 'e1'],
      ['2026-03-20', 'BN-9', '', '', '', 'Nie', 'e2'],
      ['2026-03-21', 'BN-8', '', '', '', 'Tak', 'e3'],
    ]);
  });

  it('Unassigned benefit entries: without activity or participant, not rejected', async () => {
    const { rows, data } = await generate('Reports::BenefitUnassignedEntriesReportService');
    expect(data.map((r) => r[col(rows, 'UUID')])).toEqual(['e2']);
  });

  it('Benefit participants without entry', async () => {
    const { rows, data } = await generate('Reports::BenefitParticipantsWithoutEntryReportService');
    const pick = (r: string[]) =>
      ['Data zajęć', 'ID zajęć', 'Uczestnik', 'Numer karty Benefit', 'Benefit aktywny'].map((h) => r[col(rows, h)]);
    expect(data.map(pick)).toEqual([['2026-03-10', String(world.a1.id), 'Beata Benefit', 'BN-1', 'Tak']]);
  });
});

describe('POST admin/async_jobs', () => {
  it('allows a past period and refuses date_to before date_from (422 on date_to)', async () => {
    const bad = await create('Reports::Core3ReportService', { date_from: '2026-03-10', date_to: '2026-03-09' });
    expect(bad.statusCode).toBe(422);
    expect(body(bad).error.fields).toEqual({ date_to: 'Data końcowa nie może być wcześniejsza niż data początkowa' });
    const format = await create('Reports::Core3ReportService', { date_from: '2026-02-30', date_to: '' });
    expect(format.statusCode).toBe(400);
    expect(Object.keys(body(format).error.fields ?? {}).sort()).toEqual(['date_from', 'date_to']);
    const unknown = await create('Reports::NoSuchReport', MARCH);
    expect(unknown.statusCode).toBe(400);
    expect(body(unknown).error.fields).toEqual({ job_class: 'Nieznany raport' });
    const importer = await create('Reports::ImportBenefitReportService', MARCH);
    expect(importer.statusCode).toBe(400);
    expect(body(importer).error.fields).toEqual({
      csv_file: 'Import Benefit wymaga pliku CSV: wyślij go jako multipart w polu csv_file',
    });
    expect(await ctx.app.deps.db.select().from(asyncJobs).where(eq(asyncJobs.jobClass, 'Reports::NoSuchReport'))).toEqual([]);
  });

  it('needs the reports role', async () => {
    const other = await signedInUser(ctx.app, ['admin_role_users']);
    expect((await create('Reports::Core3ReportService', MARCH, other.headers)).statusCode).toBe(403);
    expect((await create('Reports::Core3ReportService', MARCH, {} as never)).statusCode).toBe(401);
  });
});

/** A done report of the caller's own, read back as its job row. */
async function doneJob(jobClass = 'Reports::Core3ReportService', params = MARCH) {
  const { id } = await generate(jobClass, params);
  const [row] = await ctx.app.deps.db.select().from(asyncJobs).where(eq(asyncJobs.id, id));
  return row;
}

describe('job list', () => {
  const list = async (query: string) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/v2/admin/async_jobs?${query}`, headers: admin.headers });
    expect(response.statusCode, response.body).toBe(200);
    return body<ListReply<AsyncJob>>(response).data;
  };
  // Jobs of this block's own (four done reports, one of them a Report 2.0): the list holds at least these,
  // whichever other tests ran before.
  beforeAll(async () => {
    for (const jobClass of [
      'Reports::Core3ReportService',
      'Reports::Core2ReportService',
      'Reports::Core1ReportService',
      'Reports::RegistersReportService',
    ])
      await generate(jobClass);
  });

  it('honours order and order_dir, filters by id and name, pages', async () => {
    const desc = await list('limit=100');
    expect(desc.rows.map((r) => r.id)).toEqual([...desc.rows.map((r) => r.id)].sort((a, b) => b - a));
    const asc = await list('limit=100&order=id&order_dir=asc');
    expect(asc.rows.map((r) => r.id)).toEqual([...desc.rows.map((r) => r.id)].reverse());
    const byName = await list('limit=100&order=job_name&order_dir=asc');
    const names = byName.rows.map((r) => r.job_name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const one = await list(`with_id=${desc.rows[2].id}`);
    expect(one.rows.map((r) => r.id)).toEqual([desc.rows[2].id]);
    const named = await list('with_job_name=raport 2');
    expect(named.rows.length).toBeGreaterThan(0);
    expect(named.rows.every((r) => r.job_name === 'Raport 2.0: przychód według organizatorów')).toBe(true);
    const page = await list('limit=2&page=1');
    expect(page.rows.map((r) => r.id)).toEqual(desc.rows.slice(2, 4).map((r) => r.id));
    expect(page.total).toBe(desc.total);
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/v2/admin/async_jobs?order=password', headers: admin.headers });
    expect(bad.statusCode).toBe(400);
  });

  it('shows the file as the authorised route, never the storage key', async () => {
    const rows = (await list('limit=100')).rows.filter((r) => r.file);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.file).toBe(`/api/v2/admin/async_jobs/${r.id}/file`);
  });
});

describe('download authorisation', () => {
  it('refuses without a token, with another role, and by guessing the storage path', async () => {
    const job = await doneJob();
    const url = `/api/v2/admin/async_jobs/${job.id}/file`;
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const other = await signedInUser(ctx.app, ['admin_role_users', 'admin_role_transactions']);
    expect((await ctx.app.inject({ method: 'GET', url, headers: other.headers })).statusCode).toBe(403);
    // The key itself is not served by /files, whoever asks.
    expect((await ctx.app.inject({ method: 'GET', url: `/files/${job.file}`, headers: admin.headers })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/files/reports/${'0'.repeat(32)}.csv` })).statusCode).toBe(404);
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/v2/admin/async_jobs/999999/file', headers: admin.headers });
    expect(missing.statusCode).toBe(404);
    const traversal = await ctx.app.inject({
      method: 'GET',
      url: '/api/v2/admin/async_jobs/..%2F..%2Fetc/file',
      headers: admin.headers,
    });
    expect(traversal.statusCode).toBe(400);
  });
});

describe('a failing report', () => {
  it('stores its error, is marked failed, and can be started again', async () => {
    const storage = ctx.app.deps.storage;
    const original = storage.putStream.bind(storage);
    storage.putStream = async (_key, data) => {
      data.resume();
      throw new Error('disk full');
    };
    let id: number;
    try {
      const response = await create('Reports::Core3ReportService', MARCH);
      id = body<AsyncJob>(response).data.id;
      const failed = await waitForJob(id, ['failed']);
      expect(failed).toMatchObject({ jobStatus: 'failed', error: 'Coś poszło nie tak', file: null, attempts: 2 });
    } finally {
      storage.putStream = original;
    }
    const shown = await ctx.app.inject({ method: 'GET', url: `/api/v2/admin/async_jobs/${id}`, headers: admin.headers });
    expect(body<AsyncJob>(shown).data).toMatchObject({ job_status: 'failed', error: 'Coś poszło nie tak', file: null });
    // Not done: no file to download.
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/v2/admin/async_jobs/${id}/file`, headers: admin.headers })).statusCode,
    ).toBe(404);

    const retry = await ctx.app.inject({ method: 'POST', url: `/api/v2/admin/async_jobs/${id}/retry`, headers: admin.headers });
    expect(retry.statusCode, retry.body).toBe(200);
    const done = await waitForJob(id);
    expect(done).toMatchObject({ jobStatus: 'done', error: null, attempts: 1 });
    expect(done.file).toMatch(/^reports\/[a-f0-9]{32}\.csv$/);
    // A done job is not started again.
    const again = await ctx.app.inject({ method: 'POST', url: `/api/v2/admin/async_jobs/${id}/retry`, headers: admin.headers });
    expect(again.statusCode).toBe(422);
  });
});

describe('old report files', () => {
  it('are removed after the retention setting, the job row stays', async () => {
    const job = await doneJob();
    await ctx.app.deps.db
      .insert(appSettings)
      .values({ name: REPORT_RETENTION_SETTING, value: '7' })
      .onConflictDoUpdate({ target: appSettings.name, set: { value: '7' } });
    const key = job.file!;
    expect(await ctx.app.deps.storage.get(key)).not.toBeNull();
    const sixDaysLater = new Date(job.createdAt.getTime() + 6 * 86_400_000);
    expect(await removeOldReportFiles(ctx.app.deps, sixDaysLater)).toBe(0);
    const eightDaysLater = new Date(job.createdAt.getTime() + 8 * 86_400_000);
    expect(await removeOldReportFiles(ctx.app.deps, eightDaysLater)).toBeGreaterThan(0);
    const [after] = await ctx.app.deps.db.select().from(asyncJobs).where(eq(asyncJobs.id, job.id));
    expect(after.file).toBeNull();
    expect(after.infoBox).toMatchObject({ file_removed_at: eightDaysLater.toISOString() });
    expect(await ctx.app.deps.storage.get(key)).toBeNull();
    const download = await ctx.app.inject({
      method: 'GET',
      url: `/api/v2/admin/async_jobs/${job.id}/file`,
      headers: admin.headers,
    });
    expect(download.statusCode).toBe(404);
  });
});
