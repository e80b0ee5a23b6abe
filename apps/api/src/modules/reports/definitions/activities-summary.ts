import type { ReportDefinition } from './types';
import { ACTIVITY_KIND_LABELS, inDatePeriod } from './parts';

/** Activities basic summary: every activity dated in the period with its place, price and fill. */
export const activitiesSummaryReport: ReportDefinition = {
  jobClass: 'Reports::ActivitiesSummaryReportService',
  fileStem: 'zajecia-podsumowanie',
  build: (p) => ({
    columns: [
      { key: 'id', header: 'ID zajęć', kind: 'int' },
      { key: 'date', header: 'Data' },
      { key: 'start_at', header: 'Od' },
      { key: 'stop_at', header: 'Do' },
      { key: 'sport', header: 'Dyscyplina' },
      { key: 'localization', header: 'Lokalizacja' },
      { key: 'city', header: 'Miasto' },
      { key: 'activity_type', header: 'Rodzaj', kind: ACTIVITY_KIND_LABELS },
      { key: 'price', header: 'Cena (zł)', kind: 'money' },
      { key: 'participants_count', header: 'Zapisani', kind: 'int' },
      { key: 'reserved_spots', header: 'Miejsca zarezerwowane', kind: 'int' },
      { key: 'max_players', header: 'Maks. miejsc', kind: 'int' },
      { key: 'min_players', header: 'Min. graczy', kind: 'int' },
      { key: 'confirmed', header: 'Potwierdzone', kind: 'bool' },
      { key: 'canceled', header: 'Odwołane', kind: 'bool' },
      { key: 'hidden', header: 'Ukryte', kind: 'bool' },
    ],
    totals: ['participants_count', 'reserved_spots', 'max_players'],
    query: `
      SELECT a.id, a.date::text AS date, to_char(a.start_at, 'HH24:MI') AS start_at, to_char(a.stop_at, 'HH24:MI') AS stop_at,
        sp.name AS sport, l.name AS localization, l.city, a.activity_type, a.price, a.participants_count,
        a.reserved_spots, a.max_players, a.min_players, a.confirmed, a.canceled, a.hidden
      FROM activities a
      JOIN sports sp ON sp.id = a.sport_id
      JOIN localizations l ON l.id = a.localization_id
      WHERE ${inDatePeriod('a.date', p)}
      ORDER BY a.date, a.start_at, a.id`,
  }),
};
