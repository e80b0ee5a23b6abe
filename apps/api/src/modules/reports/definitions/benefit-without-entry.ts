import type { ReportDefinition } from './types';
import { inDatePeriod, personName } from './parts';

/**
 * Benefit participants without entry: players on the list (not the reserve) of an activity dated in the period
 * who pay with the Benefit card, for whom no benefit entry holds the same activity and user.
 */
export const benefitWithoutEntryReport: ReportDefinition = {
  jobClass: 'Reports::BenefitParticipantsWithoutEntryReportService',
  fileStem: 'benefit-bez-wejscia',
  build: (p) => ({
    columns: [
      { key: 'date', header: 'Data zajęć' },
      { key: 'start_at', header: 'Godzina' },
      { key: 'activity_id', header: 'ID zajęć', kind: 'int' },
      { key: 'sport', header: 'Dyscyplina' },
      { key: 'localization', header: 'Lokalizacja' },
      { key: 'organizer', header: 'Organizator' },
      { key: 'user_id', header: 'ID uczestnika', kind: 'int' },
      { key: 'participant', header: 'Uczestnik' },
      { key: 'email', header: 'E-mail' },
      { key: 'benefit_id', header: 'Numer karty Benefit' },
      { key: 'benefit_active', header: 'Benefit aktywny', kind: 'bool' },
      { key: 'card_check', header: 'Karta sprawdzona', kind: 'bool' },
      { key: 'presence_check', header: 'Obecność', kind: 'bool' },
    ],
    query: `
      SELECT a.date::text AS date, to_char(a.start_at, 'HH24:MI') AS start_at, a.id AS activity_id, sp.name AS sport,
        l.name AS localization, CASE WHEN a.activity_type = 'organizer' THEN ${personName('o')} END AS organizer,
        ap.user_id, ${personName('u')} AS participant, u.email, u.benefit_id, u.benefit_active, ap.card_check, ap.presence_check
      FROM activity_participants ap
      JOIN activities a ON a.id = ap.activity_id
      JOIN users u ON u.id = ap.user_id
      JOIN sports sp ON sp.id = a.sport_id
      JOIN localizations l ON l.id = a.localization_id
      LEFT JOIN users o ON o.id = a.creator_id
      WHERE ap.payment_method = 'benefit' AND NOT ap.reserve AND ${inDatePeriod('a.date', p)}
        AND NOT EXISTS (SELECT 1 FROM benefit_entries be WHERE be.activity_id = ap.activity_id AND be.user_id = ap.user_id)
      ORDER BY a.date, a.start_at, a.id, ap.id`,
  }),
};
