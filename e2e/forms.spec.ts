import type { APIRequestContext, Page } from '@playwright/test';
import { msg, participantMsg } from '@sportdesk/contract';
import { test, expect } from './support/fixtures';
import { ADMIN, uniqueName } from './support/admin';
import { adminCalls, seedActivity, warsawDate } from './support/activities';
import { LoginPage } from './pages/LoginPage';
import { ListPage } from './pages/ListPage';
import { fillPicker, picker } from './pages/FormPage';
import { pickLocation } from './support/location-picker';
import { createUser } from './support/seed';

/** Forms save once and leave, ask before losing typing, return after sign-in, say what they show (docs/decisions.md
 * "Forms"). */

const unsaved = (page: Page) => page.getByRole('dialog', { name: msg.unsavedTitle });

async function seedCatalogue(request: APIRequestContext, token: string, suffix: string) {
  const { post } = adminCalls(request, token);
  await post('/api/v2/admin/sports', { sport: { name: `Kosz ${suffix}` } });
  await post('/api/v2/admin/localizations', {
    location: { name: `Hala ${suffix}`, city: 'Kraków', location_objects_attributes: [{ object_type: 'hall' }] },
  });
  return { sport: `Kosz ${suffix}`, location: `Hala ${suffix}` };
}

async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

