import { ACTIVITY_GENDER_LABELS, ACTIVITY_LEVEL_LABELS, ACTIVITY_TYPE_LABELS, COMPETITION_TYPE_LABELS } from './activity-labels';
import { LEVEL_REQUIRED_SETTING_LABELS, PAYMENT_FLAG_LABELS } from './activity-labels';
import type { AuditableType } from './audits';
import {
  COMPETITION_GROUP_TYPE_LABELS,
  GROUP_GENDER_LABELS,
  GROUP_MEMBER_ROLE_LABELS,
  TEAM_MEMBER_ROLE_LABELS,
} from './competition-groups';
import { BENEFIT_REPORT_TYPE_LABELS } from './benefit-entries';
import { CHECKLIST_LABELS } from './locations';
import { OBJECT_TYPE_LABELS } from './location-labels';
import { PAYMENT_METHOD_LABELS } from './payments';
import { TRANSACTION_STATUS_LABELS, TRANSACTION_TYPE_LABELS } from './transactions';
import { GROUP_KINDS, GROUP_KIND_LABELS, GROUP_LIMIT_FIELDS, GROUP_LIMIT_LABELS } from './user-tabs';
import { TRI_STATE_LABELS, USER_LEVEL_LABELS, type GroupLimitField } from './user-tabs';
import { EVENT_TYPE_LABELS, GENDER_LABELS } from './user-labels';

/**
 * The Polish names of each domain's fields — the words of its form — and how their stored values read,
 * one place per domain so the forms and the change history ('Historia zmian', the Audyt tabs) say the
 * same thing. Keys are the stored (snake_case) field names the change history records.
 */
export type FieldValue =
  | { kind: 'text' }
  /** Money stored as integer grosze (wallets, transactions): 3000 → '30,00 zł'. */
  | { kind: 'grosze' }
  /** Money carried in PLN (activity fields are recorded as the API shows them): 15 → '15,00 zł'. */
  | { kind: 'pln' }
  /** An ISO timestamp, shown in Europe/Warsaw. */
  | { kind: 'datetime' }
  | { kind: 'date' }
  | { kind: 'bool' }
  | { kind: 'enum'; labels: Readonly<Record<string, string>> }
  /** The id of another record (or a list of them), shown as a link named after the record. */
  | { kind: 'ref'; type: AuditableType }
  | { kind: 'roles' }
  /** A nested entry recorded as an object (an organiser agreement, a sport level). */
  | { kind: 'object'; fields: FieldSpecs };

export interface FieldSpec {
  label: string;
  value?: FieldValue;
}
export type FieldSpecs = Readonly<Record<string, FieldSpec>>;

const text = (label: string): FieldSpec => ({ label });
const money = (label: string): FieldSpec => ({ label, value: { kind: 'grosze' } });
const pln = (label: string): FieldSpec => ({ label, value: { kind: 'pln' } });
const bool = (label: string): FieldSpec => ({ label, value: { kind: 'bool' } });
const when = (label: string): FieldSpec => ({ label, value: { kind: 'datetime' } });
const day = (label: string): FieldSpec => ({ label, value: { kind: 'date' } });
const oneOf = (label: string, labels: Readonly<Record<string, string>>): FieldSpec => ({
  label,
  value: { kind: 'enum', labels },
});
const ref = (label: string, type: AuditableType): FieldSpec => ({ label, value: { kind: 'ref', type } });

const common = { id: text('ID'), identifier: text('Identyfikator') } as const;

const LEVEL_ENTRY_FIELDS: FieldSpecs = {
  sport_id: ref('Dyscyplina', 'Sport'),
  level: oneOf('Poziom', USER_LEVEL_LABELS),
  verified: bool('Zweryfikowany'),
  edit_only_by_admin: bool('Edycja tylko przez administratora'),
  check_on_pnh: bool('Sprawdzany na zajęciach własnych (PNH)'),
  check_on_organizer: bool('Sprawdzany na zajęciach organizatora'),
};

