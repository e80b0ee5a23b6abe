// @clock-dependent: the importer matches entries to activities by date.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, like } from 'drizzle-orm';
import type { BenefitImportQueued, BenefitImportResult } from '@sportdesk/contract';
import { asyncJobs, benefitEntries } from '../../db/schema/index';
import { body, createTestApp, signedInUser, type TestContext } from '../../test/app';
import { seedCatalogue } from '../activities/test-fixtures';
import { tempDataDir } from '../files/test-helpers';
import { newPrivateFileKey } from '../../lib/storage';
import { IMPORT_PROGRESS_KEY, importBenefitFile } from './import';
import { activityOn, addParticipant, playerWithCard, terminalLogin } from './test-fixtures';

/**
 * The sliced import (docs/decisions.md "Benefit entries"): the same file gives the same result on PGlite and
 * PostgreSQL (the expected numbers below are computed from the file alone, and this file runs on both), requests
 * are answered while a large import is still writing, and an import stopped after some slices goes on from its
 * checkpoint to the result an uninterrupted run gives.
 */
const HEADER = 'uuid,facility_id,facility_name,sn,terminal_type,date_played,player_card_no,organizer_login';
const LINES = 12_000;

let ctx: TestContext;
let headers: { authorization: string };
const ids: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestApp({ jobs: 'in-process', dataDir: tempDataDir() });
  await ctx.app.deps.jobs.start({ work: true });
  ({ headers } = await signedInUser(ctx.app, ['admin_role_benefit_entries', 'admin_role_sports']));
  const db = ctx.database.db;
  const cat = await seedCatalogue(db);
  ids.org = (await signedInUser(ctx.app, ['user_role_organizer_type_3'])).user.id;
  await terminalLogin(db, 'slice-org', ids.org);
  ids.act = await activityOn(db, cat, '2026-11-16', ids.org);
  ids.player = await playerWithCard(db, 'SL-1');
  await addParticipant(db, ids.act, ids.player);
});
afterAll(async () => {
  await ctx.app.deps.jobs.stop();
  await ctx.close();
});

/**
 * `LINES` lines after the header (file line = i + 1): every 97th repeats the uuid before it, every 251st has no
 * date, every 1000th is the seeded player's card at the seeded organiser's terminal on the activity's date (the
 * first of those matches the participation, the others find it taken).
 */
