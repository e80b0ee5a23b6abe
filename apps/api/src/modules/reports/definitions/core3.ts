import type { ReportDefinition } from './types';
import { ACTIVITY_KIND_LABELS, methodColumns, methodTotals, personName, settledItems, sumsByMethod } from './parts';

/** Report 3.0: settled items per activity (items of a deleted activity form one row without an id). */
export const core3Report: ReportDefinition = {
  jobClass: 'Reports::Core3ReportService',
  fileStem: 'rozliczenie-3-0',
  build: (p) => ({
    columns: [
      { key: 'activity_id', header: 'ID zajęć', kind: 'int' },
      { key: 'activity_date', header: 'Data zajęć' },
      { key: 'start_at', header: 'Godzina' },
      { key: 'sport', header: 'Dyscyplina' },
      { key: 'localization', header: 'Lokalizacja' },
      { key: 'activity_type', header: 'Rodzaj', kind: ACTIVITY_KIND_LABELS },
      { key: 'organizer', header: 'Organizator' },
      { key: 'items_count', header: 'Liczba opłaconych miejsc', kind: 'int' },
      ...methodColumns,
      { key: 'total', header: 'Razem (zł)', kind: 'money' },
    ],
    totals: ['items_count', ...methodTotals, 'total'],
    query: `
      SELECT g.activity_id, a.date::text AS activity_date, to_char(a.start_at, 'HH24:MI') AS start_at,
        sp.name AS sport, l.name AS localization, a.activity_type,
        CASE WHEN a.activity_type = 'organizer' THEN ${personName('o')} END AS organizer,
        g.items_count, ${[...methodTotals, 'total'].map((k) => `g.${k}`).join(', ')}
      FROM (
        SELECT s.activity_id, count(*) AS items_count,
          ${sumsByMethod('s.value', 's.payment_method')},
          sum(s.value)::bigint AS total
        FROM (${settledItems(p)}) s
        GROUP BY s.activity_id
      ) g
      LEFT JOIN activities a ON a.id = g.activity_id
      LEFT JOIN sports sp ON sp.id = a.sport_id
      LEFT JOIN localizations l ON l.id = a.localization_id
      LEFT JOIN users o ON o.id = a.creator_id
      ORDER BY a.date NULLS LAST, a.start_at, g.activity_id`,
  }),
};
