import { inArray, sql } from 'drizzle-orm';
import {
  CARD_PROGRAMME_LABELS,
  CARD_PROGRAMMES,
  EXPECTED_ENTRY_VALUE_SETTINGS,
  SETTLEMENT_LIST_MAX,
  expectedEntryValue,
  monthRange,
  toGrosze,
  toPln,
  type CardProgramme,
  type Settlement,
  type SettlementEntryRow,
  type SettlementParticipationRow,
} from '@sportdesk/contract';
import { appSettings } from '../../db/schema/index';
import type { Executor } from '../../db/client';
import { csvDocument, type ReportColumn } from '../reports/public';
import { personLabel } from '../users/public';
import { activityLabel } from './queries';

/**
 * The month's card settlement (docs/decisions.md "Card settlement"). An entry belongs to the month of its
 * `date_played` (the provider's visit day); a participation to the month of its activity's date. Rejected entries
 * count nowhere. An entry's programme is its participation's card (benefit → Benefit; fitprofit → Medicover when the
 * player's Medicover status is on, else FitProfit); an entry with no participation paid by card takes it from the
 * terminal type ('…medicover…', '…fitprofit…'), else Benefit (the provider's terminals are Benefit's).
 */

const programmeOfCard = (method: string, medicover: string) =>
  sql.raw(`CASE WHEN ${method} = 'benefit' THEN 'benefit' WHEN ${medicover} THEN 'medicover' ELSE 'fitprofit' END`);

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Entries of the period (not rejected) with their programme and whether a card-paid participation holds them. */
const entriesOfPeriod = (from: string, to: string) => sql`
  SELECT be.id, be.date_played::text AS date_played, be.player_card_no, be.confirmed,
    be.activity_id, a.name AS activity_name, a.date::text AS activity_date,
    be.user_id, u.first_name, u.last_name, u.email, u.identifier,
    ap.id AS participant_id,
    CASE
      WHEN ap.id IS NOT NULL THEN ${programmeOfCard('ap.payment_method', 'coalesce(u.medicover_active, false)')}
      WHEN be.terminal_type ILIKE '%medicover%' THEN 'medicover'
      WHEN be.terminal_type ILIKE '%fitprofit%' THEN 'fitprofit'
      ELSE 'benefit'
    END AS programme
  FROM benefit_entries be
  LEFT JOIN activities a ON a.id = be.activity_id
  LEFT JOIN users u ON u.id = be.user_id
  LEFT JOIN activity_participants ap ON ap.activity_id = be.activity_id AND ap.user_id = be.user_id
    AND NOT ap.reserve AND ap.payment_method IN ('benefit', 'fitprofit')
  WHERE be.date_played BETWEEN ${from}::date AND ${to}::date AND NOT be.rejected`;

/** Participations paid by card on the list of a (not cancelled) activity of the period, with no entry (not rejected). */
const participationsWithoutEntry = (from: string, to: string) => sql`
  SELECT ap.id AS participant_id, a.id AS activity_id, a.name AS activity_name, a.date::text AS date,
    u.id AS user_id, u.first_name, u.last_name, u.email, u.identifier,
    CASE WHEN ap.payment_method = 'benefit' THEN u.benefit_id ELSE u.fitprofit_id END AS card_no,
    ${programmeOfCard('ap.payment_method', 'u.medicover_active')} AS programme
  FROM activity_participants ap
  JOIN activities a ON a.id = ap.activity_id
  JOIN users u ON u.id = ap.user_id
  WHERE NOT ap.reserve AND ap.payment_method IN ('benefit', 'fitprofit') AND NOT a.canceled
    AND a.date BETWEEN ${from}::date AND ${to}::date
    AND NOT EXISTS (
      SELECT 1 FROM benefit_entries be
      WHERE be.activity_id = ap.activity_id AND be.user_id = ap.user_id AND NOT be.rejected
    )`;

interface EntryRow {
  id: number;
  date_played: string;
  player_card_no: string | null;
  confirmed: boolean;
  activity_id: number | null;
  activity_name: string | null;
  activity_date: string | null;
  user_id: number | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  identifier: string | null;
  participant_id: number | null;
  programme: CardProgramme;
}
interface ParticipationRow {
  participant_id: number;
  activity_id: number;
  activity_name: string | null;
  date: string;
  user_id: number;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  identifier: string | null;
  card_no: string | null;
  programme: CardProgramme;
}
interface Counts {
  programme: CardProgramme;
  confirmed: number | string;
  unconfirmed: number | string;
  without_participation: number | string;
}

