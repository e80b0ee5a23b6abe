import type { ReportDefinition } from './types';
import { GENDER_LABELS, inWarsawPeriod, warsawTime } from './parts';

/** Users: accounts registered in the period, with contact, cards and wallet (deleted accounts marked). */
export const usersReport: ReportDefinition = {
  jobClass: 'Reports::RegistersReportService',
  fileStem: 'uzytkownicy',
  build: (p) => ({
    columns: [
      { key: 'id', header: 'ID', kind: 'int' },
      { key: 'first_name', header: 'Imię' },
      { key: 'last_name', header: 'Nazwisko' },
      { key: 'email', header: 'E-mail' },
      { key: 'phone', header: 'Telefon' },
      { key: 'city', header: 'Miasto' },
      { key: 'birth_date', header: 'Data urodzenia' },
      { key: 'gender', header: 'Płeć', kind: GENDER_LABELS },
      { key: 'registered_at', header: 'Data rejestracji' },
      { key: 'confirmed', header: 'Konto potwierdzone', kind: 'bool' },
      { key: 'fa', header: 'Konto fikcyjne', kind: 'bool' },
      { key: 'newsletter', header: 'Newsletter', kind: 'bool' },
      { key: 'benefit_id', header: 'Numer karty Benefit' },
      { key: 'benefit_active', header: 'Benefit aktywny', kind: 'bool' },
      { key: 'fitprofit_id', header: 'Numer karty FitProfit' },
      { key: 'fitprofit_active', header: 'FitProfit aktywny', kind: 'bool' },
      { key: 'medicover_active', header: 'Medicover aktywny', kind: 'bool' },
      { key: 'account_balance', header: 'Konto główne (zł)', kind: 'money' },
      { key: 'account_bonus_value', header: 'Konto bonusowe (zł)', kind: 'money' },
      { key: 'account_deposit_value', header: 'Kaucja (zł)', kind: 'money' },
      { key: 'deleted', header: 'Usunięty', kind: 'bool' },
    ],
    query: `
      SELECT id, first_name, last_name, email, nullif(concat_ws(' ', phone_prefix, phone), '') AS phone, city,
        birth_date::text AS birth_date, gender, ${warsawTime('created_at')} AS registered_at,
        confirmed_at IS NOT NULL AS confirmed, fa, newsletter, benefit_id, benefit_active, fitprofit_id,
        fitprofit_active, medicover_active, account_balance, account_bonus_value, account_deposit_value,
        deleted_at IS NOT NULL AS deleted
      FROM users
      WHERE ${inWarsawPeriod('created_at', p)}
      ORDER BY created_at, id`,
  }),
};
