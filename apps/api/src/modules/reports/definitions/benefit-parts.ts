import type { ReportColumn } from '../csv';
import { personName } from './parts';

/** The columns and joins both benefit-entry reports share. */
export const benefitEntryColumns: ReportColumn[] = [
  { key: 'id', header: 'ID wejścia', kind: 'int' },
  { key: 'date_played', header: 'Data wejścia' },
  { key: 'player_card_no', header: 'Numer karty' },
  { key: 'facility_name', header: 'Obiekt' },
  { key: 'facility_id', header: 'ID obiektu' },
  { key: 'terminal_type', header: 'Terminal' },
  { key: 'sn', header: 'Numer seryjny' },
  { key: 'organizer_login', header: 'Login organizatora' },
  { key: 'report_type', header: 'Źródło' },
  { key: 'confirmed', header: 'Potwierdzone', kind: 'bool' },
  { key: 'rejected', header: 'Odrzucone', kind: 'bool' },
  { key: 'activity_id', header: 'ID zajęć', kind: 'int' },
  { key: 'activity_date', header: 'Data zajęć' },
  { key: 'sport', header: 'Dyscyplina' },
  { key: 'user_id', header: 'ID uczestnika', kind: 'int' },
  { key: 'participant', header: 'Uczestnik' },
  { key: 'organizer', header: 'Organizator' },
  { key: 'uuid', header: 'UUID' },
  { key: 'notes', header: 'Uwagi' },
];

export const benefitEntrySelect = (where: string) => `
  SELECT be.id, be.date_played::text AS date_played, be.player_card_no, be.facility_name, be.facility_id,
    be.terminal_type, be.sn, be.organizer_login, be.report_type, be.confirmed, be.rejected, be.activity_id,
    a.date::text AS activity_date, sp.name AS sport, be.user_id,
    CASE WHEN u.id IS NOT NULL THEN ${personName('u')} END AS participant,
    CASE WHEN o.id IS NOT NULL THEN ${personName('o')} END AS organizer, be.uuid, be.notes
  FROM benefit_entries be
  LEFT JOIN activities a ON a.id = be.activity_id
  LEFT JOIN sports sp ON sp.id = a.sport_id
  LEFT JOIN users u ON u.id = be.user_id
  LEFT JOIN users o ON o.id = be.organizer_id
  WHERE ${where}
  ORDER BY be.date_played, be.id`;
