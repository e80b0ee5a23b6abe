/** Activities' fixed values and their Polish labels: no schemas here, so a screen that shows a label loads no zod. */

export const ACTIVITY_TYPES = ['pnh', 'organizer'] as const;
/** 'PNH' is the platform's own activities (spec part 2): shown with its Polish name, the code in brackets. */
export const ACTIVITY_TYPE_LABELS: Record<(typeof ACTIVITY_TYPES)[number], string> = {
  pnh: 'Własne (PNH)',
  organizer: 'Organizator',
};

/** The abbreviations the screens keep, with what they stand for (a hover text and the screen reader's words). */
export const ABBREVIATIONS = {
  FA: 'Fałszywe konta: miejsca zajęte przez konta dodane przez obsługę',
  FA_ONE: 'Fałszywe konto: konto dodane przez obsługę, nie przez gracza',
  PNH: 'Zajęcia własne platformy (nie organizatora zewnętrznego)',
} as const;
export const ACTIVITY_LEVELS = ['free', 'beginners', 'medium', 'medium_plus', 'intermediate', 'advanced'] as const;
export const ACTIVITY_LEVEL_LABELS: Record<(typeof ACTIVITY_LEVELS)[number], string> = {
  free: 'Dowolny',
  beginners: 'Początkujący',
  medium: 'Średni',
  medium_plus: 'Średni plus',
  intermediate: 'Średniozaawansowany',
  advanced: 'Zaawansowany',
};
export const ACTIVITY_GENDERS = ['males', 'females', 'unisex'] as const;
export const ACTIVITY_GENDER_LABELS: Record<(typeof ACTIVITY_GENDERS)[number], string> = {
  males: 'Mężczyźni',
  females: 'Kobiety',
  unisex: 'Wszyscy',
};
export const LEVEL_REQUIRED_SETTINGS = ['equal_level', 'min_level', 'max_level'] as const;
export const LEVEL_REQUIRED_SETTING_LABELS: Record<(typeof LEVEL_REQUIRED_SETTINGS)[number], string> = {
  equal_level: 'Równy poziom',
  min_level: 'Poziom minimalny',
  max_level: 'Poziom maksymalny',
};
export const COMPETITION_TYPES = ['activity', 'sparing'] as const;
export const COMPETITION_TYPE_LABELS: Record<(typeof COMPETITION_TYPES)[number], string> = {
  activity: 'Zajęcia',
  sparing: 'Sparing',
};
/** Days of week 0 (Sunday) … 6 (docs/spec/part-2.md §9). */
export const WEEK_DAY_LABELS = ['Nd', 'Pn', 'Wt', 'Śr', 'Czw', 'Pt', 'Sob'] as const;
export const PAYMENT_FLAGS = [
  'pay_by_cash',
  'pay_by_online_transfer',
  'pay_by_prepaid',
  'pay_by_benefit',
  'pay_by_ok_system',
  'pay_by_fitprofit',
  'pay_by_bonus_account',
] as const;
export type PaymentFlag = (typeof PAYMENT_FLAGS)[number];
export const PAYMENT_FLAG_LABELS: Record<PaymentFlag, string> = {
  pay_by_cash: 'Gotówka',
  pay_by_online_transfer: 'Przelew online',
  pay_by_prepaid: 'Karnet (prepaid)',
  pay_by_benefit: 'Benefit',
  pay_by_ok_system: 'OK System',
  pay_by_fitprofit: 'FitProfit',
  pay_by_bonus_account: 'Konto bonusowe',
};
/** What a list row warns about (docs/spec/part-2.md §3). */
export const ACTIVITY_WARNINGS = ['min_players', 'no_coordinator'] as const;
export type ActivityWarning = (typeof ACTIVITY_WARNINGS)[number];
export const ACTIVITY_WARNING_LABELS: Record<ActivityWarning, string> = {
  min_players: 'Mniej zapisanych niż minimalna liczba graczy',
  no_coordinator: 'Brak koordynatora',
};
