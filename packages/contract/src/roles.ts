/**
 * The full role list of docs/spec/part-1.md §3 "Role". Names beginning `user_role` belong to the player
 * portal, names beginning `admin_role` to the admin portal. Labels are what the Uprawnienia tab shows.
 */
export const PLAYER_ROLES = {
  user_role_verified_account: 'Zweryfikowane konto',
  user_role_payment_prepaid: 'Dodawanie zajęć: płatność karnetem (prepaid)',
  user_role_payment_online_transfer: 'Dodawanie zajęć: płatność przelewem online',
  user_role_payment_sport_card: 'Dodawanie zajęć: płatność kartą sportową',
  user_role_payment_cash: 'Dodawanie zajęć: płatność gotówką',
  user_role_payment_benefit: 'Dodawanie zajęć: płatność Benefit',
  user_role_payment_fitprofit: 'Dodawanie zajęć: płatność FitProfit',
  user_role_activity_templates: 'Szablony zajęć',
  user_role_coordinator: 'Koordynator',
  user_role_activity_registration: 'Zapisy na zajęcia',
  user_role_adding_activities: 'Dodawanie zajęć',
  user_role_mobile_app: 'Aplikacja mobilna',
  user_role_organizer_type_1: 'Organizator 1.0',
  user_role_organizer_type_2: 'Organizator 2.0',
  user_role_organizer_type_3: 'Organizator 3.0',
  user_role_profile_edit: 'Edycja profilu',
  user_role_cards_edit: 'Edycja kart Benefit i FitProfit',
  user_role_groups: 'Grupy',
} as const;

export const ADMIN_ROLES = {
  admin_role_users: 'Użytkownicy',
  admin_role_transactions: 'Transakcje',
  admin_role_sports: 'Dyscypliny',
  admin_role_sidekiq: 'Kolejka zadań',
  admin_role_promo_codes: 'Kody promocyjne',
  admin_role_prepaids: 'Karnety',
  admin_role_pages: 'Strony',
  admin_role_locations: 'Lokalizacje',
  admin_role_app_settings: 'Ustawienia',
  admin_role_export_panel: 'Panel eksportu',
  admin_role_audit: 'Historia zmian',
  admin_role_activities: 'Zajęcia',
  admin_role_main_page_tiles: 'Kafelki strony głównej',
  admin_role_system_events: 'Zdarzenia systemowe',
  admin_role_activity_templates: 'Szablony zajęć',
  admin_role_reports: 'Raporty',
  admin_role_benefit_entries: 'Wejścia Benefit',
  admin_role_competition_groups: 'Grupy',
  admin_role_terminal_logins: 'Loginy terminali',
  admin_role_customer_service: 'Obsługa klienta',
} as const;

export type PlayerRole = keyof typeof PLAYER_ROLES;
export type AdminRole = keyof typeof ADMIN_ROLES;
export type RoleName = PlayerRole | AdminRole;

export const ROLE_LABELS: Record<RoleName, string> = { ...PLAYER_ROLES, ...ADMIN_ROLES };
export const ALL_ROLE_NAMES = Object.keys(ROLE_LABELS) as RoleName[];
export const ALL_ADMIN_ROLES = Object.keys(ADMIN_ROLES) as AdminRole[];

export const isAdminRole = (name: string): name is AdminRole => name.startsWith('admin_role');
export const hasAnyAdminRole = (roles: readonly string[]) => roles.some(isAdminRole);
