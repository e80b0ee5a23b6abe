import type { ReportDefinition } from './types';
import { methodColumns, methodTotals, personName, settledItems, sumsByMethod } from './parts';

/**
 * Report 2.0: settled items per organiser. An organiser's activity (`activity_type = organizer`) counts for
 * its creator; the provider's own activities (PNH) and items of a deleted activity form one row each.
 */
export const core2Report: ReportDefinition = {
  jobClass: 'Reports::Core2ReportService',
  fileStem: 'rozliczenie-2-0',
  build: (p) => ({
    columns: [
      { key: 'organizer_id', header: 'ID organizatora', kind: 'int' },
      { key: 'organizer', header: 'Organizator' },
      { key: 'organizer_email', header: 'E-mail organizatora' },
      { key: 'activities_count', header: 'Liczba zajęć', kind: 'int' },
      { key: 'items_count', header: 'Liczba opłaconych miejsc', kind: 'int' },
      ...methodColumns,
      { key: 'total', header: 'Razem (zł)', kind: 'money' },
    ],
    totals: ['activities_count', 'items_count', ...methodTotals, 'total'],
    query: `
      SELECT g.organizer_id,
        CASE WHEN g.kind = 'organizer' THEN ${personName('o')}
             WHEN g.kind = 'pnh' THEN 'PNH (zajęcia własne)'
             ELSE 'Zajęcia usunięte' END AS organizer,
        o.email AS organizer_email, g.activities_count, g.items_count, ${[...methodTotals, 'total'].map((k) => `g.${k}`).join(', ')}
      FROM (
        SELECT CASE WHEN a.id IS NULL THEN 'deleted' WHEN a.activity_type = 'organizer' THEN 'organizer' ELSE 'pnh' END AS kind,
          CASE WHEN a.activity_type = 'organizer' THEN a.creator_id END AS organizer_id,
          count(DISTINCT s.activity_id) AS activities_count, count(*) AS items_count,
          ${sumsByMethod('s.value', 's.payment_method')},
          sum(s.value)::bigint AS total
        FROM (${settledItems(p)}) s
        LEFT JOIN activities a ON a.id = s.activity_id
        GROUP BY 1, 2
      ) g
      LEFT JOIN users o ON o.id = g.organizer_id
      ORDER BY CASE g.kind WHEN 'pnh' THEN 0 WHEN 'organizer' THEN 1 ELSE 2 END, organizer, g.organizer_id`,
  }),
};