const userLabelOf = (r: Pick<EntryRow, 'first_name' | 'last_name' | 'email' | 'identifier'>) =>
  personLabel({ firstName: r.first_name, lastName: r.last_name, email: r.email ?? '', identifier: r.identifier });

const nameOf = (id: number, name: string | null) => name?.trim() || `Zajęcia #${id}`;

/** The expected amount per entry of each programme, from the app settings (null when not set). */
async function expectedValues(db: Executor): Promise<Record<CardProgramme, number | null>> {
  const names = Object.values(EXPECTED_ENTRY_VALUE_SETTINGS);
  const rows = await db
    .select({ name: appSettings.name, value: appSettings.value })
    .from(appSettings)
    .where(inArray(appSettings.name, names));
  const byName = new Map(rows.map((r) => [r.name, r.value]));
  return Object.fromEntries(
    CARD_PROGRAMMES.map((p) => [p, expectedEntryValue(byName.get(EXPECTED_ENTRY_VALUE_SETTINGS[p]))]),
  ) as Record<CardProgramme, number | null>;
}

/** `limit`: rows of each discrepancy list (the counts cover all); null for all (the CSV). */
export async function monthSettlement(
  db: Executor,
  month: string,
  limit: number | null = SETTLEMENT_LIST_MAX,
): Promise<Settlement> {
  const { date_from, date_to } = monthRange(month);
  const rowLimit = limit === null ? sql`` : sql` LIMIT ${limit}`;
  const [values, counts, missingCounts, entryRows, participationRows] = await Promise.all([
    expectedValues(db),
    db.execute(sql`
      SELECT e.programme, count(*) FILTER (WHERE e.confirmed) AS confirmed, count(*) FILTER (WHERE NOT e.confirmed) AS unconfirmed,
        count(*) FILTER (WHERE e.participant_id IS NULL) AS without_participation
      FROM (${entriesOfPeriod(date_from, date_to)}) e GROUP BY e.programme`),
    db.execute(
      sql`SELECT p.programme, count(*) AS n FROM (${participationsWithoutEntry(date_from, date_to)}) p GROUP BY p.programme`,
    ),
    db.execute(
      sql`SELECT * FROM (${entriesOfPeriod(date_from, date_to)}) e WHERE e.participant_id IS NULL ORDER BY e.date_played, e.id${rowLimit}`,
    ),
    db.execute(
      sql`SELECT * FROM (${participationsWithoutEntry(date_from, date_to)}) p ORDER BY p.date, p.activity_id, p.participant_id${rowLimit}`,
    ),
  ]);
  const countOf = new Map(rowsOf<Counts>(counts).map((r) => [r.programme, r]));
  const missingOf = new Map(
    rowsOf<{ programme: CardProgramme; n: number | string }>(missingCounts).map((r) => [r.programme, Number(r.n)]),
  );
  const programmes = CARD_PROGRAMMES.map((programme) => {
    const c = countOf.get(programme);
    const confirmed = Number(c?.confirmed ?? 0);
    const value = values[programme];
    return {
      programme,
      label: CARD_PROGRAMME_LABELS[programme],
      expected_entry_value: value,
      confirmed_entries: confirmed,
      unconfirmed_entries: Number(c?.unconfirmed ?? 0),
      expected_revenue: value === null ? null : toPln(toGrosze(value) * confirmed),
      entries_without_participation: Number(c?.without_participation ?? 0),
      participations_without_entry: missingOf.get(programme) ?? 0,
    };
  });
  const sum = (f: (p: (typeof programmes)[number]) => number) => programmes.reduce((s, p) => s + f(p), 0);
  return {
    month,
    date_from,
    date_to,
    programmes,
    totals: {
      confirmed_entries: sum((p) => p.confirmed_entries),
      expected_revenue: toPln(sum((p) => toGrosze(p.expected_revenue ?? 0))),
      entries_without_participation: sum((p) => p.entries_without_participation),
      participations_without_entry: sum((p) => p.participations_without_entry),
    },
    entries_without_participation: rowsOf<EntryRow>(entryRows).map((r): SettlementEntryRow => ({
      id: r.id,
      programme: r.programme,
      date_played: r.date_played,
      player_card_no: r.player_card_no,
      confirmed: r.confirmed,
      activity:
        r.activity_id === null
          ? null
          : { id: r.activity_id, label: nameOf(r.activity_id, r.activity_name), date: r.activity_date! },
      user: r.user_id === null ? null : { id: r.user_id, label: userLabelOf(r) },
    })),
    participations_without_entry: rowsOf<ParticipationRow>(participationRows).map((r): SettlementParticipationRow => ({
      participant_id: r.participant_id,
      programme: r.programme,
      date: r.date,
      activity: { id: r.activity_id, label: nameOf(r.activity_id, r.activity_name), date: r.date },
      user: { id: r.user_id, label: userLabelOf(r) },
      card_no: r.card_no,
    })),
  };
}

