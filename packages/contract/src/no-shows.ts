import { z } from 'zod';

/**
 * No-shows: a player on the main list of an activity whose attendance was taken (its list checked), not
 * cancelled, who was not marked present. Counted over the last NO_SHOW_WINDOW_DAYS days up to today (Warsaw).
 */
export const NO_SHOW_WINDOW_DAYS = 90;
/** The dashboard's panel looks at a shorter, fresher window. */
export const NO_SHOW_DASHBOARD_DAYS = 30;
/** App setting: the no-show rate (per cent) from which the participants list marks a player; default 30. */
export const NO_SHOW_WARNING_SETTING = 'no_show_warning_rate';
export const NO_SHOW_WARNING_DEFAULT = 30;

/** A setting's text → the warning rate in per cent (0–100), the default when missing or not a number. */
export function noShowWarningRate(value: string | null | undefined) {
  const n = Number(String(value ?? '').replace(',', '.'));
  return value != null && value.trim() !== '' && Number.isFinite(n) && n >= 0 && n <= 100 ? n : NO_SHOW_WARNING_DEFAULT;
}

export const noShowStats = z.object({
  /** Checked entries on the main list in the window. */
  checked: z.number(),
  no_shows: z.number(),
  /** no_shows / checked in per cent, one decimal; null without a checked entry. */
  rate: z.number().nullable(),
});
export type NoShowStats = z.infer<typeof noShowStats>;

/** A user's no-shows (`GET admin/users/{id}/no_shows`). */
export const userNoShows = noShowStats.extend({ window_days: z.number(), warning_rate: z.number() });
export type UserNoShows = z.infer<typeof userNoShows>;

/** Payment kinds of the dashboard panel: the wallet, online payments, each card programme, the rest. */
export const NO_SHOW_KINDS = ['wallet', 'online', 'benefit', 'fitprofit', 'ok_system', 'other'] as const;
export type NoShowKind = (typeof NO_SHOW_KINDS)[number];
export const NO_SHOW_KIND_LABELS: Record<NoShowKind, string> = {
  wallet: 'Portfel (konto główne i bonusowe)',
  online: 'Płatność online',
  benefit: 'Benefit',
  fitprofit: 'FitProfit',
  ok_system: 'OK System',
  other: 'Inne (gotówka, dodani przez admina)',
};
/** Which kind a participant's payment method counts under. */
export const noShowKindOf = (paymentMethod: string): NoShowKind =>
  paymentMethod === 'prepaid' || paymentMethod === 'bonus_account'
    ? 'wallet'
    : paymentMethod === 'online_transfer'
      ? 'online'
      : paymentMethod === 'benefit' || paymentMethod === 'fitprofit' || paymentMethod === 'ok_system'
        ? paymentMethod
        : 'other';

export const noShowsByKind = z.object({
  window_days: z.number(),
  rows: z.array(noShowStats.extend({ kind: z.enum(NO_SHOW_KINDS), label: z.string() })),
});
export type NoShowsByKind = z.infer<typeof noShowsByKind>;

/** One decimal of a per-cent rate, null without a checked entry. */
export const noShowRate = (noShows: number, checked: number) =>
  checked > 0 ? Math.round((noShows / checked) * 1000) / 10 : null;

/** '12,5 %' (Polish: a decimal comma, a space before the sign); '—' without a checked entry. */
export const formatNoShowRate = (rate: number | null) => (rate === null ? '—' : `${String(rate).replace('.', ',')} %`);
