import { PARTICIPANT_PAYMENT_LABELS, PARTICIPANT_PAYMENT_METHODS } from '@sportdesk/contract';
import type { ReportDefinition } from './types';
import { ACTIVITY_KIND_LABELS, inDatePeriod, personName } from './parts';

/**
 * Activities full summary: the basic summary plus organiser, coordinators, the list by payment method,
 * attendance, the settled revenue (the same items as the settlements, by the activity) and the post-event summary.
 */
export const activitiesFullReport: ReportDefinition = {
  jobClass: 'Reports::ActivityFullContextReportService',
  fileStem: 'zajecia-pelne-podsumowanie',
  build: (p) => ({
    columns: [
      { key: 'id', header: 'ID zajęć', kind: 'int' },
      { key: 'date', header: 'Data' },
      { key: 'start_at', header: 'Od' },
      { key: 'stop_at', header: 'Do' },
      { key: 'name', header: 'Nazwa' },
      { key: 'sport', header: 'Dyscyplina' },
      { key: 'localization', header: 'Lokalizacja' },
      { key: 'city', header: 'Miasto' },
      { key: 'activity_type', header: 'Rodzaj', kind: ACTIVITY_KIND_LABELS },
      { key: 'organizer', header: 'Organizator' },
      { key: 'coordinators', header: 'Koordynatorzy' },
      { key: 'price', header: 'Cena (zł)', kind: 'money' },
      { key: 'max_players', header: 'Maks. miejsc', kind: 'int' },
      { key: 'on_list', header: 'Na liście', kind: 'int' },
      { key: 'on_reserve', header: 'Lista rezerwowa', kind: 'int' },
      ...PARTICIPANT_PAYMENT_METHODS.map((m) => ({
        key: `n_${m}`,
        header: `Płatność: ${PARTICIPANT_PAYMENT_LABELS[m]}`,
        kind: 'int' as const,
      })),
      { key: 'present', header: 'Obecni', kind: 'int' },
      { key: 'cards_checked', header: 'Sprawdzone karty', kind: 'int' },
      { key: 'revenue', header: 'Przychód (zł)', kind: 'money' },
      { key: 'final_price', header: 'Cena końcowa (zł)', kind: 'money' },
      { key: 'summary_verified', header: 'Podsumowanie zweryfikowane', kind: 'bool' },
      { key: 'confirmed', header: 'Potwierdzone', kind: 'bool' },
      { key: 'canceled', header: 'Odwołane', kind: 'bool' },
    ],
    totals: ['on_list', 'on_reserve', ...PARTICIPANT_PAYMENT_METHODS.map((m) => `n_${m}`), 'present', 'cards_checked', 'revenue'],
    query: `
      SELECT a.id, a.date::text AS date, to_char(a.start_at, 'HH24:MI') AS start_at, to_char(a.stop_at, 'HH24:MI') AS stop_at,
        a.name, sp.name AS sport, l.name AS localization, l.city, a.activity_type,
        CASE WHEN a.activity_type = 'organizer' THEN ${personName('o')} END AS organizer,
        (SELECT string_agg(${personName('cu')}, ', ' ORDER BY cu.last_name, cu.first_name, cu.id)
           FROM activity_coordinators ac JOIN users cu ON cu.id = ac.user_id WHERE ac.activity_id = a.id) AS coordinators,
        a.price, a.max_players,
        coalesce(pp.on_list, 0) AS on_list, coalesce(pp.on_reserve, 0) AS on_reserve,
        ${PARTICIPANT_PAYMENT_METHODS.map((m) => `coalesce(pp.n_${m}, 0) AS n_${m}`).join(', ')},
        coalesce(pp.present, 0) AS present, coalesce(pp.cards_checked, 0) AS cards_checked,
        (SELECT coalesce(sum(ti.value), 0)::bigint FROM transaction_items ti JOIN transactions t ON t.id = ti.transaction_id
           WHERE ti.activity_id = a.id AND ti.item_type = 'activity' AND t.transaction_type = 'buy_activity' AND t.status = 'paid') AS revenue,
        su.final_price, coalesce(su.verified_by_admin, false) AS summary_verified, a.confirmed, a.canceled
      FROM activities a
      JOIN sports sp ON sp.id = a.sport_id
      JOIN localizations l ON l.id = a.localization_id
      LEFT JOIN users o ON o.id = a.creator_id
      LEFT JOIN activity_summaries su ON su.activity_id = a.id
      LEFT JOIN LATERAL (
        SELECT count(*) FILTER (WHERE NOT ap.reserve) AS on_list, count(*) FILTER (WHERE ap.reserve) AS on_reserve,
          ${PARTICIPANT_PAYMENT_METHODS.map((m) => `count(*) FILTER (WHERE NOT ap.reserve AND ap.payment_method = '${m}') AS n_${m}`).join(', ')},
          count(*) FILTER (WHERE NOT ap.reserve AND ap.presence_check) AS present,
          count(*) FILTER (WHERE NOT ap.reserve AND ap.card_check) AS cards_checked
        FROM activity_participants ap WHERE ap.activity_id = a.id
      ) pp ON true
      WHERE ${inDatePeriod('a.date', p)}
      ORDER BY a.date, a.start_at, a.id`,
  }),
};