const SUMMARY_COLUMNS: readonly ReportColumn[] = [
  { key: 'label', header: 'Program' },
  { key: 'confirmed_entries', header: 'Zatwierdzone wejścia', kind: 'int' },
  { key: 'unconfirmed_entries', header: 'Niezatwierdzone wejścia', kind: 'int' },
  { key: 'expected_entry_value', header: 'Kwota za wejście (zł)', kind: 'money' },
  { key: 'expected_revenue', header: 'Oczekiwany przychód (zł)', kind: 'money' },
  { key: 'entries_without_participation', header: 'Wejścia bez uczestnictwa', kind: 'int' },
  { key: 'participations_without_entry', header: 'Uczestnictwa bez wejścia', kind: 'int' },
];
const DISCREPANCY_COLUMNS: readonly ReportColumn[] = [
  { key: 'kind', header: 'Rozbieżność' },
  { key: 'programme', header: 'Program', kind: { labels: CARD_PROGRAMME_LABELS } },
  { key: 'date', header: 'Data' },
  { key: 'entry_id', header: 'ID wejścia', kind: 'int' },
  { key: 'confirmed', header: 'Zatwierdzone', kind: 'bool' },
  { key: 'card_no', header: 'Numer karty' },
  { key: 'activity_id', header: 'ID zajęć', kind: 'int' },
  { key: 'activity', header: 'Zajęcia' },
  { key: 'user_id', header: 'ID gracza', kind: 'int' },
  { key: 'user', header: 'Gracz' },
];
const grosze = (pln: number | null) => (pln === null ? null : toGrosze(pln));

/** `rozliczenie-kart-2026-11.csv`: the summary (with a 'Razem' row), an empty line, then every discrepancy. */
export function settlementCsv(s: Settlement): { name: string; body: Buffer } {
  const summary = [
    ...s.programmes.map((p) => ({
      ...p,
      expected_entry_value: grosze(p.expected_entry_value),
      expected_revenue: grosze(p.expected_revenue),
    })),
    {
      label: 'Razem',
      confirmed_entries: s.totals.confirmed_entries,
      unconfirmed_entries: s.programmes.reduce((n, p) => n + p.unconfirmed_entries, 0),
      expected_entry_value: null,
      expected_revenue: grosze(s.totals.expected_revenue),
      entries_without_participation: s.totals.entries_without_participation,
      participations_without_entry: s.totals.participations_without_entry,
    },
  ];
  const discrepancies = [
    ...s.entries_without_participation.map((e) => ({
      kind: 'Wejście bez uczestnictwa',
      programme: e.programme,
      date: e.date_played,
      entry_id: e.id,
      confirmed: e.confirmed,
      card_no: e.player_card_no,
      activity_id: e.activity?.id,
      activity: e.activity ? activityLabel({ ...e.activity, name: e.activity.label }) : null,
      user_id: e.user?.id,
      user: e.user?.label,
    })),
    ...s.participations_without_entry.map((p) => ({
      kind: 'Uczestnictwo bez wejścia',
      programme: p.programme,
      date: p.date,
      card_no: p.card_no,
      activity_id: p.activity.id,
      activity: activityLabel({ ...p.activity, name: p.activity.label }),
      user_id: p.user.id,
      user: p.user.label,
    })),
  ];
  return {
    name: `rozliczenie-kart-${s.month}.csv`,
    body: csvDocument([
      { columns: SUMMARY_COLUMNS, rows: summary },
      { columns: DISCREPANCY_COLUMNS, rows: discrepancies },
    ]),
  };
}
