// @clock-dependent: the importer matches entries to activities by date and stamps when it ran.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import {
  BENEFIT_IMPORT_JOB_CLASS,
  benefitMsg,
  msg,
  type BenefitImportJob,
  type BenefitImportQueued,
  type BenefitImportResult,
} from '@sportdesk/contract';
import { activityCoordinators, asyncJobs, benefitEntries } from '../../db/schema/index';
import { body, createTestApp, signedInUser, type TestContext } from '../../test/app';
import { seedCatalogue } from '../activities/test-fixtures';
import { tempDataDir } from '../files/test-helpers';
import { activityOn, addParticipant, playerWithCard, terminalLogin } from './test-fixtures';

const SAMPLE = readFileSync(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../docs/samples/benefit-import-sample.csv'),
);
const HEADER = 'uuid,facility_id,facility_name,sn,terminal_type,date_played,player_card_no,organizer_login';
const MAX_BYTES = 64 * 1024;

let ctx: TestContext;
let headers: { authorization: string };
const ids: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestApp({ jobs: 'in-process', dataDir: tempDataDir(), benefitImportMaxBytes: MAX_BYTES });
  await ctx.app.deps.jobs.start({ work: true });
  ({ headers } = await signedInUser(ctx.app, ['admin_role_benefit_entries']));
  const db = ctx.database.db;
  const cat = await seedCatalogue(db);
  ids.hala = (await signedInUser(ctx.app, ['user_role_organizer_type_3'])).user.id;
  ids.orlik = (await signedInUser(ctx.app, ['user_role_coordinator'])).user.id;
  await terminalLogin(db, 'Hala-Ursynow', ids.hala);
  await terminalLogin(db, 'orlik-wola', ids.orlik);
  // 2026-11-16: the hall's activity with players 1 and 3 on the list; player 2 has a card but is not on it.
  ids.act16 = await activityOn(db, cat, '2026-11-16', ids.hala, 'Siatkówka');
  ids.p1 = await playerWithCard(db, 'BS-4410021');
  ids.p2 = await playerWithCard(db, 'BS-4410022');
  ids.p3 = await playerWithCard(db, 'BS-4410023');
  await addParticipant(db, ids.act16, ids.p1);
  await addParticipant(db, ids.act16, ids.p3);
  // 2026-11-17: orlik-wola coordinates (does not create) the activity; player 4 is on it.
  ids.act17 = await activityOn(db, cat, '2026-11-17', null, 'Piłka nożna');
  await ctx.database.db.insert(activityCoordinators).values({ activityId: ids.act17, userId: ids.orlik });
  ids.p4 = await playerWithCard(db, 'BS-5520311');
  await addParticipant(db, ids.act17, ids.p4);
  // BS-5520312 belongs to two users: ambiguous, left unassigned.
  await playerWithCard(db, 'BS-5520312');
  await playerWithCard(db, 'BS-5520312');
});
afterAll(async () => {
  await ctx.app.deps.jobs.stop();
  await ctx.close();
});

function multipart(data: Buffer, field = 'csv_file', filename = 'benefit.csv') {
  const boundary = `----sportdesk${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const upload = (data: Buffer | string, opts: { field?: string; headers?: { authorization: string } } = {}) => {
  const m = multipart(Buffer.isBuffer(data) ? data : Buffer.from(data), opts.field);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v2/admin/benefit_entries/import',
    headers: { ...(opts.headers ?? headers), ...m.headers },
    payload: m.payload,
  });
};

async function waitForJob(id: number, timeoutMs = 25_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await ctx.database.db.select().from(asyncJobs).where(eq(asyncJobs.id, id));
    if (row.jobStatus === 'done' || row.jobStatus === 'failed') return row;
    if (Date.now() > until) throw new Error(`job ${id} stuck in ${row.jobStatus}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}
/** Uploads, waits, returns the job row. */
async function runImport(data: Buffer | string) {
  const response = await upload(data);
  expect(response.statusCode, response.body).toBe(202);
  return waitForJob(body<BenefitImportQueued>(response).data.id);
}
const entriesLike = (prefix: string) =>
  ctx.database.db
    .select()
    .from(benefitEntries)
    .where(like(benefitEntries.uuid, `${prefix}%`));

