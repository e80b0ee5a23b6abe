import { expect, test } from './support/fixtures';
import { adminCalls } from './support/activities';
import { blockingViolations } from './support/axe';
import { brokenWordsInTables, unreadableTexts } from './support/readable';
import { LIST_PATHS, ownListPaths, waitForScreen } from './support/screens';
import { createUser, seedOneOfEach, type OneOfEach } from './support/seed';
import { FormPage } from './pages/FormPage';
import { ListPage } from './pages/ListPage';

/**
 * What a new user reads (docs/decisions.md "What a new user reads: words, labels, dates, numbers"): no word broken
 * inside in any table at 1440 px, no ISO date and no English label on the screens, decimal commas taken.
 */
test.use({ viewport: { width: 1440, height: 900 } });

/** The rows of `seedOneOfEach`, plus long Polish names where the lists broke them before. */
async function seedLongNames(request: Parameters<typeof seedOneOfEach>[0], token: string, suffix: string) {
  const s = await seedOneOfEach(request, token, suffix);
  const { post } = adminCalls(request, token);
  // A second player with a long double surname on the same activity (participants, transactions, benefit lists).
  const player = await createUser(request, token, { first_name: 'Małgorzata', last_name: `Szymańska-Wiśniewska ${suffix}` });
  await post(`/api/v2/admin/users/${player.id}/balance_add`, { balance: { value: 30, comment: `Doładowanie ${suffix}` } });
  await post(`/api/v2/admin/activities/${s.activityId}/participants`, { participant: { user_id: player.id } });
  // The events list filters on `Zdarzenie <suffix>`: one more of its own with the long words it broke.
  await post('/api/v2/admin/system_events', {
    system_event: {
      message: `Zdarzenie ${suffix}: Nowa wiadomość od Małgorzata Szymańska-Wiśniewska, przeniesiona z listy rezerwowej`,
      event_type: 'general',
    },
  });
  return { ...s, playerId: player.id };
}

/** A known setting's row (the demo data has them; made here when it does not). */
async function knownSetting(request: Parameters<typeof seedOneOfEach>[0], token: string, name: string, value: string) {
  const { get, post } = adminCalls(request, token);
  const found: { rows: { id: number; name: string }[] } = await get(`/api/v2/admin/app_settings?with_name=${name}`);
  const row = found.rows.find((r) => r.name === name);
  return row ? row.id : ((await post('/api/v2/admin/app_settings', { app_setting: { name, value } })).id as number);
}

/** The screens the checks visit: every list (filtered to this test's rows) and the record pages with tables. */
function screensOf(s: OneOfEach & { playerId: number }) {
  const own = ownListPaths(s);
  return [
    ...LIST_PATHS.map((p) => own[p]),
    `/activities/${s.activityId}`,
    `/transactions/${s.transactionId}`,
    `/users/${s.playerId}?tab=transakcje`,
    `/users/${s.userId}?tab=audyt`,
    `/settings`,
    '/reports',
    '/reports?tab=jobs',
  ];
}

test('no table breaks a word inside at 1440 px, and the page never scrolls sideways', async ({
  adminPage: page,
  request,
  adminToken,
}) => {
  test.setTimeout(400_000);
  const s = await seedLongNames(request, adminToken, `czytelne-${Date.now()}`);
  for (const path of screensOf(s)) {
    await page.goto(path);
    await waitForScreen(page);
    if (path !== '/reports') await expect(page.locator('table').first()).toBeVisible();
    expect.soft(await brokenWordsInTables(page), path).toEqual([]);
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
    expect.soft(widths[0], `${path}: the page scrolls sideways`).toBe(widths[1]);
  }
  // The participants list holds the long double surname whole.
  await page.goto(`/activities/${s.activityId}`);
  await waitForScreen(page);
  await expect(page.getByRole('table', { name: 'Uczestnicy' })).toContainText('Szymańska-Wiśniewska');
  expect(await brokenWordsInTables(page)).toEqual([]);
});

