import { Transform, pipeline, type Readable } from 'node:stream';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { parse } from 'csv-parse';
import {
  BENEFIT_IMPORT_COLUMNS,
  BENEFIT_IMPORT_REFUSED_LIST_MAX,
  ErrorCode,
  benefitMsg,
  isRealDate,
  isStorableText,
  type BenefitImportRefusedLine,
  type BenefitImportResult,
} from '@sportdesk/contract';
import {
  activities,
  activityCoordinators,
  activityParticipants,
  asyncJobs,
  benefitEntries,
  terminalLogins,
  users,
} from '../../db/schema/index';
import type { Executor } from '../../db/client';
import type { AppDeps } from '../../lib/deps';
import { AppError } from '../../lib/errors';

type Column = (typeof BENEFIT_IMPORT_COLUMNS)[number];
/** The column lengths of `benefit_entries` (a longer value refuses the line). */
const MAX_LENGTH: Record<Exclude<Column, 'date_played'>, number> = {
  uuid: 64,
  facility_id: 64,
  facility_name: 255,
  sn: 64,
  terminal_type: 64,
  player_card_no: 64,
  organizer_login: 120,
};

const fileError = (message: string) => new AppError(ErrorCode.VALIDATION, message, { csv_file: message });

/** Passes the bytes on as text, failing on the first byte sequence that is not UTF-8 (a cp1250 export, say). */
function utf8Text() {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  return new Transform({
    readableObjectMode: false,
    transform(chunk: Buffer, _enc, done) {
      try {
        done(null, decoder.decode(chunk, { stream: true }));
      } catch {
        done(fileError(benefitMsg.importEncoding));
      }
    },
    flush(done) {
      try {
        done(null, decoder.decode());
      } catch {
        done(fileError(benefitMsg.importEncoding));
      }
    },
  });
}

