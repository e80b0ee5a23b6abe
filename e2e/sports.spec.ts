import { uniqueName } from './support/admin';
import { expect, test } from './support/fixtures';
import { FormPage } from './pages/FormPage';
import { ListPage } from './pages/ListPage';

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('sports', () => {
  test('create, edit, upload pictures and delete a sport', async ({ adminPage: page }) => {
    test.setTimeout(90_000);
    const list = new ListPage(page, '/sports');
    const form = new FormPage(page);
    const name = uniqueName('Dyscyplina');

    await list.goto();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dyscypliny');
    await list.addButton.click();
    await expect(page).toHaveURL(/\/sports\/new$/);
    await form.save();
    await expect(form.field('Nazwa')).toHaveAccessibleDescription('Pole Wymagane');

    await form.fill({ Nazwa: name, Opis: 'Gra na hali' });
    await form.save();
    await form.toasts.expectToast('Dyscyplina dodana');
    await expect(page).toHaveURL(/\/sports\/\d+$/);
    await expect(form.heading).toHaveText(name);

    const picture = page.getByRole('region', { name: 'Obrazek dyscypliny' });
    await picture.locator('input[type=file]').setInputFiles({ name: 'pilka.png', mimeType: 'image/png', buffer: PNG });
    await form.toasts.expectToast('Dodano');
    await expect(picture.getByRole('img', { name: 'Obrazek dyscypliny' })).toHaveAttribute(
      'src',
      /^\/files\/sports\/[a-f0-9]{32}\.png$/,
    );

    const baner = page.getByRole('region', { name: 'Baner' });
    await baner
      .locator('input[type=file]')
      .setInputFiles({ name: 'notatka.txt', mimeType: 'text/plain', buffer: Buffer.from('tekst') });
    await form.toasts.expectToast('Dozwolone są tylko obrazy JPG, PNG, WebP i GIF');
    await baner
      .locator('input[type=file]')
      .setInputFiles({ name: 'udawany.png', mimeType: 'image/png', buffer: Buffer.from('to nie obraz') });
    await form.toasts.expectToast('Dozwolone są tylko obrazy JPG, PNG, WebP i GIF');
    await expect(baner.getByText('Brak obrazka')).toBeVisible();

    await form.field('Opis').fill('Gra na hali i na orliku');
    await form.field('Ukryta').check();
    await form.save();
    await form.toasts.expectToast('Zapisano');
    await page.reload();
    await expect(form.field('Opis')).toHaveValue('Gra na hali i na orliku');
    await expect(form.field('Ukryta')).toBeChecked();

    await form.deleteButton.click();
    await expect(form.confirmDialog).toContainText('Na pewno chcesz usunąć?');
    await form.confirmDialog.getByRole('button', { name: 'Tak' }).click();
    await form.toasts.expectToast('Usunięto');
    await expect(page).toHaveURL(/\/sports$/);
    await list.applyFilters({ Nazwa: name });
    await expect(list.table).toContainText('Brak wyników');
  });

  test('filters by name and id, 10 rows by default with 5/10/25 sizes', async ({ adminPage: page, request, adminToken }) => {
    // Eleven sports of its own, so the pages are full whatever else the database holds.
    const prefix = uniqueName('Sport');
    const created: { id: number; name: string }[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await request.post('/api/v2/admin/sports', {
        headers: { Authorization: `Bearer ${adminToken}` },
        data: { sport: { name: `${prefix} ${String(i).padStart(2, '0')}` } },
      });
      expect(response.ok(), await response.text()).toBeTruthy();
      created.push((await response.json()).data);
    }
    const list = new ListPage(page, '/sports');
    await list.goto(`?with_name=${prefix}`);
    await expect(list.rows).toHaveCount(10);
    await list.setPageSize(5);
    await expect(list.rows).toHaveCount(5);
    await expect(page).toHaveURL(/limit=5/);
    const target = created[7];
    await list.applyFilters({ Nazwa: target.name });
    await expect(list.rows).toHaveCount(1);
    await expect(list.row(target.name)).toBeVisible();
    await list.clearFilters();
    await list.applyFilters({ ID: String(target.id) });
    await expect(list.rows).toHaveCount(1);
    await expect(list.row(target.name)).toBeVisible();
  });
});