function file(prefix: string) {
  const lines = [HEADER];
  for (let i = 1; i <= LINES; i++) {
    const uuid = i % 97 === 0 ? `${prefix}-${i - 1}` : `${prefix}-${i}`;
    const date = i % 251 === 0 ? '' : '2026-11-16';
    const [card, login] = i % 1000 === 0 ? ['SL-1', 'SLICE-ORG'] : [`C-${i}`, 'nobody'];
    lines.push(`${uuid},F${i % 7},Hala ${i % 13},SN-${i % 5},benefit_terminal,${date},${card},${login}`);
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** The result, worked out from the file's rules without the database. */
function expected(prefix: string, fileName: string, matched = 1): BenefitImportResult {
  const refusedLines: BenefitImportResult['refused_lines'] = [];
  const seen = new Set<string>();
  let added = 0;
  for (let i = 1; i <= LINES; i++) {
    const uuid = i % 97 === 0 ? `${prefix}-${i - 1}` : `${prefix}-${i}`;
    if (i % 251 === 0) refusedLines.push({ line: i + 1, reason: 'Brak daty date_played' });
    else if (seen.has(uuid)) refusedLines.push({ line: i + 1, reason: `Powtórzony uuid ${uuid} — wiersz pominięty` });
    else {
      seen.add(uuid);
      added++;
    }
  }
  return {
    file_name: fileName,
    lines: LINES,
    added,
    updated: 0,
    unchanged: 0,
    matched,
    unassigned: added - matched,
    refused: refusedLines.length,
    refused_lines: refusedLines,
  };
}

const stored = (prefix: string) =>
  ctx.database.db
    .select()
    .from(benefitEntries)
    .where(like(benefitEntries.uuid, `${prefix}-%`));
const countOf = async (jobId: number) =>
  (await ctx.database.db.select({ n: count() }).from(benefitEntries).where(eq(benefitEntries.importJobId, jobId)))[0].n;
const jobRow = async (id: number) => (await ctx.database.db.select().from(asyncJobs).where(eq(asyncJobs.id, id)))[0];

function multipart(data: string) {
  const boundary = `----sportdesk${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="csv_file"; filename="duzy.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.from(data),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function until<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 120_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const found = await check();
    if (found !== undefined) return found;
    if (Date.now() > end) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('the sliced Benefit import', () => {
  it('answers a request while a large import is writing, and gives the result worked out from the file', async () => {
    const m = multipart(file('S'));
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/admin/benefit_entries/import',
      headers: { ...headers, ...m.headers },
      payload: m.payload,
    });
    expect(response.statusCode, response.body).toBe(202);
    const id = body<BenefitImportQueued>(response).data.id;
    const total = expected('S', 'duzy.csv').added;

    // Once the first rows are in, a request goes through before the import has written the rest: in one
    // transaction, nothing was visible before everything was, and a request waited for all of it.
    const before = await until('the first slice committed', async () => ((await countOf(id)) > 0 ? true : undefined));
    expect(before).toBe(true);
    const sports = await ctx.app.inject({ method: 'GET', url: '/api/v2/admin/sports', headers });
    expect(sports.statusCode, sports.body).toBe(200);
    const atAnswer = await countOf(id);
    expect(atAnswer).toBeGreaterThan(0);
    expect(atAnswer).toBeLessThan(total);
    expect((await jobRow(id)).jobStatus).toBe('running');

    const row = await until('the import finished', async () => {
      const r = await jobRow(id);
      return r.jobStatus === 'done' || r.jobStatus === 'failed' ? r : undefined;
    });
    expect(row.jobStatus, row.error ?? '').toBe('done');
    const { [IMPORT_PROGRESS_KEY]: progress, ...result } = row.infoBox as Record<string, unknown>;
    expect(progress).toBeNull();
    expect(result).toEqual(expected('S', 'duzy.csv'));
    expect(await countOf(id)).toBe(total);
    const matched = await ctx.database.db
      .select()
      .from(benefitEntries)
      .where(and(like(benefitEntries.uuid, 'S-%'), eq(benefitEntries.activityId, ids.act)));
    expect(matched.map((e) => [e.uuid, e.userId, e.organizerId])).toEqual([['S-1000', ids.player, ids.org]]);
  }, 180_000);

  it('goes on from its checkpoint after a worker stopped mid-way, to the result an uninterrupted run gives', async () => {
    const deps = ctx.app.deps;
    const key = newPrivateFileKey('imports');
    await deps.storage.put(key, Buffer.from(file('R')), 'text/csv');
    const [job] = await deps.db
      .insert(asyncJobs)
      .values({ jobName: 'Import', jobClass: 'Reports::ImportBenefitReportService', params: {} })
      .returning();
    const payload = { file_key: key, file_name: 'duzy.csv' };

    // The worker dies after its third slice of 1000 rows.
    const died = new Error('worker killed');
    await expect(
      importBenefitFile(deps, payload, job.id, {
        sliceRows: 1000,
        afterSlice: (slice) => {
          if (slice === 3) throw died;
        },
      }),
    ).rejects.toBe(died);
    const checkpoint = (await jobRow(job.id)).infoBox as Record<string, { line: number }>;
    expect(checkpoint[IMPORT_PROGRESS_KEY].line).toBeGreaterThan(3000);
    expect(await countOf(job.id)).toBe(3000);

    // The retry reads the checkpoint and writes only what is left. (The participation R-1000 would match is
    // S-1000's since the test above: nothing matches.)
    const result = await importBenefitFile(deps, payload, job.id, { sliceRows: 1000 });
    expect(result).toEqual(expected('R', 'duzy.csv', 0));
    const rows = await stored('R');
    expect(rows).toHaveLength(result.added);
    expect(new Set(rows.map((r) => r.uuid)).size).toBe(result.added);
  }, 180_000);
});