/** `YYYY-MM-DD`, optionally followed by a time (`2026-11-20 18:30:00`, `2026-11-20T18:30`): the date part, or null. */
export function datePart(value: string) {
  const m = /^(\d{4}-\d{2}-\d{2})(?:[ T]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(value);
  return m && isRealDate(m[1]) ? m[1] : null;
}

interface Row {
  line: number;
  uuid: string;
  facilityId: string | null;
  facilityName: string | null;
  sn: string | null;
  terminalType: string | null;
  datePlayed: string;
  playerCardNo: string | null;
  organizerLogin: string | null;
}
const PROVIDER_FIELDS = [
  'facilityId',
  'facilityName',
  'sn',
  'terminalType',
  'datePlayed',
  'playerCardNo',
  'organizerLogin',
] as const;

class Counts {
  lines = 0;
  added = 0;
  updated = 0;
  unchanged = 0;
  matched = 0;
  unassigned = 0;
  refused = 0;
  refusedLines: BenefitImportRefusedLine[] = [];
  refuse(line: number, reason: string) {
    this.refused++;
    if (this.refusedLines.length < BENEFIT_IMPORT_REFUSED_LIST_MAX) this.refusedLines.push({ line, reason });
  }
  static from(saved: Partial<Counts>) {
    return Object.assign(new Counts(), saved, { refusedLines: [...(saved.refusedLines ?? [])] });
  }
  toJSON() {
    const { lines, added, updated, unchanged, matched, unassigned, refused, refusedLines } = this;
    return { lines, added, updated, unchanged, matched, unassigned, refused, refusedLines };
  }
}

/**
 * The key of the job's info box holding the last committed slice: `{ line, counts }`. Written in the slice's own
 * transaction, so it always says exactly which lines are in the database; removed when the import finishes.
 */
export const IMPORT_PROGRESS_KEY = 'import_progress';
interface ImportProgress {
  line: number;
  counts: Partial<Counts>;
}

/**
 * Rows written per transaction (a slice); between slices the importer lets waiting statements through. The size
 * follows the time a slice holds the database: aiming at `SLICE_TARGET_MS`, between `SLICE_MIN_ROWS` and
 * `SLICE_MAX_ROWS` rows (a loaded machine gets smaller slices, so a request never waits long for one).
 */
const SLICE_FIRST_ROWS = 200;
const SLICE_MIN_ROWS = 25;
const SLICE_MAX_ROWS = 1000;
const SLICE_TARGET_MS = 40;
/** Records read between two turns of the event loop while the file is parsed (the requests' turn on this thread). */
const PARSE_TURN_RECORDS = 250;

export interface ImportOptions {
  /** A fixed slice size instead of the one that follows the time (tests). */
  sliceRows?: number;
  /** Called after each committed slice (tests: stop the import there, as a dead worker would). */
  afterSlice?: (slice: number, line: number) => void | Promise<void>;
}

const csvErrorOf = (error: unknown) => {
  const { code, lines } = error as { code?: unknown; lines?: unknown };
  if (typeof code !== 'string' || !(code.startsWith('CSV_') || code === 'INVALID_OPENING_QUOTE')) return null;
  return fileError(benefitMsg.importCsvError(typeof lines === 'number' ? lines : 0, code));
};

/**
 * Reads the file: UTF-8 → csv-parse, checks the header and calls `onRow` for each line after it (awaited, so a
 * slow consumer holds the file back). A broken CSV fails with its line and problem (benefitMsg.importCsvError).
 */
async function scanFile(
  stream: Readable,
  onRow: (record: string[], line: number, index: Record<Column, number>, width: number) => void | Promise<void>,
) {
  const records = parse({ bom: true, relax_column_count: true, skip_empty_lines: true, trim: true, info: true });
  // pipeline destroys every stage with the first error (a read error, the UTF-8 check), so the loop below throws it.
  pipeline(stream, utf8Text(), records, () => {});
  let index: Record<Column, number> | null = null;
  let width = 0;
  let last = 0;
  let read = 0;
  try {
    for await (const { record, info } of records as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      last = info.lines;
      if (!index) {
        const header = record.map((h) => h.trim().toLowerCase());
        const missing = BENEFIT_IMPORT_COLUMNS.filter((c) => !header.includes(c));
        const unknown = header.filter((h) => !(BENEFIT_IMPORT_COLUMNS as readonly string[]).includes(h));
        if (missing.length || unknown.length) throw fileError(benefitMsg.importHeader(missing, unknown));
        index = Object.fromEntries(BENEFIT_IMPORT_COLUMNS.map((c) => [c, header.indexOf(c)])) as Record<Column, number>;
        width = header.length;
        continue;
      }
      await onRow(record, info.lines, index, width);
      if (++read % PARSE_TURN_RECORDS === 0) await nextTurn();
    }
  } catch (error) {
    stream.destroy();
    throw csvErrorOf(error) ?? error;
  }
  if (!index) throw fileError(benefitMsg.importFileEmpty);
  return last;
}

async function openFile(deps: Pick<AppDeps, 'storage' | 'config'>, key: string) {
  const stored = await deps.storage.get(key);
  if (!stored) throw fileError(benefitMsg.importFileGone);
  const maxBytes = deps.config.benefitImportMaxBytes;
  if (stored.size > maxBytes) {
    stored.stream.destroy();
    throw fileError(benefitMsg.importFileTooLarge(maxBytes));
  }
  if (stored.size === 0) {
    stored.stream.destroy();
    throw fileError(benefitMsg.importFileEmpty);
  }
  return stored.stream;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * After a slice: on the embedded database, which runs one statement at a time, the importer stays away for half the
 * time its slice held it, so a request of several statements (session, page, count) finishes in the gap instead of
 * waiting for a slice between each of them. PostgreSQL serves everyone at once: only a turn of the event loop.
 */
const letOthersThrough = (embedded: boolean, heldMs: number) =>
  embedded ? new Promise<void>((resolve) => setTimeout(resolve, Math.min(100, Math.max(5, heldMs / 2)))) : nextTurn();

/**
 * The provider-file importer (`Reports::ImportBenefitReportService`), in two passes over the stored file
 * (docs/decisions.md "Benefit entries", sliced import):
 * 1. the whole file is checked without writing anything: a wrong header, a bad date, a wrong encoding or a broken
 *    CSV (named by its line) fails the job and leaves nothing imported from the file;
 * 2. the rows are written in slices (sized to hold the database ~40 ms), each one short transaction that also
 *    records the last line it covers and the counts so far in the job's info box (`import_progress`; the finished
 *    job's result sets it to null, in the same update that marks the job done). Between slices other statements run:
 *    on the embedded database, which runs one statement at a time, a long import no longer stalls every request.
 *    A worker that dies mid-way leaves whole slices and their checkpoint; the retry of the same job re-reads the
 *    lines up to the checkpoint without writing them (for repeated uuids) and goes on from there, so the finished
 *    import's result is the one an uninterrupted run gives. Until then the job is `running` or `failed`, never done.
 * Rows are upserted by uuid; a line that cannot be taken (no uuid, a repeated uuid, a value too long, a changed
 * confirmed entry, …) is refused with its line number and reason, and the rest of the file is imported.
 */
export async function importBenefitFile(
  deps: Pick<AppDeps, 'db' | 'storage' | 'config'> & Partial<Pick<AppDeps, 'database'>>,
  payload: { file_key: string; file_name: string },
  jobId: number | null,
  options: ImportOptions = {},
): Promise<BenefitImportResult> {
  let sliceRows = options.sliceRows ?? SLICE_FIRST_ROWS;
  const embedded = deps.database?.kind === 'pglite';
  const saved = jobId != null ? await loadProgress(deps.db, jobId) : null;
  if (!saved) {
    const check = new Counts();
    await scanFile(await openFile(deps, payload.file_key), (record, line, index, width) => {
      readRow(record, line, index, width, check);
    });
  }
  const done = saved?.line ?? 0;
  const counts = saved ? Counts.from(saved.counts) : new Counts();
  const replayed = new Counts();
  const seen = new Set<string>();
  let batch: Row[] = [];
  let slices = 0;
  const commit = async (line: number) => {
    const rows = batch;
    batch = [];
    let held = 0;
    await deps.db.transaction(async (tx) => {
      const began = performance.now();
      if (rows.length) await writeBatch(tx, rows, counts, jobId);
      if (jobId != null) await saveProgress(tx, jobId, { line, counts: counts.toJSON() });
      held = performance.now() - began;
    });
    if (options.sliceRows === undefined) {
      const fits = (sliceRows * SLICE_TARGET_MS) / Math.max(held, 1);
      sliceRows = Math.round(Math.min(SLICE_MAX_ROWS, Math.max(SLICE_MIN_ROWS, (sliceRows + fits) / 2)));
    }
    await options.afterSlice?.(++slices, line);
    await letOthersThrough(embedded, held);
  };
  const last = await scanFile(await openFile(deps, payload.file_key), async (record, line, index, width) => {
    // Lines the checkpoint covers are in the database and in its counts: read again only for repeated uuids.
    const replay = line <= done;
    const c = replay ? replayed : counts;
    c.lines++;
    const row = readRow(record, line, index, width, c);
    if (!row) return;
    if (seen.has(row.uuid)) {
      c.refuse(line, `Powtórzony uuid ${row.uuid} — wiersz pominięty`);
      return;
    }
    seen.add(row.uuid);
    if (replay) return;
    batch.push(row);
    if (batch.length >= sliceRows) await commit(line);
  });
  if (batch.length) await commit(last);
  return {
    file_name: payload.file_name,
    lines: counts.lines,
    added: counts.added,
    updated: counts.updated,
    unchanged: counts.unchanged,
    matched: counts.matched,
    unassigned: counts.unassigned,
    refused: counts.refused,
    refused_lines: counts.refusedLines,
  };
}

async function loadProgress(db: Executor, jobId: number): Promise<ImportProgress | null> {
  const [row] = await db.select({ infoBox: asyncJobs.infoBox }).from(asyncJobs).where(eq(asyncJobs.id, jobId));
  const progress = (row?.infoBox as Record<string, unknown> | undefined)?.[IMPORT_PROGRESS_KEY] as ImportProgress | undefined;
  return progress && typeof progress.line === 'number' ? progress : null;
}

const saveProgress = (tx: Executor, jobId: number, progress: ImportProgress) =>
  tx
    .update(asyncJobs)
    .set({ infoBox: sql`${asyncJobs.infoBox} || ${JSON.stringify({ [IMPORT_PROGRESS_KEY]: progress })}::jsonb` })
    .where(eq(asyncJobs.id, jobId));

/** One line → a row, or null when it is refused (counted with its reason). A bad date fails the whole file. */
function readRow(record: string[], line: number, index: Record<Column, number>, width: number, counts: Counts): Row | null {
  if (record.length !== width) {
    counts.refuse(line, `Wiersz ma ${record.length} kolumn, oczekiwano ${width}`);
    return null;
  }
  const value = (c: Column) => record[index[c]] ?? '';
  for (const c of BENEFIT_IMPORT_COLUMNS) {
    if (!isStorableText(value(c))) {
      counts.refuse(line, `Niedozwolone znaki w kolumnie ${c}`);
      return null;
    }
    if (c !== 'date_played' && value(c).length > MAX_LENGTH[c]) {
      counts.refuse(line, `Wartość w kolumnie ${c} jest za długa (maks. ${MAX_LENGTH[c]} znaków)`);
      return null;
    }
  }
  if (!value('uuid')) {
    counts.refuse(line, 'Brak uuid');
    return null;
  }
  const rawDate = value('date_played');
  if (!rawDate) {
    counts.refuse(line, 'Brak daty date_played');
    return null;
  }
  const date = datePart(rawDate);
  if (!date) throw fileError(benefitMsg.importBadDate(line, rawDate));
  const opt = (c: Column) => value(c) || null;
  return {
    line,
    uuid: value('uuid'),
    facilityId: opt('facility_id'),
    facilityName: opt('facility_name'),
    sn: opt('sn'),
    terminalType: opt('terminal_type'),
    datePlayed: date,
    playerCardNo: opt('player_card_no'),
    organizerLogin: opt('organizer_login'),
  };
}

const pairKey = (activityId: number, userId: number) => `${activityId}:${userId}`;
const uniq = <T>(values: (T | null | undefined)[]) => [...new Set(values.filter((v): v is T => v != null))];

/**
 * The matching rule (docs/decisions.md "Benefit entries"):
 * - player: the one live user whose Benefit card number (`users.benefit_id`) equals `player_card_no`;
 * - organiser: the user of the terminal login (`terminal_logins.login`, any case) equal to `organizer_login`;
 * - activity: with both known, the one not-canceled activity on `date_played` created or coordinated by the
 *   organiser on whose list (not the reserve list) the player is, and whose participation has no entry yet.
 * Anything not found exactly once stays empty: the entry is unassigned, for a person to assign.
 * Values already on an entry (set by a person or an earlier import) are never overwritten.
 */
async function writeBatch(tx: Executor, rows: Row[], counts: Counts, jobId: number | null) {
  const existing = new Map(
    (
      await tx
        .select()
        .from(benefitEntries)
        .where(
          inArray(
            benefitEntries.uuid,
            rows.map((r) => r.uuid),
          ),
        )
    ).map((e) => [e.uuid, e]),
  );

  const cards = uniq(rows.map((r) => r.playerCardNo));
  const cardOwners = new Map<string, number | null>();
  if (cards.length) {
    const owners = await tx
      .select({ id: users.id, card: users.benefitId })
      .from(users)
      .where(and(inArray(users.benefitId, cards), isNull(users.deletedAt)));
    for (const o of owners) cardOwners.set(o.card!, cardOwners.has(o.card!) ? null : o.id);
  }
  const logins = uniq(rows.map((r) => r.organizerLogin?.toLowerCase()));
  const loginUsers = new Map<string, number>();
  if (logins.length) {
    const found = await tx
      .select({ login: terminalLogins.login, userId: terminalLogins.userId })
      .from(terminalLogins)
      .where(inArray(sql`lower(${terminalLogins.login})`, logins));
    for (const f of found) if (f.userId != null) loginUsers.set(f.login.toLowerCase(), f.userId);
  }

  const resolved = rows.map((r) => {
    const before = existing.get(r.uuid);
    const organizerId = before?.organizerId ?? (r.organizerLogin ? loginUsers.get(r.organizerLogin.toLowerCase()) : null) ?? null;
    const userId = before?.userId ?? (r.playerCardNo ? cardOwners.get(r.playerCardNo) : null) ?? null;
    return { r, before, organizerId, userId, activityId: before?.activityId ?? null };
  });

  // Candidate activities: the player is on the list, on that date, not canceled.
  const wanted = resolved.filter((x) => x.activityId == null && x.userId != null && x.organizerId != null);
  if (wanted.length) {
    const candidates = await tx
      .select({
        activityId: activities.id,
        userId: activityParticipants.userId,
        date: activities.date,
        creatorId: activities.creatorId,
      })
      .from(activityParticipants)
      .innerJoin(activities, eq(activities.id, activityParticipants.activityId))
      .where(
        and(
          inArray(activityParticipants.userId, uniq(wanted.map((x) => x.userId))),
          inArray(activities.date, uniq(wanted.map((x) => x.r.datePlayed))),
          eq(activityParticipants.reserve, false),
          eq(activities.canceled, false),
        ),
      );
    const activityIds = uniq(candidates.map((c) => c.activityId));
    const coordinators = new Set<string>();
    const taken = new Set<string>();
    if (activityIds.length) {
      for (const c of await tx.select().from(activityCoordinators).where(inArray(activityCoordinators.activityId, activityIds)))
        coordinators.add(pairKey(c.activityId, c.userId));
      for (const t of await tx
        .select({ activityId: benefitEntries.activityId, userId: benefitEntries.userId })
        .from(benefitEntries)
        .where(inArray(benefitEntries.activityId, activityIds)))
        if (t.activityId != null && t.userId != null) taken.add(pairKey(t.activityId, t.userId));
    }
    for (const x of wanted) {
      const fits = candidates.filter(
        (c) =>
          c.userId === x.userId &&
          c.date === x.r.datePlayed &&
          (c.creatorId === x.organizerId || coordinators.has(pairKey(c.activityId, x.organizerId!))) &&
          !taken.has(pairKey(c.activityId, c.userId)),
      );
      if (fits.length === 1) {
        x.activityId = fits[0].activityId;
        taken.add(pairKey(fits[0].activityId, fits[0].userId));
      }
    }
  }

  const inserts: (typeof benefitEntries.$inferInsert)[] = [];
  for (const x of resolved) {
    const { r, before } = x;
    const provider = {
      facilityId: r.facilityId,
      facilityName: r.facilityName,
      sn: r.sn,
      terminalType: r.terminalType,
      datePlayed: r.datePlayed,
      playerCardNo: r.playerCardNo,
      organizerLogin: r.organizerLogin,
    };
    if (before) {
      const providerChanged = PROVIDER_FIELDS.some((f) => before[f] !== provider[f]);
      if (before.confirmed && providerChanged) {
        counts.refuse(r.line, `Wpis ${r.uuid} jest zatwierdzony — zmian z pliku nie zapisano`);
        continue;
      }
      const links = before.confirmed
        ? {}
        : { organizerId: x.organizerId, userId: x.userId, activityId: x.userId != null ? x.activityId : before.activityId };
      const linksChanged =
        !before.confirmed &&
        (before.organizerId !== links.organizerId || before.userId !== links.userId || before.activityId !== links.activityId);
      if (providerChanged || linksChanged) {
        await tx
          .update(benefitEntries)
          .set({ ...provider, ...links, importJobId: jobId, updatedAt: new Date() })
          .where(eq(benefitEntries.id, before.id));
        counts.updated++;
      } else counts.unchanged++;
      const [activityId, userId] = before.confirmed ? [before.activityId, before.userId] : [links.activityId, links.userId];
      if (activityId != null && userId != null) counts.matched++;
      else counts.unassigned++;
      continue;
    }
    inserts.push({
      uuid: r.uuid,
      ...provider,
      reportType: 'terminal',
      organizerId: x.organizerId,
      userId: x.userId,
      activityId: x.userId != null ? x.activityId : null,
      importJobId: jobId,
    });
    counts.added++;
    if (x.activityId != null && x.userId != null) counts.matched++;
    else counts.unassigned++;
  }
  if (inserts.length) await tx.insert(benefitEntries).values(inserts);
}
