import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { adminCalls, seedActivity } from './activities';

/** Every list screen of the back office. */
export const LIST_PATHS = [
  '/activities',
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
  '/users/new',
  '/promo-codes/new',
  '/sports/new',
  '/locations/new',
  '/main_page_tiles/new',
  '/settings/new',
  '/terminal_logins/new',
  '/benefit_entries/new',
] as const;

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
 * Seeds, through the API, one record of each kind a detail screen shows: an activity (with its sport and
 * location), a user whose main account got a 30 zł top-up (a transaction and its history), and the first
 * row of every other list.
 */
export async function seedDetailScreens(request: APIRequestContext, token: string, suffix: string) {
  const { post, get } = adminCalls(request, token);
  const activityId = await seedActivity(request, token, suffix);
  const activity = await get(`/api/v2/admin/activities/${activityId}`);
  const user = await post('/api/v2/admin/users', {
    user: {
      identifier: `E2E-${suffix}`,
      email: `ekran-${suffix}@example.pl`,
      first_name: 'Ewa',
      last_name: `Ekranowa ${suffix}`,
      password: 'sekret12',
      password_confirmation: 'sekret12',
    },
  });
  await post(`/api/v2/admin/users/${user.id}/balance_add`, { balance: { value: 30, comment: `Doładowanie ${suffix}` } });
  const first = async (path: string) =>
    ((await get(`/api/v2/admin/${path}${path.includes('?') ? '&' : '?'}limit=1`)) as { rows?: { id: number }[] } | undefined)
      ?.rows?.[0]?.id;
  return {
    activityId: activityId as number,
    sportId: activity.sport.id as number,
    locationId: activity.localization.id as number,
    userId: user.id as number,
    transactionId: await first(`transactions?with_user_id=${user.id}`),
    promoCodeId: await first('promo_codes'),
    pageId: await first('pages'),
    tileId: await first('main_page_tiles'),
    settingId: await first('app_settings'),
    terminalLoginId: await first('terminal_logins'),
  };
}
