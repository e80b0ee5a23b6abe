import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { FileStorage } from '../../lib/storage';

/** How a column's database value is written into the file (Polish Excel: `;`, decimal comma, Tak/Nie). */
export type ColumnKind = 'text' | 'int' | 'money' | 'bool' | { labels: Record<string, string> };

export interface ReportColumn {
  /** The SQL alias the query selects. */
  key: string;
  /** Polish header in the file. */
  header: string;
  kind?: ColumnKind;
}

export interface ReportFileSpec {
  columns: readonly ReportColumn[];
  /** A complete SELECT whose aliases are the columns' keys (dates inlined only after strict validation). */
  query: string;
  /** Keys of int/money columns summed into a last 'Razem' row. */
  totals?: readonly string[];
}

/**
 * Rows per FETCH. Small batches keep what is alive at each young-generation collection small, so little is promoted
 * to the old heap: on 1,000,000 users the worker's RSS grew ~120 MB with 2000, ~85 MB with 250, ~75 MB with 100, at
 * the same speed (docs/benchmarks.md).
 */
const BATCH = 200;

/** Grosze → `1234,50`: two decimals, decimal comma, no thousands separator (Polish Excel reads it as a number). */
export function formatMoney(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const grosze = typeof value === 'bigint' ? value : BigInt(Math.round(Number(value)));
  const negative = grosze < 0n;
  const abs = negative ? -grosze : grosze;
  return `${negative ? '-' : ''}${abs / 100n},${String(abs % 100n).padStart(2, '0')}`;
}

/** The first characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Makes one text cell safe to open in a spreadsheet: a cell starting with `=`, `+`, `-`, `@`, a tab or a carriage
 * return gets a leading `'`, so Excel (and LibreOffice, Sheets) shows it as text instead of running it as a formula
 * (`=HYPERLINK(…)`, `+cmd|' /C calc'!A0`, `@SUM(1)`). Every other text is left as it is. The one rule for every
 * text cell of every file we write: `formatCell` applies it to all text columns, labels and headers; only int and
 * money columns, whose values are numbers the report itself formats, are written bare (negative money `-12,50`
 * stays a number Excel can add).
 */
export function neutraliseCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** An int column's value as written: digits with an optional minus (anything else is treated as text). */
const INTEGER = /^-?\d+$/;

/**
 * One cell as written into the file. The column's kind decides, never the value's look: int and money columns are
 * numbers (money formatted by `formatMoney`, so always `-?digits,dd`), Tak/Nie and labels are ours, and everything
 * else — names, e-mails, phones, codes, notes, the provider's imported fields — goes through `neutraliseCell`, even
 * when it happens to read like a number.
 */
export function formatCell(value: unknown, kind: ColumnKind = 'text'): string {
  if (value === null || value === undefined) return '';
  if (kind === 'money') return formatMoney(value);
  if (kind === 'bool') return value === true || value === 't' || value === 'true' ? 'Tak' : 'Nie';
  if (kind === 'int') {
    const text = String(value);
    return INTEGER.test(text) ? text : neutraliseCell(text);
  }
  if (typeof kind === 'object') return neutraliseCell(kind.labels[String(value)] ?? String(value));
  if (value instanceof Date) return value.toISOString();
  return neutraliseCell(String(value));
}

/** Polish Excel's CSV: semicolons, CRLF line ends; every file starts with a UTF-8 BOM so Excel reads it as UTF-8. */
const CSV_OPTIONS = { delimiter: ';', record_delimiter: 'windows' } as const;
const BOM = '\ufeff';

/** The header line of `columns` (each header neutralised). */
const headerText = (columns: readonly ReportColumn[]) => stringify([columns.map((c) => neutraliseCell(c.header))], CSV_OPTIONS);
/** Rows as lines, each cell written by its column's kind (`formatCell`). */
const rowsText = (columns: readonly ReportColumn[], rows: readonly Record<string, unknown>[]) =>
  rows.length
    ? stringify(
        rows.map((row) => columns.map((c) => formatCell(row[c.key], c.kind))),
        CSV_OPTIONS,
      )
    : '';

/** One table of a small in-memory file (`csvDocument`). */
export interface CsvSection {
  columns: readonly ReportColumn[];
  rows: readonly Record<string, unknown>[];
}