const AGREEMENT_ENTRY_FIELDS: FieldSpecs = {
  sport_id: ref('Dyscyplina', 'Sport'),
  localization_id: ref('Lokalizacja', 'Localization'),
  event_type: oneOf('Typ', EVENT_TYPE_LABELS),
  event_price: pln('Cena zajęć (zł)'),
  event_length: text('Długość zajęć (min)'),
  supplement: pln('Dopłata (zł)'),
  legalization: oneOf('Legalizacja', TRI_STATE_LABELS),
  date_from: day('Data od'),
  date_to: day('Data do'),
};

export const USER_FIELD_LABELS: FieldSpecs = {
  ...common,
  email: text('E-mail'),
  password: text('Hasło'),
  first_name: text('Imię'),
  last_name: text('Nazwisko'),
  hide_last_name: bool('Ukryj nazwisko'),
  phone_prefix: text('Prefiks'),
  phone: text('Telefon'),
  confirmed_phone: bool('Telefon potwierdzony'),
  confirmed_at: when('Konto potwierdzone'),
  gender: oneOf('Płeć', GENDER_LABELS),
  birth_date: day('Data urodzenia'),
  city: text('Miasto'),
  active: bool('Konto aktywne'),
  fa: bool('Fałszywe konto (FA)'),
  bonus_expiration_date: day('Ważność bonusu do'),
  newsletter: bool('Newsletter'),
  reminders_enabled: bool('Przypomnienia o zajęciach'),
  notes: text('Notatki'),
  tags: text('Tagi'),
  custom_tags: text('Własne tagi'),
  roles: { label: 'Role', value: { kind: 'roles' } },
  parent_id: ref('Konto rodzica', 'User'),
  creator_id: ref('Utworzył(a)', 'User'),
  child_policy_accepted: bool('Zaakceptowany regulamin kont dzieci'),
  account_balance: money('Konto główne'),
  account_bonus_value: money('Konto bonusowe'),
  account_deposit_value: money('Kaucja'),
  deposit_alert: bool('Alert kaucji'),
  deposit_alert_date: day('Data alertu kaucji'),
  benefit_id: text('Numer karty Benefit'),
  benefit_active: bool('Karta Benefit aktywna'),
  first_line: text('Pierwsza linia karty'),
  second_line: text('Druga linia karty'),
  fitprofit_id: text('Numer karty FitProfit'),
  fitprofit_active: bool('FitProfit aktywny'),
  medicover_active: bool('Medicover aktywny'),
  ok_system_active: bool('OK System aktywny'),
  ok_system_code: text('Kod OK System'),
  pnh_id: text('Identyfikator PNH'),
  signed_agreement: oneOf('Podpisana umowa', TRI_STATE_LABELS),
  transfer_verification: oneOf('Weryfikacja przelewu', TRI_STATE_LABELS),
  extra: text('Dodatkowe dane'),
  user_agreements: { label: 'Umowa organizatora', value: { kind: 'object', fields: AGREEMENT_ENTRY_FIELDS } },
  user_sport_levels: { label: 'Poziom w dyscyplinie', value: { kind: 'object', fields: LEVEL_ENTRY_FIELDS } },
  connected_devices: text('Połączone urządzenie'),
  limits: text('Limit'),
};

