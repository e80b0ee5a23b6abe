import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { blockingViolations } from './support/axe';
import { LoginPage } from './pages/LoginPage';
import { seedActivity } from './support/activities';
import { LIST_PATHS, NEW_FORM_PATHS, USER_TAB_IDS, ownListPaths, seedDetailScreens, waitForScreen } from './support/screens';
import { seedOneOfEach } from './support/seed';

async function expectAccessible(page: Page, path: string) {
  await page.goto(path);
  await waitForScreen(page);
  // Soft: one run reports every screen that fails, not only the first.
  expect.soft(await blockingViolations(page), path).toEqual([]);
}

test('the sign-in page has no serious or critical accessibility violations', async ({ page }) => {
  await new LoginPage(page).goto();
  expect(await blockingViolations(page)).toEqual([]);
});

test('every list screen has no serious or critical accessibility violations', async ({ adminPage, request, adminToken }) => {
  test.setTimeout(400_000);
  // Each list shows rows of this test's own, filtered in the address.
  const own = ownListPaths(await seedOneOfEach(request, adminToken, `a11y-list-${Date.now()}`));
  for (const path of LIST_PATHS) await expectAccessible(adminPage, own[path]);
});

test('the reports screen (both views, a row open) has no serious or critical accessibility violations', async ({
  adminPage: page,
  adminToken,
  request,
}) => {
  const created = await request.post('/api/v2/admin/async_jobs', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { async_job: { job_class: 'Reports::Core3ReportService', params: { date_from: '2026-01-01', date_to: '2026-01-31' } } },
  });
  expect(created.ok()).toBeTruthy();
  const jobId = String((await created.json()).data.id);
  await expectAccessible(page, '/reports');
  await expectAccessible(page, '/reports?tab=jobs');
  // This test's own job (other tests add theirs to the same list).
  await page
    .getByRole('table', { name: 'Lista raportów' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: jobId, exact: true }) })
    .getByRole('button', { name: 'Pokaż szczegóły' })
    .click();
  expect(await blockingViolations(page)).toEqual([]);
});

test('every new-record form has no serious or critical accessibility violations', async ({ adminPage }) => {
  test.setTimeout(300_000);
  for (const path of NEW_FORM_PATHS) await expectAccessible(adminPage, path);
});

test('the dashboard, each of its tabs and the open profile menu have no serious or critical violations', async ({
  adminPage: page,
}) => {
  test.setTimeout(180_000);
  await expectAccessible(page, '/dashboard');
  for (const tab of ['Listy do weryfikacji', 'Zajęcia dziś']) {
    await page
      .getByRole('tab', { name: new RegExp(tab) })
      .first()
      .click();
    await waitForScreen(page);
    expect(await blockingViolations(page), tab).toEqual([]);
  }
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Anna Administratorka/ })
    .click();
  await expect(page.getByRole('menuitem', { name: 'Wyloguj' })).toBeVisible();
  expect(await blockingViolations(page), 'profile menu').toEqual([]);
});

test('every detail screen and every tab has no serious or critical accessibility violations', async ({
  adminPage: page,
  request,
  adminToken,
}) => {
  test.setTimeout(600_000);
  const s = await seedDetailScreens(request, adminToken, `a11y-${Date.now()}`);
  const paths = [
    `/activities/${s.activityId}`,
    `/activities/${s.activityId}/edit`,
    `/activities/${s.activityId}/copy`,
    ...USER_TAB_IDS.map((tab) => `/users/${s.userId}?tab=${tab}`),
    `/transactions/${s.transactionId}`,
    `/sports/${s.sportId}`,
    `/locations/${s.locationId}`,
    `/promo-codes/${s.promoCodeId}`,
    `/pages/${s.pageId}`,
    `/main_page_tiles/${s.tileId}`,
    `/settings/${s.settingId}`,
    `/terminal_logins/${s.terminalLoginId}`,
  ];
  for (const path of paths) await expectAccessible(page, path);
});

test('every player-portal screen has no serious or critical accessibility violations, on a phone and a desktop', async ({
  page,
  request,
  adminToken,
}) => {
  test.setTimeout(240_000);
  const activityId = await seedActivity(request, adminToken, `a11y-portal-${Date.now()}`, { reserve_list: true });
  const paths = [
    '/portal',
    '/portal/zajecia',
    '/portal/zajecia?widok=tydzien',
    `/portal/zajecia/${activityId}`,
    '/portal/nie-ma',
    '/portal/logowanie',
    '/portal/rejestracja',
    '/portal/nowe-haslo?token=abc',
  ];
  for (const viewport of [
    { width: 360, height: 780 },
    { width: 1440, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    for (const path of paths) {
      await page.goto(path);
      await waitForScreen(page);
      expect.soft(await blockingViolations(page), `${path} @${viewport.width}`).toEqual([]);
    }
  }

  // The signed-in player's pages.
  const email = `a11y.gracz.${Date.now()}@example.pl`;
  const created = await request.post('/api/v2/admin/users', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: {
      user: {
        identifier: `A11Y-${Date.now()}`,
        first_name: 'Ala',
        phone_prefix: '+48',
        phone: '600900900',
        last_name: 'Dostępna',
        email,
        password: 'Haslo123!',
        password_confirmation: 'Haslo123!',
      },
    },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  await page.goto('/portal/logowanie');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Hasło').fill('Haslo123!');
  await page.getByRole('button', { name: 'Zaloguj się' }).last().click();
  await expect(page).toHaveURL(/\/portal$/);
  for (const viewport of [
    { width: 360, height: 780 },
    { width: 1440, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    for (const path of ['/portal', '/portal/konto']) {
      await page.goto(path);
      await waitForScreen(page);
      if (path === '/portal/konto') await expect(page.getByRole('button', { name: 'Wyślij kod SMS' })).toBeVisible();
      expect.soft(await blockingViolations(page), `${path} (zalogowany) @${viewport.width}`).toEqual([]);
    }
  }
});
