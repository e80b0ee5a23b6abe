import { z } from 'zod';
import { orderDir, pagingQuery, queryInt, queryText } from './common';
import { msg } from './messages';

/** The three groups of the 'Generuj nowy raport' tab (docs/spec/part-1.md §2 "Reports"). */
export const REPORT_GROUPS = ['settlements', 'benefit', 'summaries'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];
export const REPORT_GROUP_LABELS: Record<ReportGroup, string> = {
  settlements: 'Rozliczenia',
  benefit: 'Benefit',
  summaries: 'Podsumowania',
};

/** The twelve job classes the reports screen starts (docs/spec/part-1.md §7), in the screen's order. */
export const REPORT_JOB_CLASSES = [
  'Reports::Core3ReportService',
  'Reports::Core2ReportService',
  'Reports::Core1ReportService',
  'Reports::BenefitEntriesReportService',
  'Reports::BenefitUnassignedEntriesReportService',
  'Reports::BenefitParticipantsWithoutEntryReportService',
  'Reports::ImportBenefitReportService',
  'Reports::PromoCodeReportService',
  'Reports::RegistersReportService',
  'Reports::ActivitiesSummaryReportService',
  'Reports::ActivityFullContextReportService',
  'Reports::MedicoverEntriesReportService',
] as const;
export type ReportJobClass = (typeof REPORT_JOB_CLASSES)[number];

export interface ReportKind {
  jobClass: ReportJobClass;
  group: ReportGroup;
  /** The label on the screen, in Polish — also the job's name in the list. */
  title: string;
  /** The specification's name of the report (docs/spec/part-1.md §7), kept for the code and the docs (docs/reports.md). */
  specName: string;
  /** What the file holds, shown under the title. */
  description: string;
  /** The importer takes a file instead of a period. */
  input: 'period' | 'file';
}

export const REPORT_KINDS: readonly ReportKind[] = [
  {
    jobClass: 'Reports::Core3ReportService',
    group: 'settlements',
    title: 'Raport 3.0: przychód według zajęć',
    specName: 'Report 3.0',
    description: 'Przychód z zajęć w okresie: jeden wiersz na zajęcia, kwoty według metody płatności.',
    input: 'period',
  },
  {
    jobClass: 'Reports::Core2ReportService',
    group: 'settlements',
    title: 'Raport 2.0: przychód według organizatorów',
    specName: 'Report 2.0',
    description: 'Przychód z zajęć w okresie: jeden wiersz na organizatora, kwoty według metody płatności.',
    input: 'period',
  },
  {
    jobClass: 'Reports::Core1ReportService',
    group: 'settlements',
    title: 'Raport 1.0: opłacone pozycje',
    specName: 'Report 1.0',
    description: 'Każda opłacona pozycja transakcji za zajęcia w okresie, z metodą płatności i kodem rabatowym.',
    input: 'period',
  },
  {
    jobClass: 'Reports::BenefitEntriesReportService',
    group: 'benefit',
    title: 'Wejścia Benefit',
    specName: 'Benefit entries',
    description: 'Wejścia Benefit z datą w okresie, z przypisanymi zajęciami i uczestnikiem.',
    input: 'period',
  },
  {
    jobClass: 'Reports::BenefitUnassignedEntriesReportService',
    group: 'benefit',
    title: 'Nieprzypisane wejścia Benefit',
    specName: 'Unassigned benefit entries',
    description: 'Wejścia Benefit z okresu bez przypisanych zajęć lub uczestnika (do wyjaśnienia).',
    input: 'period',
  },
  {
    jobClass: 'Reports::BenefitParticipantsWithoutEntryReportService',
    group: 'benefit',
    title: 'Uczestnicy z kartą Benefit bez wejścia',
    specName: 'Benefit participants without entry',
    description: 'Uczestnicy płacący kartą Benefit w zajęciach z okresu, dla których nie ma wejścia Benefit.',
    input: 'period',
  },
  {
    jobClass: 'Reports::ImportBenefitReportService',
    group: 'benefit',
    title: 'Import Benefit',
    specName: 'Benefit importer',
    description: 'Import pliku CSV z wejściami od operatora kart Benefit.',
    input: 'file',
  },
  {
    jobClass: 'Reports::PromoCodeReportService',
    group: 'summaries',
    title: 'Użycia kodów promocyjnych',
    specName: 'Promo codes',
    description: 'Każde użycie kodu rabatowego w okresie: kod, transakcja, użytkownik, zajęcia i rabat.',
    input: 'period',
  },
  {
    jobClass: 'Reports::RegistersReportService',
    group: 'summaries',
    title: 'Rejestracje użytkowników',
    specName: 'Users',
    description: 'Użytkownicy zarejestrowani w okresie, z kontaktem, kartami i stanem portfela.',
    input: 'period',
  },
  {
    jobClass: 'Reports::ActivitiesSummaryReportService',
    group: 'summaries',
    title: 'Zestawienie zajęć (podstawowe)',
    specName: 'Activities basic summary',
    description: 'Zajęcia z datą w okresie: termin, dyscyplina, miejsce, cena i zapełnienie.',
    input: 'period',
  },
  {
    jobClass: 'Reports::ActivityFullContextReportService',
    group: 'summaries',
    title: 'Zestawienie zajęć (pełne)',
    specName: 'Activities full summary',
    description: 'Zajęcia z okresu z organizatorem, koordynatorami, uczestnikami według płatności i przychodem.',
    input: 'period',
  },
  {
    jobClass: 'Reports::MedicoverEntriesReportService',
    group: 'summaries',
    title: 'Wejścia Medicover',
    specName: 'Medicover entries',
    description: 'Wejścia na kartę FitProfit/Medicover: uczestnicy płacący FitProfit w zajęciach z okresu.',
    input: 'period',
  },
];

