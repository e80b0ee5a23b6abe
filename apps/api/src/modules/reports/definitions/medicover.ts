import type { ReportDefinition } from './types';
import { inDatePeriod, personName } from './parts';

/**
 * Medicover entries: Medicover Sport visits go through the FitProfit card, so an entry is a participant on the
 * list (not the reserve) of an activity dated in the period who pays with FitProfit; with the card's number,
 * its FitProfit/Medicover status and whether the card was checked at the activity.
 */
export const medicoverReport: ReportDefinition = {
  jobClass: 'Reports::MedicoverEntriesReportService',
  fileStem: 'wejscia-medicover',
  build: (p) => ({
    columns: [
      { key: 'date', header: 'Data zajęć' },
      { key: 'start_at', header: 'Godzina' },
      { key: 'activity_id', header: 'ID zajęć', kind: 'int' },
      { key: 'sport', header: 'Dyscyplina' },
      { key: 'localization', header: 'Lokalizacja' },
      { key: 'user_id', header: 'ID użytkownika', kind: 'int' },
      { key: 'participant', header: 'Uczestnik' },
      { key: 'fitprofit_id', header: 'Numer karty FitProfit' },
      { key: 'fitprofit_active', header: 'FitProfit aktywny', kind: 'bool' },
      { key: 'medicover_active', header: 'Medicover aktywny', kind: 'bool' },
      { key: 'card_check', header: 'Karta sprawdzona', kind: 'bool' },
      { key: 'presence_check', header: 'Obecność', kind: 'bool' },
      { key: 'price', header: 'Dopłata (zł)', kind: 'money' },
    ],
    totals: ['price'],
    query: `
      SELECT a.date::text AS date, to_char(a.start_at, 'HH24:MI') AS start_at, a.id AS activity_id, sp.name AS sport,
        l.name AS localization, ap.user_id, ${personName('u')} AS participant, u.fitprofit_id, u.fitprofit_active,
        u.medicover_active, ap.card_check, ap.presence_check, ap.price
      FROM activity_participants ap
      JOIN activities a ON a.id = ap.activity_id
      JOIN users u ON u.id = ap.user_id
      JOIN sports sp ON sp.id = a.sport_id
      JOIN localizations l ON l.id = a.localization_id
      WHERE ap.payment_method = 'fitprofit' AND NOT ap.reserve AND ${inDatePeriod('a.date', p)}
      ORDER BY a.date, a.start_at, a.id, ap.id`,
  }),
};
