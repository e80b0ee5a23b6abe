import { Transform, pipeline } from 'node:stream';
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
const BATCH = 1000;

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
}

/**
 * The provider-file importer (`Reports::ImportBenefitReportService`). Reads the stored file as a stream
 * (UTF-8 → csv-parse → batches of 1000 rows), all inside one transaction: a wrong header, a bad date, a
 * wrong encoding or a broken CSV fails the job and leaves nothing imported from the file. Rows are upserted
 * by uuid; a line that cannot be taken (no uuid, a repeated uuid, a value too long, a changed confirmed
 * entry, …) is refused with its line number and reason, and the rest of the file is imported.
 */
export async function importBenefitFile(
  deps: Pick<AppDeps, 'db' | 'storage' | 'config'>,
  payload: { file_key: string; file_name: string },
  jobId: number | null,
): Promise<BenefitImportResult> {
  const stored = await deps.storage.get(payload.file_key);
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
  const counts = new Counts();
  try {
    await deps.db.transaction(async (tx) => {
      const records = parse({ bom: true, relax_column_count: true, skip_empty_lines: true, trim: true, info: true });
      // pipeline destroys every stage with the first error (a read error, the UTF-8 check), so the loop below throws it.
      pipeline(stored.stream, utf8Text(), records, () => {});
      let index: Record<Column, number> | null = null;
      let width = 0;
      const seen = new Set<string>();
      let batch: Row[] = [];
      for await (const { record, info } of records as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
        const line = info.lines;
        if (!index) {
          const header = record.map((h) => h.trim().toLowerCase());
          const missing = BENEFIT_IMPORT_COLUMNS.filter((c) => !header.includes(c));
          const unknown = header.filter((h) => !(BENEFIT_IMPORT_COLUMNS as readonly string[]).includes(h));
          if (missing.length || unknown.length) throw fileError(benefitMsg.importHeader(missing, unknown));
          index = Object.fromEntries(BENEFIT_IMPORT_COLUMNS.map((c) => [c, header.indexOf(c)])) as Record<Column, number>;
          width = header.length;
          continue;
        }
        counts.lines++;
        const row = readRow(record, line, index, width, counts);
        if (!row) continue;
        if (seen.has(row.uuid)) {
          counts.refuse(line, `Powtórzony uuid ${row.uuid} — wiersz pominięty`);
          continue;
        }
        seen.add(row.uuid);
        batch.push(row);
        if (batch.length >= BATCH) {
          await writeBatch(tx, batch, counts, jobId);
          batch = [];
        }
      }
      if (!index) throw fileError(benefitMsg.importFileEmpty);
      if (batch.length) await writeBatch(tx, batch, counts, jobId);
    });
  } catch (error) {
    stored.stream.destroy();
    const code = (error as { code?: string }).code;
    if (typeof code === 'string' && code.startsWith('CSV_')) {
      const lines = (error as { lines?: number }).lines ?? 0;
      throw fileError(benefitMsg.importBadCsv(lines));
    }
    throw error;
  }
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