export const ACTIVITY_FIELD_LABELS: FieldSpecs = {
  ...common,
  name: text('Nazwa'),
  description: text('Opis'),
  date: day('Data'),
  start_at: text('Godzina rozpoczęcia'),
  stop_at: text('Godzina zakończenia'),
  sport_id: ref('Dyscyplina', 'Sport'),
  localization_id: ref('Lokalizacja', 'Localization'),
  location_object_id: ref('Obiekt', 'LocationObject'),
  activity_type: oneOf('Typ zajęć', ACTIVITY_TYPE_LABELS),
  event_type: oneOf('Typ', EVENT_TYPE_LABELS),
  competition_type: oneOf('Rodzaj', COMPETITION_TYPE_LABELS),
  gender: oneOf('Płeć', ACTIVITY_GENDER_LABELS),
  lv: oneOf('Poziom', ACTIVITY_LEVEL_LABELS),
  level_required_settings: oneOf('Wymagany poziom', LEVEL_REQUIRED_SETTING_LABELS),
  verify_lv: bool('Weryfikuj poziom'),
  only_players_with_verified_level: bool('Tylko gracze ze zweryfikowanym poziomem'),
  min_players: text('Minimalna liczba graczy'),
  max_players: text('Maksymalna liczba graczy'),
  min_team_size: text('Minimalny skład drużyny'),
  max_team_size: text('Maksymalny skład drużyny'),
  min_age: text('Wiek od'),
  max_age: text('Wiek do'),
  reserved_spots: text('Zarezerwowane miejsca'),
  reserve_list: bool('Lista rezerwowa'),
  price: pln('Cena (zł)'),
  price_on_publish: pln('Cena po upublicznieniu (zł)'),
  rental_price: pln('Koszt wynajmu (zł)'),
  max_price: pln('Cena maksymalna (zł)'),
  max_benefit_price: pln('Maks. cena Benefit (zł)'),
  max_fitprofit_price: pln('Maks. cena FitProfit (zł)'),
  supplement: pln('Dopłata Benefit (zł)'),
  supplement_fitprofit: pln('Dopłata FitProfit (zł)'),
  supplement_medicover: pln('Dopłata Medicover (zł)'),
  supplement_on_publish: pln('Dopłata Benefit po upublicznieniu (zł)'),
  ...Object.fromEntries(Object.entries(PAYMENT_FLAG_LABELS).map(([k, label]) => [k, bool(`Płatność: ${label}`)])),
  deposit_disabled: bool('Kaucja wyłączona'),
  deposit_disabled_on_publish: bool('Wyłącz kaucję po upublicznieniu'),
  confirmed: bool('Potwierdzone'),
  canceled: bool('Odwołane'),
  hidden: bool('Ukryte'),
  archived: bool('Archiwalne'),
  approved_by_admin: bool('Zatwierdzone przez administratora'),
  publish_date: when('Data publikacji'),
  change_to_public_at: when('Upublicznij o'),
  custom_tags: text('Własne tagi'),
  tags: text('Tagi'),
  creator_id: ref('Utworzył(a)', 'User'),
  coordinators: ref('Koordynatorzy', 'User'),
  competition_group_ids: text('Grupy'),
  competition_team_ids: text('Drużyny'),
  list_verified: bool('Lista zweryfikowana'),
  list_verified_at: when('Lista zweryfikowana o'),
  list_checked: bool('Lista sprawdzona'),
  team_line_up: text('Skład drużyny'),
  summary_final_price: pln('Podsumowanie: cena końcowa (zł)'),
  summary_summary_note: text('Podsumowanie: notatka'),
  summary_note: text('Podsumowanie: notatka'),
  summary_verified_by_admin: bool('Podsumowanie: zweryfikowane przez administratora'),
};

/** An activity template: the activity's fields plus its own (week days, reveal hours, valid until). */
export const ACTIVITY_TEMPLATE_FIELD_LABELS: FieldSpecs = {
  ...ACTIVITY_FIELD_LABELS,
  week_days: text('Dni tygodnia'),
  hours_to_make_visible: text('Upublicznij godzin przed startem'),
  expired_at: day('Ważny do'),
};

export const TRANSACTION_FIELD_LABELS: FieldSpecs = {
  transaction_type: oneOf('Typ', TRANSACTION_TYPE_LABELS),
  value: money('Kwota'),
  online_value: money('Kwota online'),
  status: oneOf('Status', TRANSACTION_STATUS_LABELS),
  payment_method: oneOf('Płatność', PAYMENT_METHOD_LABELS),
  user_id: ref('Użytkownik', 'User'),
  comment: text('Komentarz'),
  main_before: money('Konto główne przed'),
  main_after: money('Konto główne po'),
  bonus_before: money('Konto bonusowe przed'),
  bonus_after: money('Konto bonusowe po'),
  deposit_before: money('Kaucja przed'),
  deposit_after: money('Kaucja po'),
  created_by_id: ref('Utworzył(a)', 'User'),
  date: when('Data'),
  paid_at: when('Opłacono'),
  ...common,
  identifier: text('Nr transakcji'),
};