test('no ISO date and no English label on the screens, reports and settings in Polish, FA explained', async ({
  adminPage: page,
  request,
  adminToken,
}) => {
  test.setTimeout(400_000);
  const s = await seedLongNames(request, adminToken, `polskie-${Date.now()}`);
  const { post } = adminCalls(request, adminToken);
  await post('/api/v2/admin/async_jobs', {
    async_job: {
      job_class: 'Reports::ActivitiesSummaryReportService',
      params: { date_from: '2026-01-01', date_to: '2026-01-31' },
    },
  });
  for (const path of screensOf(s)) {
    await page.goto(path);
    await waitForScreen(page);
    expect.soft(await unreadableTexts(page), path).toEqual([]);
  }

  // The reports: Polish names, the period as dd.mm.rrrr.
  await page.goto('/reports?tab=jobs');
  await waitForScreen(page);
  await expect(page.getByRole('table', { name: 'Lista raportów' })).toContainText('Zestawienie zajęć (podstawowe)');
  await expect(page.getByRole('table', { name: 'Lista raportów' })).toContainText('01.01.2026 – 31.01.2026');

  // Settings: a Polish name and description, the value in its own format (a decimal comma for money).
  const priceId = await knownSetting(request, adminToken, 'domyslna_cena_zajec', '25.00');
  await page.goto('/settings?with_name=domyslna_cena_zajec');
  await waitForScreen(page);
  const row = page.getByRole('table').locator('tbody tr').first();
  await expect(row.getByRole('link', { name: 'Domyślna cena zajęć', exact: true })).toBeVisible();
  await expect(row).toContainText('Cena wpisywana w nowych zajęciach.');
  await expect(row).toContainText(/\d+,\d{2} zł/);
  await expect(row).not.toContainText('domyslna_cena_zajec');
  await page.goto(`/settings/${priceId}`);
  await waitForScreen(page);
  const form = new FormPage(page);
  await expect(form.heading).toHaveText('Domyślna cena zajęć');
  await expect(form.field('Wartość')).toHaveValue(/^\d+,\d{2}$/);
  expect(await blockingViolations(page)).toEqual([]);
  // The same setting looked up by its Polish name.
  await page.goto(`/settings?with_name=${encodeURIComponent('cena zajęć')}`);
  await waitForScreen(page);
  await expect(page.getByRole('link', { name: 'Domyślna cena zajęć', exact: true })).toBeVisible();

  // FA is an abbreviation with its full name.
  await page.goto(`/activities/${s.activityId}`);
  await waitForScreen(page);
  await expect(page.getByRole('table', { name: 'Uczestnicy' }).locator('abbr', { hasText: 'FA' })).toHaveAttribute(
    'title',
    /Fałszywe konto/,
  );

  // A date filter reads and takes dd.mm.rrrr; the address keeps yyyy-mm-dd.
  const list = new ListPage(page, '/transactions');
  await list.goto();
  await expect(list.filter('Data od')).toHaveAttribute('placeholder', 'dd.mm.rrrr');
  await list.filter('Data od').fill('01.01.2026');
  await list.filters.getByRole('button', { name: 'Filtruj' }).click();
  await expect(page).toHaveURL(/with_created_at_greater=2026-01-01/);
  await expect(list.filter('Data od')).toHaveValue('01.01.2026');

  // The pickers' empty sections read dd.mm.rrrr.
  await page.goto('/reports');
  await waitForScreen(page);
  const from = page
    .getByRole('form', { name: 'Zestawienie zajęć (podstawowe)', exact: true })
    .getByRole('group', { name: /^Data od/ });
  // Emptied, the field shows its sections' placeholders.
  await from.getByRole('spinbutton').first().click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await expect(from).toContainText(/dd\.mm\.rrrr/);
  expect(await unreadableTexts(page)).toEqual([]);
});

test('a decimal comma is taken: the location’s coordinates and a money setting', async ({
  adminPage: page,
  request,
  adminToken,
}) => {
  test.setTimeout(120_000);
  const form = new FormPage(page);
  const name = `Hala przecinkowa ${Date.now()}`;
  await page.goto('/locations/new');
  await waitForScreen(page);
  await form.field('Nazwa').fill(name);
  await form.fill({ 'Szerokość geograficzna': '52,2155', 'Długość geograficzna': '21.0122' });
  await expect(page.getByRole('img', { name: /Podgląd położenia: 52\.2155° N, 21\.0122° E/ })).toBeVisible();
  await form.save();
  await form.toasts.expectToast('Dodano');
  await expect(page).toHaveURL(/\/locations\/\d+$/);
  const id = Number(page.url().split('/').pop());
  const { get } = adminCalls(request, adminToken);
  const saved = await get(`/api/v2/admin/localizations/${id}`);
  expect([saved.lat, saved.lang]).toEqual([52.2155, 21.0122]);
  await page.reload();
  await waitForScreen(page);
  await expect(form.field('Szerokość geograficzna')).toHaveValue('52,2155');
  // Text that is not a number is refused with the Polish message.
  await form.field('Szerokość geograficzna').fill('52,21,55');
  await form.save();
  await expect(form.field('Szerokość geograficzna')).toHaveAccessibleDescription('Pole musi być liczbą');

  // A money setting of its own kind: '32,5' is stored as 32.50 and shown as 32,50.
  const depositId = await knownSetting(request, adminToken, 'minimalna_kaucja', '50.00');
  await page.goto(`/settings/${depositId}`);
  await waitForScreen(page);
  await form.field('Wartość').fill('32,5');
  await form.save();
  await form.toasts.expectToast('Zapisano');
  expect((await get(`/api/v2/admin/app_settings/${depositId}`)).value).toBe('32.50');
  await expect(form.field('Wartość')).toHaveValue('32,50');
  await form.field('Wartość').fill('dużo');
  await form.save();
  await expect(form.field('Wartość')).toHaveAccessibleDescription('Podaj kwotę w złotych, np. 32,50');
});
