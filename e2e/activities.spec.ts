import type { APIRequestContext } from '@playwright/test';
import { msg } from '@sportdesk/contract';
import { test, expect } from './support/fixtures';
import { uniqueName } from './support/admin';
import { FormPage, fillPicker } from './pages/FormPage';
import { ListPage } from './pages/ListPage';
import { pickLocation } from './support/location-picker';
import { choose, confirmSave, seedActivity } from './support/activities';

const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** `2026-12-01` → the digits typed into a DD.MM.YYYY picker. */
const pickerDigits = (date: string) => `${date.slice(8, 10)}${date.slice(5, 7)}${date.slice(0, 4)}`;
const nextMonday = () => {
  let d = plusDays(new Date().toISOString().slice(0, 10), 2);
  while (new Date(`${d}T00:00:00Z`).getUTCDay() !== 1) d = plusDays(d, 1);
  return d;
};

async function seedCatalogue(request: APIRequestContext, token: string, suffix: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const sport = await request.post('/api/v2/admin/sports', { headers, data: { sport: { name: `Futsal ${suffix}` } } });
  expect(sport.ok(), await sport.text()).toBeTruthy();
  const location = await request.post('/api/v2/admin/localizations', {
    headers,
    data: {
      location: {
        name: `Hala ${suffix}`,
        street: 'ul. Sportowa 1',
        city: 'Warszawa',
        location_objects_attributes: [{ object_type: 'hall' }],
      },
    },
  });
  expect(location.ok(), await location.text()).toBeTruthy();
  return { sport: `Futsal ${suffix}`, location: `Hala ${suffix}` };
}

test('activities: create over two weeks, filter, edit, copy, bulk edit, cancel, history', async ({
  adminPage: page,
  adminToken,
  request,
}) => {
  // Two workers on two busy cores: the fourteen steps took 2.2 min in one run (33 s alone).
  test.setTimeout(240_000);
  const suffix = uniqueName('e2e');
  const name = `Zajęcia ${suffix}`;
  const catalogue = await seedCatalogue(request, adminToken, suffix);
  const monday = nextMonday();
  const form = new FormPage(page);

  // Create: two weeks, Monday and Wednesday → four activities, queued.
  await page.goto('/activities/new');
  await form.field('Nazwa').first().fill(name);
  await choose(page, 'Dyscyplina', catalogue.sport);
  await fillPicker(page, 'Data od', pickerDigits(monday));
  await fillPicker(page, 'Data do', pickerDigits(plusDays(monday, 13)));
  const days = page.getByRole('group', { name: 'Dni tygodnia' });
  // A range of two weeks starts with no week day ticked (today's is not kept).
  for (const day of ['Nd', 'Pn', 'Wt', 'Śr', 'Czw', 'Pt', 'Sob'])
    await expect(days.getByLabel(day, { exact: true })).not.toBeChecked();
  await days.getByLabel('Pn', { exact: true }).check();
  await days.getByLabel('Śr', { exact: true }).check();
  await fillPicker(page, 'Godzina rozpoczęcia', '1800');
  await fillPicker(page, 'Godzina zakończenia', '1930');
  await pickLocation(page, catalogue.location);
  await choose(page, 'Obiekt', 'Hala');
  await page.getByLabel('Maksymalna liczba graczy').fill('10');
  await page.getByLabel('Minimalna liczba graczy').fill('4');
  await page.getByLabel('Cena (zł)').first().fill('20');
  await expect(page.getByTestId('planned-count')).toContainText('Liczba zajęć do utworzenia: 4');
  await page.getByRole('button', { name: 'Dodaj', exact: true }).click();
  // Several activities: the count is said before anything is created.
  const adding = page.getByRole('dialog', { name: 'Dodawanie zajęć' });
  await expect(adding).toContainText('Zostaną utworzone 4 zajęcia');
  await adding.getByRole('button', { name: 'Dodaj 4' }).click();
  await form.toasts.expectToast(msg.activitiesQueued);
  // The form is left for the list, which follows the job and then lists what it added.
  await expect(page).toHaveURL(/\/activities\?job=\d+/);
  await expect(page.getByText('Dodano zajęć: 4')).toBeVisible({ timeout: 45_000 });

  // Find them with filters.
  const list = new ListPage(page, '/activities');
  await list.goto();
  await list.applyFilters({ Nazwa: suffix, 'Data od': monday });
  await expect(list.rows).toHaveCount(4);
  await expect(list.pagerLabel).toHaveText('1-4 z 4');
  await expect(list.rows.first()).toContainText(catalogue.sport);
  await expect(list.rows.first()).toContainText('Brak koordynatora');
  // The venue filter searches venues on the server as you type (no list of every venue in the browser).
  const filters = page.getByRole('search', { name: 'Filtry' });
  const venue = filters.getByRole('combobox', { name: 'Lokalizacja' });
  const venueSearch = page.waitForRequest(
    (request) => request.url().includes('/admin/localizations?') && request.url().includes('search='),
  );
  await venue.fill(catalogue.location);
  expect(new URL((await venueSearch).url()).searchParams.get('search')).toBe(catalogue.location);
  await page.getByRole('option', { name: new RegExp(catalogue.location) }).click();
  await filters.getByRole('button', { name: 'Filtruj' }).click();
  await expect(page).toHaveURL(/with_location=\d+/);
  await expect(list.rows).toHaveCount(4);
  // Reloaded from the address, the filter reads its venue by id for the label.
  await page.reload();
  await expect(venue).toHaveValue(new RegExp(catalogue.location));
  await expect(list.rows).toHaveCount(4);
  const ids = (await list.rows.locator('td:nth-child(2)').allInnerTexts()).map((t) => Number(t.trim()));

  // Edit one.
  await page.goto(`/activities/${ids[0]}/edit`);
  await form.field('Nazwa').first().fill(`${name} zmienione`);
  await form.save();
  await confirmSave(page);
  await form.toasts.expectToast(msg.saved);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('zmienione');

  // Copy one (a new activity from the copy's date).
  await page.goto(`/activities/${ids[1]}/copy`);
  await page.getByRole('button', { name: 'Dodaj kopię' }).click();
  await form.toasts.expectToast(msg.activitiesQueued);
  await expect(page.getByText('Dodano zajęć: 1')).toBeVisible({ timeout: 45_000 });

  // Bulk edit three: only the price changes.
  await list.goto(`?with_name=${encodeURIComponent(suffix)}&with_date_greater=${monday}`);
  await expect(list.rows).toHaveCount(5);
  for (const id of ids.slice(1, 4)) await page.getByLabel(`Zaznacz zajęcia ${id}`).check();
  await page.getByRole('button', { name: 'Edytuj zaznaczone' }).click();
  const bulk = page.getByRole('dialog', { name: 'Edycja zbiorcza' });
  await bulk.getByLabel('Cena (zł)').fill('33');
  await bulk.getByRole('button', { name: 'Zapisz' }).click();
  await confirmSave(page);
  await list.toasts.expectToast(msg.updateQueued);
  await expect(list.rows.filter({ hasText: '33,00 zł' })).toHaveCount(3, { timeout: 45_000 });

  // Cancel one.
  await page.goto(`/activities/${ids[2]}/edit`);
  await page.getByLabel('Odwołane').check();
  await form.save();
  await confirmSave(page);
  await form.toasts.expectToast(msg.saved);

  // Its change history: the creation, the bulk price change and the cancellation.
  const history = page.getByRole('table', { name: 'Historia zmian' });
  await expect(history.locator('tbody tr')).toHaveCount(3);
  await expect(history.locator('tbody tr').first()).toContainText('Odwołane: Nie → Tak');
  await expect(history).toContainText('Edycja zbiorcza');
  await expect(history).toContainText('Utworzenie');

  await list.goto(`?with_name=${encodeURIComponent(suffix)}&with_canceled=true&with_date_greater=${monday}`);
  await expect(list.rows).toHaveCount(1);
});