export const LOCATION_FIELD_LABELS: FieldSpecs = {
  ...common,
  name: text('Nazwa'),
  description: text('Opis'),
  city: text('Miasto'),
  district: text('Dzielnica'),
  street: text('Ulica'),
  post_code: text('Kod pocztowy'),
  lat: text('Szerokość geograficzna'),
  lang: text('Długość geograficzna'),
  hidden: bool('Ukryta'),
  notes: text('Notatki'),
  order_value: text('Kolejność'),
  benefit_terminal_sn: text('Numer terminala Benefit'),
  photos: text('Zdjęcie'),
};

export const LOCATION_OBJECT_FIELD_LABELS: FieldSpecs = {
  ...common,
  localization_id: ref('Lokalizacja', 'Localization'),
  object_type: oneOf('Rodzaj obiektu', OBJECT_TYPE_LABELS),
  description: text('Opis'),
  checklist: oneOf('Lista kontrolna', CHECKLIST_LABELS),
  hidden: bool('Ukryty'),
  order_value: text('Kolejność'),
};

export const SPORT_FIELD_LABELS: FieldSpecs = {
  ...common,
  name: text('Nazwa'),
  description: text('Opis'),
  hidden: bool('Ukryta'),
  order_value: text('Kolejność'),
};

export const COMPETITION_GROUP_FIELD_LABELS: FieldSpecs = {
  ...common,
  name: text('Nazwa'),
  description: text('Opis'),
  custom_tags: text('Tagi'),
  max_group_size: text('Maks. wielkość grupy'),
  min_team_size: text('Min. graczy w drużynie'),
  max_players_per_team: text('Maks. graczy w drużynie'),
  max_teams: text('Maks. drużyn'),
  gender: oneOf('Płeć', GROUP_GENDER_LABELS),
  competition_group_type: oneOf('Rodzaj grupy', COMPETITION_GROUP_TYPE_LABELS),
  hidden: bool('Ukryta'),
  open: bool('Otwarta'),
  active: bool('Aktywna'),
  notes: text('Notatki'),
  creator_id: ref('Twórca', 'User'),
  url: text('Link'),
  hidden_url: text('Ukryty link'),
  member: {
    label: 'Osoba w grupie',
    value: {
      kind: 'object',
      fields: {
        user_id: ref('Użytkownik', 'User'),
        role: oneOf('Rola', GROUP_MEMBER_ROLE_LABELS),
        invitation_accepted: bool('Zaakceptowane przez użytkownika'),
        accepted_by_admin: bool('Zaakceptowane przez administratora'),
      },
    },
  },
  team: {
    label: 'Drużyna',
    value: { kind: 'object', fields: { name: text('Nazwa'), gender: oneOf('Płeć', GROUP_GENDER_LABELS) } },
  },
  team_member: {
    label: 'Skład drużyny',
    value: {
      kind: 'object',
      fields: { team_id: text('Drużyna (ID)'), user_id: ref('Użytkownik', 'User'), role: oneOf('Rola', TEAM_MEMBER_ROLE_LABELS) },
    },
  },
};

/** The Limity tab's rows: 'Liczba kont dzieci', 'Klub: Maks. drużyn', … */
export const LIMIT_LABELS: Readonly<Record<string, string>> = {
  l_child_account_count: 'Liczba kont dzieci',
  l_pair_mobile_apps: 'Sparowane aplikacje mobilne',
  ...Object.fromEntries(
    GROUP_KINDS.flatMap((kind) =>
      (Object.keys(GROUP_LIMIT_FIELDS) as GroupLimitField[]).map((f) => [
        GROUP_LIMIT_FIELDS[f](kind),
        `${GROUP_KIND_LABELS[kind]}: ${GROUP_LIMIT_LABELS[f]}`,
      ]),
    ),
  ),
};