describe('Benefit importer (Reports::ImportBenefitReportService)', () => {
  it('imports the sample file, matching players by card and activities by organiser and date', async () => {
    const response = await upload(SAMPLE);
    expect(response.statusCode, response.body).toBe(202);
    const queued = body<BenefitImportQueued>(response).data;
    expect(queued).toMatchObject({
      job_class: BENEFIT_IMPORT_JOB_CLASS,
      job_status: 'queued',
      params: { file_name: 'benefit.csv' },
    });
    const job = await waitForJob(queued.id);
    expect(job.jobStatus, job.error ?? '').toBe('done');
    // the form's view of the job (the async_jobs list needs admin_role_reports)
    const shown = await ctx.app.inject({ method: 'GET', url: `/api/v2/admin/benefit_entries/import/${queued.id}`, headers });
    expect(body<BenefitImportJob>(shown).data).toMatchObject({
      id: queued.id,
      job_status: 'done',
      error: null,
      info_box: { added: 6 },
    });
    const [otherJob] = await ctx.database.db
      .insert(asyncJobs)
      .values({ jobName: 'Raport', jobClass: 'Reports::Core1ReportService', params: {} })
      .returning();
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/v2/admin/benefit_entries/import/${otherJob.id}`, headers })).statusCode,
    ).toBe(404);
    expect(job.infoBox).toMatchObject({
      file_name: 'benefit.csv',
      lines: 6,
      added: 6,
      updated: 0,
      unchanged: 0,
      matched: 3,
      unassigned: 3,
      refused: 0,
      refused_lines: [],
    });
    const rows = new Map((await entriesLike('5d0c7a62')).map((r) => [r.uuid.slice(-2), r]));
    // card + organiser (creator, login in another case) + date → the participation
    expect(rows.get('01')).toMatchObject({
      userId: ids.p1,
      activityId: ids.act16,
      organizerId: ids.hala,
      datePlayed: '2026-11-16',
      reportType: 'terminal',
      confirmed: false,
    });
    // the player is known but not on the list: the user is set, the activity stays empty
    expect(rows.get('02')).toMatchObject({ userId: ids.p2, activityId: null, organizerId: ids.hala });
    // a time after the date is accepted (date part)
    expect(rows.get('03')).toMatchObject({ userId: ids.p3, activityId: ids.act16, datePlayed: '2026-11-16' });
    // the organiser coordinates the activity; the quoted facility name keeps its comma and quotes
    expect(rows.get('04')).toMatchObject({
      userId: ids.p4,
      activityId: ids.act17,
      organizerId: ids.orlik,
      facilityName: 'Orlik "Wola", boisko 2',
    });
    // a card of two users matches nobody
    expect(rows.get('05')).toMatchObject({ userId: null, activityId: null });
    // no organiser login
    expect(rows.get('06')).toMatchObject({
      userId: null,
      activityId: null,
      organizerId: null,
      organizerLogin: null,
      facilityName: 'Centrum Sportu Kraków-Nowa Huta',
    });
  });

  it('changes nothing when the same file is imported again', async () => {
    const before = await entriesLike('5d0c7a62');
    const job = await runImport(SAMPLE);
    expect(job.infoBox).toMatchObject({ added: 0, updated: 0, unchanged: 6, matched: 3, unassigned: 3, refused: 0 });
    const after = await entriesLike('5d0c7a62');
    expect(after.sort((a, b) => a.id - b.id)).toEqual(before.sort((a, b) => a.id - b.id));
  });

  it('updates changed provider data by uuid, keeps what a person set, and refuses changes to confirmed entries', async () => {
    const db = ctx.database.db;
    // a person assigned row 05 to player 2's participation elsewhere and confirmed row 04
    await db.update(benefitEntries).set({ notes: 'ręcznie' }).where(like(benefitEntries.uuid, '%a05'));
    await db.update(benefitEntries).set({ confirmed: true }).where(like(benefitEntries.uuid, '%a04'));
    const changed = SAMPLE.toString()
      .replace('Centrum Sportu Kraków-Nowa Huta', 'Centrum Sportu Nowa Huta')
      .replace('TRM-90417,benefit_terminal,2026-11-17,BS-5520311', 'TRM-90418,benefit_terminal,2026-11-17,BS-5520311');
    const job = await runImport(changed);
    expect(job.infoBox).toMatchObject({ added: 0, updated: 1, unchanged: 4, refused: 1 });
    expect((job.infoBox as unknown as BenefitImportResult).refused_lines).toEqual([
      { line: 5, reason: 'Wpis 5d0c7a62-7f3e-4c55-9a51-2f1d0b6e9a04 jest zatwierdzony — zmian z pliku nie zapisano' },
    ]);
    const rows = new Map((await entriesLike('5d0c7a62')).map((r) => [r.uuid.slice(-2), r]));
    expect(rows.get('06')?.facilityName).toBe('Centrum Sportu Nowa Huta');
    expect(rows.get('04')?.sn).toBe('TRM-90417');
    expect(rows.get('05')?.notes).toBe('ręcznie');
  });

  it('refuses single lines with their number and reason and imports the rest', async () => {
    const long = 'x'.repeat(65);
    const file = [
      HEADER,
      'R-1,F1,Hala,SN,t,2026-11-10,,',
      ',F1,Hala,SN,t,2026-11-10,,',
      'R-1,F1,Hala,SN,t,2026-11-11,,',
      'R-3,F1,Hala,SN,t,2026-11-10',
      `R-4,${long},Hala,SN,t,2026-11-10,,`,
      'R-5,F1,Hala,SN,t,,,',
      '',
      'R-6,F1,Hala,SN,t,2026-11-12,,',
    ].join('\r\n');
    const job = await runImport(file);
    expect(job.jobStatus, job.error ?? '').toBe('done');
    expect(job.infoBox).toMatchObject({ lines: 7, added: 2, refused: 5, unassigned: 2 });
    expect((job.infoBox as unknown as BenefitImportResult).refused_lines).toEqual([
      { line: 3, reason: 'Brak uuid' },
      { line: 4, reason: 'Powtórzony uuid R-1 — wiersz pominięty' },
      { line: 5, reason: 'Wiersz ma 6 kolumn, oczekiwano 8' },
      { line: 6, reason: 'Wartość w kolumnie facility_id jest za długa (maks. 64 znaków)' },
      { line: 7, reason: 'Brak daty date_played' },
    ]);
    expect((await entriesLike('R-')).map((r) => r.uuid).sort()).toEqual(['R-1', 'R-6']);
  });

  it('fails a file with a wrong header, a bad date, a wrong encoding or broken CSV, importing nothing from it', async () => {
    const cases: [string, Buffer | string, string][] = [
      [
        'header',
        'uuid,facility,date_played\nB-1,F,2026-11-10',
        benefitMsg.importHeader(
          ['facility_id', 'facility_name', 'sn', 'terminal_type', 'player_card_no', 'organizer_login'],
          ['facility'],
        ),
      ],
      ['date', `${HEADER}\nB-2,F,H,S,t,2026-11-10,,\nB-3,F,H,S,t,10.11.2026,,`, benefitMsg.importBadDate(3, '10.11.2026')],
      ['no date', `${HEADER}\nB-4,F,H,S,t,2026-02-30,,`, benefitMsg.importBadDate(2, '2026-02-30')],
      [
        'encoding',
        Buffer.concat([Buffer.from(`${HEADER}\nB-5,F,Hala Ursyn`), Buffer.from([0xf3]), Buffer.from('w,S,t,2026-11-10,,\n')]),
        benefitMsg.importEncoding,
      ],
      ['csv', `${HEADER}\nB-6,F,"Hala "x" y,S,t,2026-11-10,,`, benefitMsg.importCsvError(2, 'CSV_INVALID_CLOSING_QUOTE')],
      [
        'quote inside an unquoted field',
        `${HEADER}\nB-7,F,Hala,S,t,2026-11-10,,\nB-8,F,Hala "Wola",S,t,2026-11-10,,`,
        'Wiersz 3: cudzysłów wewnątrz pola, które nie zaczyna się cudzysłowem (ujmij całe pole w cudzysłów, a cudzysłów w środku podwój: "") — nie zaimportowano nic z tego pliku',
      ],
      ['empty header only', `${HEADER}\n`, ''],
    ];
    for (const [name, data, message] of cases) {
      const job = await runImport(data);
      if (name === 'empty header only') {
        expect(job.jobStatus).toBe('done');
        expect(job.infoBox).toMatchObject({ lines: 0, added: 0 });
        continue;
      }
      expect(job.jobStatus, name).toBe('failed');
      expect(job.error, name).toBe(message);
      expect(job.attempts, name).toBe(1);
    }
    expect(await entriesLike('B-')).toEqual([]);
  });

  it('refuses an oversized, empty or missing file at upload (nothing queued) and needs the role', async () => {
    const jobsBefore = (await ctx.database.db.select().from(asyncJobs)).length;
    const big = await upload(`${HEADER}\n${'B-9,F,H,S,t,2026-11-10,,\n'.repeat(MAX_BYTES / 20)}`);
    expect(big.statusCode).toBe(413);
    expect(body(big).error.fields).toEqual({ csv_file: benefitMsg.importFileTooLarge(MAX_BYTES) });
    const empty = await upload('');
    expect(empty.statusCode).toBe(400);
    expect(body(empty).error.fields).toEqual({ csv_file: benefitMsg.importFileEmpty });
    const wrongField = await upload(SAMPLE, { field: 'file' });
    expect(body(wrongField).error.fields).toEqual({ csv_file: benefitMsg.importFileMissing });
    const notMultipart = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/admin/benefit_entries/import',
      headers,
      payload: {},
    });
    expect(notMultipart.statusCode).toBe(400);
    expect((await ctx.database.db.select().from(asyncJobs)).length).toBe(jobsBefore);

    const reports = await signedInUser(ctx.app, ['admin_role_reports']);
    expect((await upload(`${HEADER}\nC-1,F,H,S,t,2026-11-10,,`, { headers: reports.headers })).statusCode).toBe(202);
    const other = await signedInUser(ctx.app, ['admin_role_users']);
    expect((await upload(SAMPLE, { headers: other.headers })).statusCode).toBe(403);
  });
});

