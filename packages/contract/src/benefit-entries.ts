import { z } from 'zod';
import {
  dateFilter,
  idField,
  optionalIdField,
  optionalSelectedIdField,
  optionalText,
  orderDir,
  pagingQuery,
  queryBool,
  queryInt,
  queryText,
} from './common';
import { msg } from './messages';

/** How the visit was registered (docs/spec/part-2.md §3 "Benefit entry"). */
export const BENEFIT_REPORT_TYPES = ['terminal', 'paper', 'system'] as const;
export type BenefitReportType = (typeof BENEFIT_REPORT_TYPES)[number];
export const BENEFIT_REPORT_TYPE_LABELS: Record<BenefitReportType, string> = {
  terminal: 'Terminal',
  paper: 'Papier',
  system: 'System',
};

/** The importer's job class (the reports list shows it as "Klasa"). */
export const BENEFIT_IMPORT_JOB_CLASS = 'Reports::ImportBenefitReportService';
/** The provider file's columns, in this order in the sample (any order is accepted, all must be present). */
export const BENEFIT_IMPORT_COLUMNS = [
  'uuid',
  'facility_id',
  'facility_name',
  'sn',
  'terminal_type',
  'date_played',
  'player_card_no',
  'organizer_login',
] as const;
/** At most this many refused lines are listed on the job; the count covers all of them. */
export const BENEFIT_IMPORT_REFUSED_LIST_MAX = 1000;

/** The module's Polish messages. */
export const benefitMsg = {
  notParticipant: 'Gracz nie jest uczestnikiem tych zajęć',
  participationTaken: (id: number) => `Ten uczestnik ma już wpis Benefit (#${id}) w tych zajęciach`,
  locked: 'Wpis jest zatwierdzony — odznacz „Zatwierdzony”, aby zmienić to pole',
  unknownActivity: 'Nie ma takich zajęć',
  unknownUser: 'Nie ma takiego użytkownika',
  importQueued: 'Dodano do kolejki',
  importFileMissing: 'Wybierz plik CSV',
  importFileTooLarge: (maxBytes: number) =>
    `Plik jest za duży (maksymalnie ${
      maxBytes >= 1024 * 1024 ? `${Math.floor(maxBytes / 1024 / 1024)} MB` : `${Math.ceil(maxBytes / 1024)} kB`
    })`,
  importFileEmpty: 'Plik jest pusty',
  importEncoding: 'Plik nie jest zapisany w kodowaniu UTF-8 — zapisz go jako CSV UTF-8 i zaimportuj ponownie',
  importHeader: (missing: string[], unknown: string[]) =>
    `Nieprawidłowy nagłówek pliku${missing.length ? `: brak kolumn ${missing.join(', ')}` : ''}${
      unknown.length ? `${missing.length ? ';' : ':'} nieznane kolumny ${unknown.join(', ')}` : ''
    } (wymagane: ${BENEFIT_IMPORT_COLUMNS.join(', ')})`,
  importBadDate: (line: number, value: string) =>
    `Wiersz ${line}: nieprawidłowa data date_played „${value.slice(0, 40)}” (format RRRR-MM-DD) — nie zaimportowano nic z tego pliku`,
  importBadCsv: (line: number) => `Wiersz ${line}: plik nie jest poprawnym plikiem CSV — nie zaimportowano nic z tego pliku`,
  /** A csv-parse error (its `code`) named with its line: what is wrong, in words a person can fix in the file. */
  importCsvError: (line: number, code: string) => {
    const problem =
      {
        INVALID_OPENING_QUOTE:
          'cudzysłów wewnątrz pola, które nie zaczyna się cudzysłowem (ujmij całe pole w cudzysłów, a cudzysłów w środku podwój: "")',
        CSV_INVALID_CLOSING_QUOTE:
          'po zamykającym cudzysłowie jest inny znak niż przecinek lub koniec wiersza (cudzysłów w środku pola podwój: "")',
        CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'po zamykającym cudzysłowie jest inny znak niż przecinek lub koniec wiersza',
        CSV_QUOTE_NOT_CLOSED: 'cudzysłów otwarty w tym wierszu nie jest zamknięty do końca pliku',
        CSV_MAX_RECORD_SIZE: 'wiersz jest za długi',
        CSV_RECORD_INCONSISTENT_FIELDS_LENGTH: 'wiersz ma inną liczbę kolumn niż nagłówek',
      }[code] ?? 'plik nie jest poprawnym plikiem CSV';
    return `Wiersz ${line}: ${problem} — nie zaimportowano nic z tego pliku`;
  },
  importFileGone: 'Nie znaleziono pliku importu',
} as const;

const ref = z.object({ id: z.number(), label: z.string() }).nullable();

