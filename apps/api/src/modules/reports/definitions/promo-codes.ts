import type { ReportDefinition } from './types';
import { inWarsawPeriod, personName, warsawTime } from './parts';

/** Promo codes: every use of a code in the period (one row per use), with the discount it gave. */
export const promoCodesReport: ReportDefinition = {
  jobClass: 'Reports::PromoCodeReportService',
  fileStem: 'kody-rabatowe',
  build: (p) => ({
    columns: [
      { key: 'used_at', header: 'Data użycia' },
      { key: 'code', header: 'Kod' },
      { key: 'name', header: 'Nazwa kodu' },
      { key: 'prefix', header: 'Prefiks' },
      { key: 'code_value', header: 'Wartość kodu' },
      { key: 'transaction_identifier', header: 'Nr transakcji' },
      { key: 'user_id', header: 'ID użytkownika', kind: 'int' },
      { key: 'user_name', header: 'Użytkownik' },
      { key: 'activity_id', header: 'ID zajęć', kind: 'int' },
      { key: 'activity_date', header: 'Data zajęć' },
      { key: 'discount', header: 'Rabat (zł)', kind: 'money' },
      { key: 'value', header: 'Zapłacono (zł)', kind: 'money' },
    ],
    totals: ['discount', 'value'],
    query: `
      SELECT ${warsawTime('u.created_at')} AS used_at, pc.code, pc.name, pc.prefix,
        CASE WHEN pc.value_type = 'perc' THEN replace(to_char(pc.value / 100.0, 'FM9999990.00'), '.', ',') || ' %'
             ELSE replace(to_char(pc.value / 100.0, 'FM9999999990.00'), '.', ',') || ' zł' END AS code_value,
        t.identifier AS transaction_identifier, u.user_id, ${personName('us')} AS user_name,
        ti.activity_id, a.date::text AS activity_date, coalesce(ti.discount, 0) AS discount, coalesce(ti.value, 0) AS value
      FROM promo_code_usages u
      JOIN promo_codes pc ON pc.id = u.promo_code_id
      JOIN transactions t ON t.id = u.transaction_id
      LEFT JOIN transaction_items ti ON ti.id = u.transaction_item_id
      LEFT JOIN activities a ON a.id = ti.activity_id
      LEFT JOIN users us ON us.id = u.user_id
      WHERE ${inWarsawPeriod('u.created_at', p)}
      ORDER BY u.created_at, u.id`,
  }),
};