describe('the importer through admin/async_jobs (the create call of the job list)', () => {
  /** `job_class` and the file as the spec's job list sends them: Rails-style names, multipart. */
  function jobsMultipart(data: string, jobClass: string, fileField = 'async_job[params][csv_file]') {
    const boundary = `----sportdesk${Math.random().toString(16).slice(2)}`;
    const payload = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="async_job[job_class]"\r\n\r\n${jobClass}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="wejscia.csv"\r\nContent-Type: text/csv\r\n\r\n` +
        `${data}\r\n--${boundary}--\r\n`,
    );
    return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
  }
  const postJob = async (m: ReturnType<typeof jobsMultipart>) => {
    const reports = await signedInUser(ctx.app, ['admin_role_reports']);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/v2/admin/async_jobs',
      headers: { ...reports.headers, ...m.headers },
      payload: m.payload,
    });
  };

  it('runs the same import job as the import form, with the file kept privately', async () => {
    const response = await postJob(jobsMultipart(`${HEADER}\nAJ-1,F,Hala,S,terminal,2026-11-10,,`, BENEFIT_IMPORT_JOB_CLASS));
    expect(response.statusCode, response.body).toBe(200);
    const job = body<{ id: number; job_class: string; params: unknown }>(response).data;
    expect(job).toMatchObject({ job_class: BENEFIT_IMPORT_JOB_CLASS, params: { file_name: 'wejscia.csv' } });
    const done = await waitForJob(job.id);
    expect(done.jobStatus, done.error ?? '').toBe('done');
    expect((await entriesLike('AJ-1')).length).toBe(1);
  });

  it('refuses a file with another job class, and the importer without a file, keeping nothing', async () => {
    const before = (await ctx.database.db.select().from(asyncJobs)).length;
    const wrong = await postJob(jobsMultipart(`${HEADER}\nAJ-2,F,Hala,S,terminal,2026-11-10,,`, 'Reports::Core3ReportService'));
    expect(wrong.statusCode).toBe(400);
    expect(body(wrong).error.fields).toEqual({ job_class: msg.jobWithFileOnlyImporter });
    const reports = await signedInUser(ctx.app, ['admin_role_reports']);
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/admin/async_jobs',
      headers: reports.headers,
      payload: { async_job: { job_class: BENEFIT_IMPORT_JOB_CLASS, params: {} } },
    });
    expect(json.statusCode).toBe(400);
    expect(body(json).error.fields).toEqual({ csv_file: msg.reportImporterNeedsFile });
    expect((await ctx.database.db.select().from(asyncJobs)).length).toBe(before);
    expect(await entriesLike('AJ-2')).toEqual([]);
  });
});
