import type { AdminUserRow, ListReply } from '@sportdesk/contract';
import { uniqueName } from './support/admin';
import { expect, test } from './support/fixtures';
import { ListPage } from './pages/ListPage';

test.describe('terminal logins', () => {
  test('creates a login for a coordinator and deletes it', async ({ adminPage: page, request, adminToken }) => {
    const response = await request.get('/api/v2/admin/users?with_email=jan.kowalski@example.pl', {
      headers: { Authorization: `Bearer ${adminToken}` },
    });
    const jan = ((await response.json()).data as ListReply<AdminUserRow>).rows[0];
    const login = uniqueName('terminal');

    await page.goto(`/users/${jan.id}?tab=benefity`);
    await page.getByRole('link', { name: 'Dodaj login' }).click();
    await expect(page).toHaveURL(new RegExp(`/terminal_logins/new\\?with_user_id=${jan.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Logowanie do terminala');
    const form = page.getByRole('form', { name: 'Logowanie do terminala' });
    await expect(form.getByRole('combobox', { name: /Użytkownik/ })).toHaveValue(/Jan Kowalski/);
    await expect(form.getByLabel('Typ terminala')).toHaveValue('Benefit');
    await expect(form.getByLabel('Typ terminala')).toHaveAttribute('readonly', '');

    await form.getByRole('button', { name: 'Dodaj' }).click();
    await expect(form.getByLabel('Login')).toHaveAccessibleDescription('Pole Wymagane');
    await expect(form.getByLabel('Hasło')).toHaveAccessibleDescription('Pole Wymagane');
    await form.getByLabel('Login').fill(login);
    await form.getByLabel('Hasło').fill('Terminal!2345');
    await form.getByRole('combobox', { name: 'Lokalizacja' }).click();
    await page.getByRole('option').nth(1).click();
    await form.getByRole('button', { name: 'Dodaj' }).click();
    await expect(page.locator('#notistack-snackbar').filter({ hasText: 'Dodano' }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/terminal_logins\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Login');
    await expect(page.locator('main')).toContainText(login);
    await expect(page.locator('main')).toContainText('Jan Kowalski');
    await expect(page.locator('main')).not.toContainText('Terminal!2345');

    const list = new ListPage(page, '/terminal_logins');
    await list.goto();
    await expect(list.row(login)).toContainText('Jan Kowalski');
    await list.sortBy('Login');
    await expect(page).toHaveURL(/order=login/);

    await list.row(login).getByRole('link', { name: login }).click();
    await page.getByRole('button', { name: 'Usuń' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Na pewno chcesz usunąć ten login terminala?');
    await dialog.getByRole('button', { name: 'Tak' }).click();
    await expect(page.locator('#notistack-snackbar').filter({ hasText: 'Usunięto' }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/terminal_logins$/);
    await list.applyFilters({ Login: login });
    await expect(list.table).toContainText('Brak wyników');
  });

  test('offers only coordinators and organisers as the user', async ({ adminPage: page }) => {
    await page.goto('/terminal_logins/new');
    const picker = page.getByRole('combobox', { name: /Użytkownik/ });
    await picker.fill('Nowak');
    // Katarzyna Nowak is a plain player, so nobody matches.
    await expect(page.getByText('Brak wyników')).toBeVisible();
    await picker.fill('Kowalski');
    await expect(page.getByRole('option', { name: /Jan Kowalski/ })).toBeVisible();
  });
});
