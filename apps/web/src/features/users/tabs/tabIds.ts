/** The user page's tabs in the spec's order (docs/spec/part-1.md §2 "Users"); the id sits in `?tab=`. */
export const USER_TABS = [
  { id: 'zapisy', label: 'Zapisy' },
  { id: 'profil', label: 'Profil' },
  { id: 'benefity', label: 'Benefity' },
  { id: 'portfel', label: 'Portfel' },
  { id: 'uprawnienia', label: 'Uprawnienia' },
  { id: 'poziomy', label: 'Poziomy' },
  { id: 'organizator', label: 'Organizator' },
  { id: 'transakcje', label: 'Transakcje' },
  { id: 'dodane-zajecia', label: 'Dodane zajęcia' },
  { id: 'dzieci', label: 'Dzieci' },
  { id: 'oceny', label: 'Oceny' },
  { id: 'aplikacja', label: 'Aplikacja' },
  { id: 'audyt', label: 'Audyt' },
  { id: 'koszyk', label: 'Koszyk' },
  { id: 'pozostale', label: 'Pozostałe' },
  { id: 'limity', label: 'Limity' },
] as const;

export type UserTabId = (typeof USER_TABS)[number]['id'];
export const DEFAULT_USER_TAB: UserTabId = 'profil';
export const isUserTab = (value: string | null): value is UserTabId => USER_TABS.some((t) => t.id === value);