export const reportKindOf = (jobClass: string) => REPORT_KINDS.find((k) => k.jobClass === jobClass);

/** A report's period: whole days in Europe/Warsaw, both ends included; past dates allowed. */
const reportDate = z
  .string({ error: msg.required })
  .trim()
  .min(1, msg.required)
  .regex(/^\d{4}-\d{2}-\d{2}$/, msg.dateFormat)
  .refine(
    (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    msg.invalidDate,
  );

export const reportPeriodParams = z.object({ date_from: reportDate, date_to: reportDate });
export type ReportPeriodParams = z.infer<typeof reportPeriodParams>;

/** `POST admin/async_jobs` body (docs/spec/part-1.md §7): `{ async_job: { job_class, params } }`. */
export const asyncJobCreateBody = z.object({
  async_job: z.object({
    job_class: z.string().trim().min(1, msg.required).max(120, msg.tooLong),
    params: z.record(z.string(), z.unknown()).optional().default({}),
  }),
});
export type AsyncJobCreateBody = z.infer<typeof asyncJobCreateBody>;

/** The job list: newest first by default; sortable by id, name, status and creation time. */
export const ASYNC_JOB_ORDERS = ['id', 'job_name', 'job_status', 'created_at'] as const;
export const asyncJobListQuery = pagingQuery(25).extend({
  with_id: queryInt(),
  with_job_name: queryText(),
  order: z.enum(ASYNC_JOB_ORDERS).optional().default('id'),
  order_dir: orderDir.optional().default('desc'),
});

/** The app setting that says how many days report files are kept (the clean-up removes older ones). */
export const REPORT_RETENTION_SETTING = 'raporty_dni_przechowywania';
export const REPORT_RETENTION_DEFAULT_DAYS = 30;

/** The screen's form: the same period plus the order rule (the API answers that one with 422 on `date_to`). */
export const reportPeriodForm = reportPeriodParams.superRefine((v, ctx) => {
  if (v.date_to < v.date_from) ctx.addIssue({ code: 'custom', message: msg.dateToBeforeFrom, path: ['date_to'] });
});
