import { PARTICIPANT_PAYMENT_LABELS, PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type ReportPeriodParams } from '@sportdesk/contract';
import type { ReportColumn } from '../csv';

/**
 * SQL pieces the report definitions share. The period's dates are validated by `reportPeriodParams`
 * (`yyyy-mm-dd`, a real date) before they are inlined: a cursor's query cannot take bind parameters portably.
 */
const literalDate = (d: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(d)) throw new Error(`invalid report date ${d}`);
  return `DATE '${d}'`;
};

/** Timestamps from the first Warsaw midnight of `date_from` up to (not including) the one after `date_to`. */
export const inWarsawPeriod = (column: string, p: ReportPeriodParams) =>
  `${column} >= (${literalDate(p.date_from)})::timestamp AT TIME ZONE 'Europe/Warsaw' AND ${column} < (${literalDate(p.date_to)} + 1)::timestamp AT TIME ZONE 'Europe/Warsaw'`;

/** A wall-clock date column (activities.date, benefit_entries.date_played) within the period. */
export const inDatePeriod = (column: string, p: ReportPeriodParams) =>
  `${column} BETWEEN ${literalDate(p.date_from)} AND ${literalDate(p.date_to)}`;

/** A timestamp as Warsaw wall-clock `YYYY-MM-DD HH:MM`. */
export const warsawTime = (column: string) => `to_char(${column} AT TIME ZONE 'Europe/Warsaw', 'YYYY-MM-DD HH24:MI')`;

/** `Imię Nazwisko` of a users alias, or the e-mail when there is no name. */
export const personName = (alias: string) =>
  `coalesce(nullif(trim(concat_ws(' ', ${alias}.first_name, ${alias}.last_name)), ''), ${alias}.email)`;

/**
 * What the settlements count: every item of a paid activity purchase (`buy_activity`, status paid) whose
 * transaction date falls in the period. Reports 1.0, 2.0 and 3.0 read exactly this set, so their totals agree.
 */
export const settledItems = (p: ReportPeriodParams) => `
  SELECT ti.*, t.identifier AS transaction_identifier, t.date AS transaction_date, t.user_id AS buyer_id
  FROM transaction_items ti
  JOIN transactions t ON t.id = ti.transaction_id
  WHERE ti.item_type = 'activity' AND t.transaction_type = 'buy_activity' AND t.status = 'paid'
    AND ${inWarsawPeriod('t.date', p)}`;

export const paymentMethodLabels = { labels: PAYMENT_METHOD_LABELS as Record<string, string> };
export const participantPaymentLabels = { labels: PARTICIPANT_PAYMENT_LABELS as Record<string, string> };

/** One sum per payment method (`<alias>_<method>`), for the per-activity and per-organiser settlements. */
export const sumsByMethod = (valueColumn: string, methodColumn: string) =>
  PAYMENT_METHODS.map((m) => `coalesce(sum(${valueColumn}) FILTER (WHERE ${methodColumn} = '${m}'), 0)::bigint AS sum_${m}`).join(
    ',\n    ',
  );

export const methodColumns: ReportColumn[] = PAYMENT_METHODS.map((m) => ({
  key: `sum_${m}`,
  header: `${PAYMENT_METHOD_LABELS[m]} (zł)`,
  kind: 'money' as const,
}));
export const methodTotals = PAYMENT_METHODS.map((m) => `sum_${m}`);

export const GENDER_LABELS = { labels: { female: 'Kobieta', male: 'Mężczyzna' } };
export const ACTIVITY_KIND_LABELS = { labels: { pnh: 'PNH', organizer: 'Organizator' } };