test('the location form opens in a modal inside the activity form and the new location is chosen', async ({
  adminPage: page,
}) => {
  const name = uniqueName('Sala');
  await page.goto('/activities/new');
  await page.getByLabel('Nazwa').first().fill(`Zajęcia ${name}`);
  await page.getByRole('button', { name: 'Dodaj lokalizację' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nowa lokalizacja' });
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(dialog.getByLabel('Nazwa')).toHaveAccessibleDescription('Pole Wymagane');
  await dialog.getByLabel('Nazwa').fill(name);
  await dialog.getByLabel('Ulica').fill('ul. Modalna 3');
  await dialog.getByLabel('Miasto').fill('Lublin');
  await dialog.getByRole('region', { name: 'Obiekt 1' }).getByLabel('Opis').fill('Sala A');
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(dialog).toBeHidden();
  // The activity form kept what was typed, and now holds the new location with its first object.
  await expect(page.getByLabel('Nazwa').first()).toHaveValue(`Zajęcia ${name}`);
  await expect(page.getByRole('combobox', { name: 'Lokalizacja' })).toHaveValue(new RegExp(name));
  await expect(page.getByRole('combobox', { name: 'Obiekt' })).toContainText('Sala A');
});

test('a direct load of /activities asks for its page while the screen loads, once, as the list shows it', async ({
  adminPage: page,
  adminToken,
  request,
}) => {
  const suffix = uniqueName('e2e');
  await seedActivity(request, adminToken, suffix);
  const name = `Gierka ${suffix}`;

  const requests: string[] = [];
  page.on('request', (sent) => {
    const { pathname } = new URL(sent.url());
    if (pathname === '/api/v2/admin/activities' || pathname === '/api/v2/users/current') requests.push(pathname);
  });
  await page.goto(`/activities?with_name=${encodeURIComponent(name)}`);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
  // The list's request goes out before the layout is on screen (the layout asks for the current user once shown),
  // and the list's own query finds it: had the prefetch asked for another page or filter, a second request would follow.
  expect(requests.indexOf('/api/v2/admin/activities')).toBe(0);
  expect(requests.filter((path) => path === '/api/v2/admin/activities')).toHaveLength(1);
});