/** A benefit entry's form (the importer's provider columns are not edited in the app). */
export const BENEFIT_ENTRY_FIELD_LABELS: FieldSpecs = {
  uuid: text('UUID'),
  date_played: day('Data wejścia'),
  activity_id: ref('Zajęcia', 'Activity'),
  user_id: ref('Gracz', 'User'),
  organizer_id: ref('Organizator', 'User'),
  report_type: oneOf('Typ', BENEFIT_REPORT_TYPE_LABELS),
  confirmed: bool('Zatwierdzony'),
  rejected: bool('Odrzucony'),
  notes: text('Notatki'),
};

/** A terminal login's form; a password change shows as '***' only. */
export const TERMINAL_LOGIN_FIELD_LABELS: FieldSpecs = {
  login: text('Login'),
  password: text('Hasło'),
  terminal_type: text('Typ terminala'),
  user_id: ref('Użytkownik', 'User'),
  localization_id: ref('Lokalizacja', 'Localization'),
};

export const FIELD_LABELS_BY_TYPE: Readonly<Record<AuditableType, FieldSpecs>> = {
  User: USER_FIELD_LABELS,
  Activity: ACTIVITY_FIELD_LABELS,
  Transaction: TRANSACTION_FIELD_LABELS,
  Localization: LOCATION_FIELD_LABELS,
  LocationObject: LOCATION_OBJECT_FIELD_LABELS,
  Sport: SPORT_FIELD_LABELS,
  CompetitionGroup: COMPETITION_GROUP_FIELD_LABELS,
  ActivityTemplate: ACTIVITY_TEMPLATE_FIELD_LABELS,
  BenefitEntry: BENEFIT_ENTRY_FIELD_LABELS,
  TerminalLogin: TERMINAL_LOGIN_FIELD_LABELS,
};

export interface ChangedField {
  label: string;
  value?: FieldValue;
  /** Where the field stands in its form (the history lists changes in that order); unknown fields last. */
  order: number;
}

/** Fields the history leaves out: the record's own id, already named in its row. */
export const HIDDEN_CHANGED_FIELDS: ReadonlySet<string> = new Set(['id']);

/**
 * The name and value kind of a changed field as the history records it, including the generated keys:
 * `user_sport_levels[3]` → 'Poziom w dyscyplinie #3', `participant_9_presence_check` → 'Uczestnik #9: obecność',
 * `limits.l_pair_mobile_apps` → 'Limit: l_pair_mobile_apps'. Unknown fields keep their key.
 */
export function describeChangedField(type: string, field: string): ChangedField {
  const specs: FieldSpecs = FIELD_LABELS_BY_TYPE[type as AuditableType] ?? {};
  const keys = Object.keys(specs);
  const at = (key: string) => (keys.includes(key) ? keys.indexOf(key) : keys.length);
  const direct = specs[field];
  if (direct) return { ...direct, order: at(field) };
  const nested = /^([a-z_]+)\[(\d+)\]$/.exec(field);
  if (nested && specs[nested[1]])
    return { ...specs[nested[1]], label: `${specs[nested[1]].label} #${nested[2]}`, order: at(nested[1]) };
  const participant = /^participant_(\d+)_(presence_check|card_check)$/.exec(field);
  if (participant)
    return {
      label: `Uczestnik #${participant[1]}: ${participant[2] === 'presence_check' ? 'obecność' : 'karta sprawdzona'}`,
      value: { kind: 'bool' },
      order: keys.length,
    };
  const limit = /^limits\.(.+)$/.exec(field);
  if (limit) return { label: `Limit: ${LIMIT_LABELS[limit[1]] ?? limit[1]}`, order: at('limits') };
  return { label: field, order: keys.length };
}
