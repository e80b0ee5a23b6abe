import type { ReportDefinition } from './types';
import { paymentMethodLabels, personName, settledItems, warsawTime } from './parts';

/** Report 1.0: every settled item (one row per paid activity item), with its payment method and code. */
export const core1Report: ReportDefinition = {
  jobClass: 'Reports::Core1ReportService',
  fileStem: 'rozliczenie-1-0',
  build: (p) => ({
    columns: [
      { key: 'transaction_identifier', header: 'Nr transakcji' },
      { key: 'transaction_date', header: 'Data transakcji' },
      { key: 'buyer_id', header: 'ID kupującego', kind: 'int' },
      { key: 'buyer', header: 'Kupujący' },
      { key: 'participant_id', header: 'ID uczestnika', kind: 'int' },
      { key: 'participant', header: 'Uczestnik' },
      { key: 'activity_id', header: 'ID zajęć', kind: 'int' },
      { key: 'activity_date', header: 'Data zajęć' },
      { key: 'sport', header: 'Dyscyplina' },
      { key: 'localization', header: 'Lokalizacja' },
      { key: 'payment_method', header: 'Metoda płatności', kind: paymentMethodLabels },
      { key: 'promo_code', header: 'Kod rabatowy' },
      { key: 'discount', header: 'Rabat (zł)', kind: 'money' },
      { key: 'value', header: 'Kwota (zł)', kind: 'money' },
    ],
    totals: ['discount', 'value'],
    query: `
      SELECT s.transaction_identifier, ${warsawTime('s.transaction_date')} AS transaction_date,
        s.buyer_id, ${personName('b')} AS buyer, s.user_id AS participant_id, ${personName('u')} AS participant,
        s.activity_id, a.date::text AS activity_date, sp.name AS sport, l.name AS localization,
        s.payment_method, pc.code AS promo_code, s.discount, s.value
      FROM (${settledItems(p)}) s
      JOIN users b ON b.id = s.buyer_id
      LEFT JOIN users u ON u.id = s.user_id
      LEFT JOIN activities a ON a.id = s.activity_id
      LEFT JOIN sports sp ON sp.id = a.sport_id
      LEFT JOIN localizations l ON l.id = a.localization_id
      LEFT JOIN promo_codes pc ON pc.id = s.promo_code_id
      ORDER BY s.transaction_date, s.transaction_id, s.id`,
  }),
};