test('a double click on a create button creates one record and leaves the form for it', async ({
  adminPage: page,
  adminToken,
  request,
}) => {
  const name = uniqueName('Dyscyplina');
  await page.goto('/sports/new');
  await page.getByLabel('Nazwa').fill(name);
  await page.getByRole('button', { name: 'Zapisz' }).dblclick();
  await expect(page).toHaveURL(/\/sports\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

  const { get } = adminCalls(request, adminToken);
  const found = await get(`/api/v2/admin/sports?with_name=${encodeURIComponent(name)}`);
  expect(found.total).toBe(1);
});

test.describe('the activity form in an English browser', () => {
  test.use({ locale: 'en-US' });

  test('Polish dates and 24-hour times; 32,50 saves 32,50 zł; a double confirm queues one creation', async ({
    adminPage: page,
    adminToken,
    request,
  }) => {
    test.setTimeout(90_000);
    const suffix = uniqueName('e2e');
    const name = `Forma ${suffix}`;
    const catalogue = await seedCatalogue(request, adminToken, suffix);
    const date = warsawDate(9);

    await page.goto('/activities/new');
    // Dates read DD.MM.YYYY and times are 24-hour, whatever the browser's language.
    await expect(picker(page, 'Data od').locator('input')).toHaveValue(/^\d{2}\.\d{2}\.\d{4}$/);
    await expect(picker(page, 'Data publikacji').locator('input')).toHaveValue(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    await page.getByLabel('Nazwa').first().fill(name);
    await choose(page, 'Dyscyplina', catalogue.sport);
    await fillPicker(page, 'Data od', `${date.slice(8, 10)}${date.slice(5, 7)}${date.slice(0, 4)}`);
    await fillPicker(page, 'Data do', `${date.slice(8, 10)}${date.slice(5, 7)}${date.slice(0, 4)}`);
    await expect(picker(page, 'Data od').locator('input')).toHaveValue(
      `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`,
    );
    // A one-day range ticks its own week day.
    await expect(page.getByTestId('planned-count')).toHaveText(/^Liczba zajęć do utworzenia: 1 /);
    await fillPicker(page, 'Godzina rozpoczęcia', '1805');
    await fillPicker(page, 'Godzina zakończenia', '1930');
    await expect(picker(page, 'Godzina rozpoczęcia').locator('input')).toHaveValue('18:05');
    await expect(picker(page, 'Godzina rozpoczęcia')).not.toContainText(/AM|PM/);
    await pickLocation(page, catalogue.location);
    await choose(page, 'Obiekt', 'Hala');
    await page.getByLabel('Maksymalna liczba graczy').fill('12');
    await page.getByLabel('Minimalna liczba graczy').fill('2');
    await page.getByLabel('Cena (zł)').first().fill('32,50');

    // One activity: a create asks nothing, and a double click still creates it once.
    await page.getByRole('button', { name: 'Dodaj', exact: true }).dblclick();
    // The form is left: the list follows the queued job, then lists what it added.
    await expect(page).toHaveURL(/\/activities\?job=\d+/);
    await expect(page.getByText('Dodano zajęć: 1')).toBeVisible({ timeout: 45_000 });

    const { get } = adminCalls(request, adminToken);
    const created = await get(`/api/v2/admin/activities?with_name=${encodeURIComponent(suffix)}&with_date_greater=all`);
    expect(created.total).toBe(1);
    expect(created.rows[0].price).toBe(32.5);
    expect(created.rows[0].start_at).toBe('18:05');
    await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(1);
    await expect(page.getByRole('table').locator('tbody tr').first()).toContainText('32,50 zł');
  });
});

test('leaving a form with unsaved changes asks first: menu click, a link on the page, back button, closing the tab', async ({
  adminPage: page,
}) => {
  await page.goto('/settings');
  await page.getByRole('link', { name: 'Dodaj' }).click();
  await expect(page).toHaveURL(/\/settings\/new$/);
  // The list (with its own 'Nazwa' filter) stays until the lazy form screen has loaded.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nowe ustawienie');
  const name = uniqueName('ustawienie');
  await page.getByLabel('Nazwa').fill(name);

  // A menu click: stay keeps the typing.
  await page.getByRole('navigation').getByRole('link', { name: 'Dyscypliny' }).click();
  await expect(unsaved(page)).toContainText(msg.unsavedText);
  await unsaved(page).getByRole('button', { name: msg.unsavedStay }).click();
  await expect(page).toHaveURL(/\/settings\/new$/);
  await expect(page.getByLabel('Nazwa')).toHaveValue(name);

  // A link on the page itself ('Anuluj' under the form): the same question, and staying keeps the typing.
  await page.getByRole('link', { name: 'Anuluj' }).click();
  await expect(unsaved(page)).toContainText(msg.unsavedText);
  await unsaved(page).getByRole('button', { name: msg.unsavedStay }).click();
  await expect(page).toHaveURL(/\/settings\/new$/);
  await expect(page.getByLabel('Nazwa')).toHaveValue(name);

  // Closing the tab: the browser asks (beforeunload).
  const asked = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  await expect(page.getByLabel('Nazwa')).toHaveValue(name);

  // The back button: leaving drops the changes.
  await page.evaluate(() => window.history.back());
  await expect(unsaved(page)).toBeVisible();
  await unsaved(page).getByRole('button', { name: msg.unsavedLeave }).click();
  await expect(page).toHaveURL(/\/settings$/);
});

test('a saved form leaves without a question', async ({ adminPage: page }) => {
  await page.goto('/settings/new');
  await page.getByLabel('Nazwa').fill(uniqueName('ustawienie'));
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page).toHaveURL(/\/settings\/\d+$/);
  await page.getByRole('navigation').getByRole('link', { name: 'Dyscypliny' }).click();
  await expect(page).toHaveURL(/\/sports/);
  await expect(unsaved(page)).toBeHidden();
});

test('a deep link survives sign-in: /users → sign in → /users', async ({ page }) => {
  await page.goto('/users');
  await expect(page).toHaveURL(/\/auth\?next=%2Fusers$/);
  const login = new LoginPage(page);
  await login.signIn(ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/users$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Użytkownicy');
});

test('a wrong password shows exactly one message', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(ADMIN.email, 'to-nie-jest-haslo');
  await expect(page.getByText(msg.loginFailed)).toBeVisible();
  await expect(page.getByText(msg.loginFailed)).toHaveCount(1);
});

test('the activity list shows its default date and price range in the fields', async ({ adminPage: page }) => {
  const list = new ListPage(page, '/activities');
  await list.goto();
  await expect(list.filter('Data od')).toHaveValue(warsawDate().split('-').reverse().join('.'));
  await expect(list.filter('Cena od')).toHaveValue('0');
  await expect(list.filter('Cena do')).toHaveValue('500');
  // An emptied 'Data od' lifts the bound, and the field stays empty.
  await list.filter('Data od').fill('');
  await list.filters.getByRole('button', { name: 'Filtruj' }).click();
  await expect(page).toHaveURL(/with_date_greater=all/);
  await expect(list.filter('Data od')).toHaveValue('');
});

test('a past activity says why a participant cannot be added; the header says what it counts', async ({
  adminPage: page,
  adminToken,
  request,
}) => {
  test.setTimeout(90_000);
  const suffix = uniqueName('e2e');
  const { post } = adminCalls(request, adminToken);
  const past = await seedActivity(request, adminToken, `${suffix}p`, { start_at: '0:00', stop_at: '0:30' }, warsawDate());
  await page.goto(`/activities/${past}`);
  const panel = page.getByRole('region', { name: 'Lista uczestników' });
  await expect(panel.getByRole('combobox', { name: 'Dodaj uczestnika' })).toBeDisabled();
  await expect(panel).toContainText(participantMsg.pastActivity);
  await expect(panel.getByRole('button', { name: 'Dodaj', exact: true })).toBeDisabled();

  const future = await seedActivity(request, adminToken, `${suffix}f`, { max_players: 20, reserved_spots: 2 });
  const player = await createUser(request, adminToken, { first_name: 'Zofia', last_name: `Uczestniczka${suffix}` });
  await post(`/api/v2/admin/activities/${future}/participants`, { participant: { user_id: player.id, costs: false } });
  await page.goto(`/activities/${future}`);
  await expect(panel.getByLabel('Miejsca')).toHaveText('Na liście: 1 · Zarezerwowane miejsca: 2 · Zajęte 3 z 20');
  await expect(panel.getByRole('combobox', { name: 'Dodaj uczestnika' })).toBeEnabled();
  await expect(panel).not.toContainText(participantMsg.pastActivity);
});
