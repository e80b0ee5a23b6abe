import { uniqueName } from './support/admin';
import { expect, test } from './support/fixtures';
import { FormPage } from './pages/FormPage';
import { ListPage } from './pages/ListPage';

test.describe('settings', () => {
  test('create, edit and delete a setting', async ({ adminPage: page }) => {
    const list = new ListPage(page, '/settings');
    const form = new FormPage(page);
    const name = uniqueName('e2e_ustawienie');

    await list.goto();
    await list.addButton.click();
    await expect(page).toHaveURL(/\/settings\/new$/);
    await form.save();
    await expect(form.field('Nazwa')).toHaveAccessibleDescription('Pole Wymagane');

    await form.fill({ Nazwa: name, Wartość: 'pierwsza wartość' });
    await form.save();
    await form.toasts.expectToast('Dodano');
    await expect(page).toHaveURL(/\/settings\/\d+$/);
    await expect(form.heading).toHaveText(name);

    await form.fill({ Wartość: 'druga wartość' });
    await form.save();
    await form.toasts.expectToast('Zapisano');
    await page.reload();
    await expect(form.field('Wartość')).toHaveValue('druga wartość');

    await form.deleteButton.click();
    await expect(form.confirmDialog).toContainText(`Na pewno chcesz usunąć ustawienie „${name}”?`);
    await form.confirmDialog.getByRole('button', { name: 'Nie' }).click();
    await expect(form.confirmDialog).toBeHidden();
    await form.deleteConfirmed();
    await form.toasts.expectToast('Usunięto');
    await expect(page).toHaveURL(/\/settings$/);

    await list.applyFilters({ Nazwa: name });
    await expect(list.table).toContainText('Brak wyników');
  });

  test('a taken name shows the API message under the name field', async ({ adminPage: page, adminApi }) => {
    const existing = await adminApi.createAppSetting(uniqueName('e2e_zajeta'), 'x');
    const form = new FormPage(page);
    await page.goto('/settings/new');
    await form.fill({ Nazwa: existing.name });
    await form.save();
    await expect(form.field('Nazwa')).toHaveAccessibleDescription('Ta nazwa jest już zajęta');
    await form.toasts.expectToast('Nie udało się zapisać zmian');
    await adminApi.deleteAppSetting(existing.id);
  });

  test('filters live in the URL and survive a reload', async ({ adminPage: page, adminApi }) => {
    const prefix = uniqueName('e2e_filtr');
    const created = await Promise.all([
      adminApi.createAppSetting(`${prefix}_a`, '1'),
      adminApi.createAppSetting(`${prefix}_b`, '2'),
    ]);
    const list = new ListPage(page, '/settings');
    await list.goto();
    await list.applyFilters({ Nazwa: prefix });
    await expect(page).toHaveURL(new RegExp(`with_name=${prefix}`));
    await expect(list.rows).toHaveCount(2);
    await expect(list.pagerLabel).toHaveText('1-2 z 2');

    await page.reload();
    await list.waitForRows();
    await expect(list.filter('Nazwa')).toHaveValue(prefix);
    await expect(list.rows).toHaveCount(2);

    await list.applyFilters({ ID: String(created[1].id) });
    await expect(list.rows).toHaveCount(1);
    await expect(list.row(`${prefix}_b`)).toBeVisible();

    await list.clearFilters();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(list.filter('Nazwa')).toHaveValue('');
  });

  test('changing the page size goes back to the first page', async ({ adminPage: page, adminApi }) => {
    // Eleven settings of its own, so there is a second page whatever else the database holds.
    const prefix = uniqueName('e2e_strony');
    for (let i = 0; i < 11; i++) await adminApi.createAppSetting(`${prefix}_${String(i).padStart(2, '0')}`);
    const list = new ListPage(page, '/settings');
    await list.goto(`?with_name=${prefix}`);
    await expect(list.rows).toHaveCount(10);
    await list.nextPage();
    await expect(page).toHaveURL(/page=1/);
    await expect(list.pagerLabel).toHaveText('11-11 z 11');

    await list.setPageSize(5);
    await expect(list.pagerLabel).toHaveText('1-5 z 11');
    await expect(list.rows).toHaveCount(5);
    await expect(page).toHaveURL(/limit=5/);
    await expect(page).not.toHaveURL(/page=/);
  });

  test('sorting by name is kept in the URL', async ({ adminPage: page, adminApi }) => {
    const prefix = uniqueName('e2e_sort');
    for (const suffix of ['c', 'a', 'b']) await adminApi.createAppSetting(`${prefix}_${suffix}`);
    const list = new ListPage(page, '/settings');
    await list.goto(`?with_name=${prefix}`);
    await expect(list.rows).toHaveCount(3);
    await list.sortBy('Nazwa');
    await expect(page).toHaveURL(/order=name/);
    // The sorted page replaces the first one after the request: wait for it rather than read the old rows.
    const names = () => list.rows.locator('td:nth-child(2)').allTextContents();
    await expect
      .poll(async () => {
        const shown = await names();
        return shown.length === 3 && shown.join() === [...shown].sort((a, b) => a.localeCompare(b, 'en')).join();
      })
      .toBe(true);
  });

  test('a missing setting goes to the 404 page', async ({ adminPage: page }) => {
    await page.goto('/settings/999999');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByText('Nie znaleziono.')).toBeVisible();
  });
});
