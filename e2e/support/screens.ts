import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { seedOneOfEach, type OneOfEach } from './seed';

/** Every list screen of the back office. */
export const LIST_PATHS = [
  '/activities',
  '/activity_templates',
  '/users',
  '/transactions',
  '/promo-codes',
  '/sports',
  '/locations',
  '/pages',
  '/main_page_tiles',
  '/settings',
  '/terminal_logins',
  '/benefit_entries',
  '/system_events',
  '/audits',
] as const;

/** Every form for a new record. */
export const NEW_FORM_PATHS = [
  '/activities/new',
  '/activity_templates/new',
  '/users/new',
  '/promo-codes/new',
  '/sports/new',
  '/locations/new',
  '/main_page_tiles/new',
  '/settings/new',
  '/terminal_logins/new',
  '/benefit_entries/new',
] as const;

/**
 * Every back-office form route that guards unsaved changes: the new-record forms and the competition
 * group's; the edit forms reached from a seeded record are added by the test (`e2e/unsaved-forms.spec.ts`).
 */
export const GUARDED_FORM_PATHS = [...NEW_FORM_PATHS, '/competition-groups/new'] as const;

/** The user page's tabs (`?tab=`), in the spec's order. */
export const USER_TAB_IDS = [
  'zapisy',
  'profil',
  'benefity',
  'portfel',
  'uprawnienia',
  'poziomy',
  'organizator',
  'transakcje',
  'dodane-zajecia',
  'dzieci',
  'oceny',
  'aplikacja',
  'audyt',
  'koszyk',
  'pozostale',
  'limity',
] as const;

/** Waits until a screen has its heading and has finished loading its tables and data. */
export async function waitForScreen(page: Page) {
  // Lazy route modules on a busy two-core machine: the first paint of a screen can take a while.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 30_000 });
}

/**
 * Seeds, through the API, one record of each kind a detail screen shows (support/seed.ts): an activity (with its
 * sport and location), a user whose main account got a 30 zł top-up (a transaction and its history), and one row
 * of its own of every other list.
 */
export async function seedDetailScreens(request: APIRequestContext, token: string, suffix: string) {
  return seedOneOfEach(request, token, suffix);
}

/** Each list screen's address filtered to the rows `seedOneOfEach` made, so a test reads only its own rows. */
export function ownListPaths(s: OneOfEach): Record<(typeof LIST_PATHS)[number], string> {
  const q = encodeURIComponent;
  return {
    '/activities': `/activities?with_name=${q(s.activityName)}`,
    '/activity_templates': `/activity_templates?with_name=${q(s.templateName)}`,
    '/users': `/users?search=${q(s.userEmail)}`,
    '/transactions': `/transactions?with_identifier=${q(s.transactionIdentifier)}`,
    '/promo-codes': `/promo-codes?with_prefix=${q(s.promoPrefix)}`,
    '/sports': `/sports?with_name=${q(s.sportName)}`,
    '/locations': `/locations?with_name=${q(s.locationName)}`,
    '/pages': `/pages?with_url=${q(s.pageSlug)}`,
    '/main_page_tiles': `/main_page_tiles?with_name=${q(s.tileName)}`,
    '/settings': `/settings?with_name=${q(s.settingName)}`,
    '/terminal_logins': `/terminal_logins?with_login=${q(s.terminalLogin)}`,
    '/benefit_entries': `/benefit_entries?with_uuid=${q(s.benefitEntryUuid)}`,
    '/system_events': `/system_events?search=${q(s.systemEventMessage)}`,
    '/audits': `/audits?with_auditable_type=Transaction&with_auditable_id=${s.transactionId}`,
  };
}