/** A benefit entry as the list, the tabs and the form show it. */
export const benefitEntry = z.object({
  id: z.number(),
  uuid: z.string(),
  facility_id: z.string().nullable(),
  facility_name: z.string().nullable(),
  sn: z.string().nullable(),
  terminal_type: z.string().nullable(),
  date_played: z.string(),
  player_card_no: z.string().nullable(),
  organizer_login: z.string().nullable(),
  confirmed: z.boolean(),
  activity_id: z.number().nullable(),
  /** label: the activity's name and date. */
  activity: ref,
  user_id: z.number().nullable(),
  user: ref,
  organizer_id: z.number().nullable(),
  organizer: ref,
  rejected: z.boolean(),
  report_type: z.enum(BENEFIT_REPORT_TYPES),
  notes: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type BenefitEntry = z.infer<typeof benefitEntry>;

const reportType = z.enum(BENEFIT_REPORT_TYPES, { error: msg.required });
const datePlayed = z
  .string({ error: msg.required })
  .trim()
  .min(1, msg.required)
  .regex(/^\d{4}-\d{2}-\d{2}$/, msg.dateFormat)
  .refine((v) => isRealDate(v), msg.dateFormat);

/** A calendar date `YYYY-MM-DD` that exists (2026-02-30 does not). */
export function isRealDate(v: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

/** `POST admin/benefit_entries` under `benefit_entry` (docs/spec/part-2.md §5: activity, user, date played and type
 * required). */
export const benefitEntryInput = z.object({
  activity_id: idField(),
  user_id: idField(),
  date_played: datePlayed,
  report_type: reportType,
  organizer_id: optionalIdField(),
  confirmed: z.boolean().default(false),
  rejected: z.boolean().default(false),
  notes: optionalText(2000),
});
export type BenefitEntryInput = z.input<typeof benefitEntryInput>;
export const benefitEntryBody = z.object({ benefit_entry: benefitEntryInput });

/** `PATCH admin/benefit_entries/:id` (docs/spec/part-2.md §7): any of these; a missing key leaves the field. */
export const benefitEntryUpdateInput = z.object({
  confirmed: z.boolean().optional(),
  activity_id: optionalIdField(),
  /** The player select's empty option ('Brak') is ''. */
  user_id: optionalSelectedIdField(),
  organizer_id: optionalIdField(),
  notes: optionalText(2000),
  rejected: z.boolean().optional(),
  report_type: reportType.optional(),
});
export type BenefitEntryUpdateInput = z.input<typeof benefitEntryUpdateInput>;
export const benefitEntryUpdateBody = z.object({ benefit_entry: benefitEntryUpdateInput });

/** Fields locked while an entry is confirmed (docs/spec/part-2.md §4). */
export const BENEFIT_LOCKED_FIELDS = ['activity_id', 'user_id', 'organizer_id', 'rejected', 'report_type'] as const;

export const BENEFIT_ENTRY_ORDERS = ['created_at', 'date_played'] as const;

/** `GET admin/benefit_entries`: 25 a page. `with_assigned=false` lists entries still missing an activity or a player. */
export const benefitEntryListQuery = pagingQuery(25).extend({
  with_id: queryInt().optional(),
  with_uuid: queryText(64),
  with_activity_id: queryInt().optional(),
  with_user_id: queryInt().optional(),
  with_organizer_id: queryInt().optional(),
  with_report_type: z.preprocess((v) => (v === '' ? undefined : v), z.enum(BENEFIT_REPORT_TYPES).optional()),
  with_confirmed: queryBool().optional(),
  with_rejected: queryBool().optional(),
  with_assigned: queryBool().optional(),
  with_date_played_greater: dateFilter(),
  with_date_played_less: dateFilter(),
  with_player_card_no: queryText(64),
  /** The facility's id (exact) or a part of its name. */
  with_facility: queryText(255),
  order: z.enum(BENEFIT_ENTRY_ORDERS).optional().default('created_at'),
  order_dir: orderDir.optional().default('desc'),
});
export type BenefitEntryListQuery = z.input<typeof benefitEntryListQuery>;

/** One refused line of an import: its line number in the file and why. */
export interface BenefitImportRefusedLine {
  line: number;
  reason: string;
}
/** What the import job reports in its info box. */
export interface BenefitImportResult {
  file_name: string;
  lines: number;
  added: number;
  updated: number;
  unchanged: number;
  matched: number;
  unassigned: number;
  refused: number;
  refused_lines: BenefitImportRefusedLine[];
}

/** The reply of the upload (`POST admin/benefit_entries/import`, 202): the queued async job. */
export interface BenefitImportQueued {
  id: number;
  job_name: string;
  job_class: string;
  job_status: 'queued' | 'running' | 'done' | 'failed';
  params: Record<string, unknown>;
  created_at: string;
}

/** `GET admin/benefit_entries/import/:id`: an import job with its result (or its error). */
export interface BenefitImportJob extends BenefitImportQueued {
  info_box: Partial<BenefitImportResult>;
  error: string | null;
}