/**
 * A small file built in memory with the same writer as the reports (BOM, `;`, CRLF, decimal comma, Tak/Nie,
 * neutralised text): its tables one after another, an empty line between them. For answers of a request (a
 * month's settlement), not for lists that grow without bound — those are reports, streamed by `streamReport`.
 */
export function csvDocument(sections: readonly CsvSection[]): Buffer {
  const parts = sections.map((s) => headerText(s.columns) + rowsText(s.columns, s.rows));
  return Buffer.from(BOM + parts.join('\r\n'), 'utf8');
}

export interface StreamResult {
  rows: number;
  size: number;
}

type Fetch = (rows: number) => Promise<Record<string, unknown>[]>;
const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/**
 * Runs `read` with a cursor over `query` opened in a read-only transaction. On PostgreSQL the transaction stays open
 * while `read` fetches (its own pooled connection). On the embedded database, which runs one statement at a time,
 * an open transaction would hold every request until the file is written: there the cursor is declared `WITH HOLD`
 * (its rows are kept when the short transaction commits) and each FETCH is a statement of its own, so requests
 * run between batches (docs/decisions.md "Reports").
 */
async function withCursor<T>(db: Db, query: string, embedded: boolean, read: (fetch: Fetch) => Promise<T>): Promise<T> {
  if (!embedded)
    return db.transaction(async (tx: Tx) => {
      await tx.execute(sql.raw('SET TRANSACTION READ ONLY'));
      await tx.execute(sql.raw(`DECLARE report_cursor NO SCROLL CURSOR FOR ${query}`));
      const result = await read(async (n) => rowsOf(await tx.execute(sql.raw(`FETCH ${n} FROM report_cursor`))));
      await tx.execute(sql.raw('CLOSE report_cursor'));
      return result;
    });
  // One session serves every caller: the cursor's name is the report's own.
  const cursor = `report_cursor_${randomBytes(8).toString('hex')}`;
  await db.transaction(async (tx: Tx) => {
    await tx.execute(sql.raw('SET TRANSACTION READ ONLY'));
    await tx.execute(sql.raw(`DECLARE ${cursor} NO SCROLL CURSOR WITH HOLD FOR ${query}`));
  });
  try {
    return await read(async (n) => rowsOf(await db.execute(sql.raw(`FETCH ${n} FROM ${cursor}`))));
  } finally {
    await db.execute(sql.raw(`CLOSE ${cursor}`)).catch(() => undefined);
  }
}

/**
 * Writes one report: a cursor over the query (`withCursor`), `FETCH 200` at a time,
 * each batch through the CSV stringifier into `storage.putStream` — the file never sits in memory.
 * `onBatch` gets the rows written so far (progress). `embedded`: the database is PGlite.
 */
export async function streamReport(
  db: Db,
  storage: FileStorage,
  key: string,
  spec: ReportFileSpec,
  onBatch: (rowsDone: number) => void | Promise<void>,
  embedded = false,
): Promise<StreamResult> {
  let rows = 0;
  const totals = new Map<string, bigint>((spec.totals ?? []).map((k) => [k, 0n]));
  const size = await withCursor(db, spec.query, embedded, async (fetch) => {
    /**
     * One chunk per batch: the batch is formatted and stringified at once, so its rows die young (never promoted to
     * the old heap while the file stream drains) and the process's memory stays flat whatever the row count.
     */
    async function* chunks() {
      yield Buffer.from(BOM + headerText(spec.columns), 'utf8');
      for (;;) {
        const list = await fetch(BATCH);
        if (!list.length) break;
        for (const row of list) for (const [k, sum] of totals) if (row[k] != null) totals.set(k, sum + BigInt(String(row[k])));
        rows += list.length;
        yield Buffer.from(rowsText(spec.columns, list), 'utf8');
        await onBatch(rows);
        if (list.length < BATCH) break;
      }
      if (totals.size) {
        const total = spec.columns.map((c, i) =>
          i === 0 ? 'Razem' : totals.has(c.key) ? formatCell(totals.get(c.key), c.kind) : '',
        );
        yield Buffer.from(stringify([total], CSV_OPTIONS), 'utf8');
      }
    }
    const source = Readable.from(chunks(), { objectMode: false });
    // The store's failure is the one reported; a read the stopped source still had in flight is not another error.
    source.on('error', () => {});
    try {
      return (await storage.putStream(key, source, 'text/csv; charset=utf-8')).size;
    } finally {
      source.destroy();
    }
  });
  return { rows, size };
}
