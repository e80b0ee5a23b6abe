import { uniqueName } from './support/admin';
import { expect, test } from './support/fixtures';
import { adminCalls } from './support/activities';
import { letterTag } from './support/seed';
import { FormPage } from './pages/FormPage';
import { ListPage } from './pages/ListPage';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

test.describe('locations', () => {
  test('create with an object, edit objects (soft delete), photos and delete a location', async ({ adminPage: page }) => {
    test.setTimeout(90_000);
    const list = new ListPage(page, '/locations');
    const form = new FormPage(page);
    const name = uniqueName('Hala');

    await list.goto();
    await list.addButton.click();
    await expect(page).toHaveURL(/\/locations\/new$/);
    await expect(page.getByText('Zdjęcia można dodać po zapisaniu.').first()).toBeVisible();
    await form.save();
    await expect(form.field('Nazwa')).toHaveAccessibleDescription('Pole Wymagane');

    await form.field('Nazwa').fill(name);
    await form.fill({ Ulica: 'ul. Sportowa 1', Miasto: 'Kraków', Dzielnica: 'Podgórze', 'Kod pocztowy': '30-500' });
    await form.fill({
      'Szerokość geograficzna': '50.04',
      'Długość geograficzna': '19.95',
      'Numer seryjny terminala Benefit': 'SN-77',
    });
    await expect(page.getByRole('img', { name: /Podgląd położenia: 50\.0400° N, 19\.9500° E/ })).toBeVisible();
    await expect(form.field('Kolejność').first()).toHaveValue('1000');
    const first = page.getByRole('region', { name: 'Obiekt 1' });
    await first.getByLabel('Opis').fill('Hala główna');
    await form.save();
    await form.toasts.expectToast('Dodano');
    await expect(page).toHaveURL(/\/locations\/\d+$/);
    await expect(form.heading).toHaveText(name);

    // A second object, and the first one marked for removal (undo works until 'Zapisz').
    await page.getByRole('button', { name: 'Dodaj obiekt' }).click();
    const second = page.getByRole('region', { name: 'Obiekt 2' });
    await second.getByLabel('Rodzaj obiektu').click();
    await page.getByRole('option', { name: 'Kort' }).click();
    await second.getByLabel('Opis').fill('Kort nr 1');
    await first.getByRole('button', { name: 'Usuń obiekt 1' }).click();
    await expect(first).toContainText('Zostanie usunięty po zapisaniu');
    await first.getByRole('button', { name: 'Przywróć' }).click();
    await expect(first).not.toContainText('Zostanie usunięty po zapisaniu');
    await first.getByRole('button', { name: 'Usuń obiekt 1' }).click();
    await form.save();
    await form.toasts.expectToast('Zapisano');
    await expect(page.getByRole('region', { name: /^Obiekt \d$/ })).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Obiekt 1' }).getByLabel('Opis')).toHaveValue('Kort nr 1');

    // Photos: one of the location, one of the object; the location's is marked and removed on save.
    const photos = page.getByRole('region', { name: 'Zdjęcia lokalizacji' });
    await photos.locator('input[type=file]').setInputFiles(png('hala.png'));
    await form.toasts.expectToast('Dodano');
    await expect(photos.getByRole('img')).toHaveCount(1);
    const objectPhotos = page.getByRole('region', { name: 'Zdjęcia obiektu 1' });
    await objectPhotos.locator('input[type=file]').setInputFiles(png('kort.png'));
    await expect(objectPhotos.getByRole('img')).toHaveCount(1);
    await expect(objectPhotos.getByRole('img')).toHaveAttribute('src', /^\/files\/locations\//);

    await photos.getByRole('button', { name: 'Usuń zdjęcie 1' }).click();
    await expect(photos).toContainText('Do usunięcia');
    await form.save();
    await form.toasts.expectToast('Zapisano');
    await expect(photos.getByRole('img')).toHaveCount(0);
    await expect(objectPhotos.getByRole('img')).toHaveCount(1);

    await list.goto(`?with_name=${name}`);
    await expect(list.rows).toHaveCount(1);
    await expect(list.row(name)).toContainText('ul. Sportowa 1, 30-500 Kraków');
    await expect(list.row(name)).toContainText('1000');
    await list
      .row(name)
      .getByRole('link', { name: `Edytuj ${name}` })
      .click();

    // Objects have their own 'Usuń obiekt', so the record's button is matched exactly.
    await form.form.getByRole('button', { name: 'Usuń', exact: true }).click();
    await expect(form.confirmDialog).toContainText('Na pewno chcesz usunąć lokalizację?');
    await form.confirmDialog.getByRole('button', { name: 'Tak' }).click();
    await form.toasts.expectToast('Usunięto');
    await expect(page).toHaveURL(/\/locations$/);
  });

  test('filters by the spec fields and orders by order_value by default', async ({ adminPage: page, request, adminToken }) => {
    // Three locations of its own, all with `tag` in their names.
    const tag = letterTag();
    const { post } = adminCalls(request, adminToken);
    const place = (name: string, fields: Record<string, unknown>) =>
      post('/api/v2/admin/localizations', { location: { name: `${name} ${tag}`, ...fields } });
    await place('Orlik Mokotów', { city: 'Warszawa', district: 'Mokotów', post_code: '02-001', order_value: 30 });
    await place('Centrum Tenisowe Błonia', { city: 'Kraków', district: 'Błonia', post_code: '30-062', order_value: 10 });
    await place('Hala Wola', { city: 'Warszawa', district: 'Wola', post_code: '01-100', order_value: 20 });
    const list = new ListPage(page, '/locations');
    await list.goto(`?with_name=${tag}`);
    await expect(list.rows).toHaveCount(3);
    const orders = (await list.rows.locator('td:nth-child(6)').allTextContents()).map(Number);
    expect(orders).toEqual([10, 20, 30]);
    await list.applyFilters({ Miasto: 'Warszawa' });
    await expect(list.row(`Orlik Mokotów ${tag}`)).toBeVisible();
    await expect(list.row(`Centrum Tenisowe Błonia ${tag}`)).toHaveCount(0);
    await list.applyFilters({ Dzielnica: 'Mokotów' });
    await expect(list.rows).toHaveCount(1);
    await list.clearFilters();
    await list.applyFilters({ Nazwa: tag, 'Kod pocztowy': '30-062' });
    await expect(list.row(`Centrum Tenisowe Błonia ${tag}`)).toBeVisible();
    await expect(list.rows).toHaveCount(1);
  });
});
