import { z } from 'zod';
import { msg } from './messages';

/**
 * Card settlement at month end (docs/decisions.md "Card settlement"): per card programme, the confirmed entries of
 * the month, the revenue expected from them, and the two sides of the discrepancy.
 */
export const CARD_PROGRAMMES = ['benefit', 'fitprofit', 'medicover'] as const;
export type CardProgramme = (typeof CARD_PROGRAMMES)[number];
export const CARD_PROGRAMME_LABELS: Record<CardProgramme, string> = {
  benefit: 'Benefit',
  fitprofit: 'FitProfit',
  medicover: 'Medicover',
};

/** App settings (`/settings`) holding the expected amount per confirmed entry, in złoty (`25.00` or `25,00`). */
export const EXPECTED_ENTRY_VALUE_SETTINGS: Record<CardProgramme, string> = {
  benefit: 'benefit_kwota_za_wejscie',
  fitprofit: 'fitprofit_kwota_za_wejscie',
  medicover: 'medicover_kwota_za_wejscie',
};

/** A setting's value as an amount in złoty, or null when it is missing, empty or not an amount ≥ 0. */
export function expectedEntryValue(value: string | null | undefined): number | null {
  const text = value?.replace(/\s/g, '').replace(',', '.') ?? '';
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(text)) return null;
  return Number(text);
}

/** Each discrepancy list shows at most this many rows (the counts and the CSV cover all). */
export const SETTLEMENT_LIST_MAX = 500;

export const settlementMsg = {
  month: 'Miesiąc musi mieć format RRRR-MM (np. 2026-11)',
} as const;

/** `YYYY-MM` with a real month 01–12, from 2000 to 2099. */
export const settlementMonth = z
  .string({ error: msg.required })
  .trim()
  .min(1, msg.required)
  .regex(/^20\d{2}-(0[1-9]|1[0-2])$/, settlementMsg.month);

export const settlementQuery = z.object({ month: settlementMonth });
export type SettlementQuery = z.input<typeof settlementQuery>;

export const settlementProgramme = z.object({
  programme: z.enum(CARD_PROGRAMMES),
  label: z.string(),
  /** The setting's amount in złoty; null when the setting is missing or not an amount. */
  expected_entry_value: z.number().nullable(),
  confirmed_entries: z.number(),
  /** Entries of the month not yet confirmed (not rejected): not counted in the revenue. */
  unconfirmed_entries: z.number(),
  /** confirmed_entries × expected_entry_value, in złoty; null without the amount. */
  expected_revenue: z.number().nullable(),
  entries_without_participation: z.number(),
  participations_without_entry: z.number(),
});
export type SettlementProgramme = z.infer<typeof settlementProgramme>;

const ref = z.object({ id: z.number(), label: z.string() }).nullable();
/** label: the activity's name ('Zajęcia #id' without one); date: its date. */
const activityRef = z.object({ id: z.number(), label: z.string(), date: z.string() });

/** An entry of the month with no participation paid by card on the activity's list. */
export const settlementEntryRow = z.object({
  id: z.number(),
  programme: z.enum(CARD_PROGRAMMES),
  date_played: z.string(),
  player_card_no: z.string().nullable(),
  confirmed: z.boolean(),
  activity: activityRef.nullable(),
  user: ref,
});
export type SettlementEntryRow = z.infer<typeof settlementEntryRow>;

/** A participation paid by card, in an activity of the month, with no entry. */
export const settlementParticipationRow = z.object({
  participant_id: z.number(),
  programme: z.enum(CARD_PROGRAMMES),
  date: z.string(),
  activity: activityRef,
  user: z.object({ id: z.number(), label: z.string() }),
  card_no: z.string().nullable(),
});
export type SettlementParticipationRow = z.infer<typeof settlementParticipationRow>;

export const settlement = z.object({
  month: z.string(),
  date_from: z.string(),
  date_to: z.string(),
  programmes: z.array(settlementProgramme),
  totals: z.object({
    confirmed_entries: z.number(),
    expected_revenue: z.number(),
    entries_without_participation: z.number(),
    participations_without_entry: z.number(),
  }),
  entries_without_participation: z.array(settlementEntryRow),
  participations_without_entry: z.array(settlementParticipationRow),
});
export type Settlement = z.infer<typeof settlement>;

/** The first and last day of `YYYY-MM`. */
export function monthRange(month: string): { date_from: string; date_to: string } {
  const [y, m] = month.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { date_from: `${month}-01`, date_to: `${month}-${String(last).padStart(2, '0')}` };
}
