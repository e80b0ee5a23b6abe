import { uniqueName } from './support/admin';
import { adminCalls } from './support/activities';
import { msg } from '@sportdesk/contract';
import { expect, test } from './support/fixtures';
import { createTerminalLogin, createUser, letterTag, roleIds } from './support/seed';
import { ListPage } from './pages/ListPage';

test.describe('terminal logins', () => {
  test('creates a login for a coordinator and deletes it', async ({ adminPage: page, request, adminToken }) => {
    // A coordinator and a location of its own.
    const tag = letterTag();
    const jan = await createUser(request, adminToken, {
      first_name: 'Jan',
      last_name: `Kowalski${tag}`,
      role_ids: await roleIds(request, adminToken, ['user_role_activity_registration', 'user_role_coordinator']),
    });
    const location = `Hala Terminal ${tag}`;
    await adminCalls(request, adminToken).post('/api/v2/admin/localizations', {
      location: { name: location, city: 'Warszawa', location_objects_attributes: [{ object_type: 'hall' }] },
    });
    const login = uniqueName('terminal');

    await page.goto(`/users/${jan.id}?tab=benefity`);
    await page.getByRole('link', { name: 'Dodaj login' }).click();
    await expect(page).toHaveURL(new RegExp(`/terminal_logins/new\\?with_user_id=${jan.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Logowanie do terminala');
    const form = page.getByRole('form', { name: 'Logowanie do terminala' });
    await expect(form.getByRole('combobox', { name: /Użytkownik/ })).toHaveValue(new RegExp(jan.label));
    await expect(form.getByLabel('Typ terminala')).toHaveValue('Benefit');
    await expect(form.getByLabel('Typ terminala')).toHaveAttribute('readonly', '');

    await form.getByRole('button', { name: 'Dodaj' }).click();
    await expect(form.getByLabel('Login')).toHaveAccessibleDescription('Pole Wymagane');
    await expect(form.getByLabel('Hasło')).toHaveAccessibleDescription('Pole Wymagane');
    await form.getByLabel('Login').fill(login);
    await form.getByLabel('Hasło').fill('Terminal!2345');
    await form.getByRole('combobox', { name: 'Lokalizacja' }).click();
    await page.getByRole('option', { name: new RegExp(location) }).click();
    await form.getByRole('button', { name: 'Dodaj' }).click();
    await expect(page.locator('#notistack-snackbar').filter({ hasText: 'Dodano' }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/terminal_logins\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Login');
    await expect(page.locator('main')).toContainText(login);
    await expect(page.locator('main')).toContainText(jan.label);
    await expect(page.locator('main')).not.toContainText('Terminal!2345');

    const list = new ListPage(page, '/terminal_logins');
    await list.goto(`?with_user_id=${jan.id}`);
    await expect(list.row(login)).toContainText(jan.label);
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

  test('offers only coordinators and organisers as the user', async ({ adminPage: page, request, adminToken }) => {
    // A plain player and a coordinator of its own, with `tag` in their surnames.
    const tag = letterTag();
    await createUser(request, adminToken, { first_name: 'Katarzyna', last_name: `Nowak${tag}` });
    const jan = await createUser(request, adminToken, {
      first_name: 'Jan',
      last_name: `Kowalski${tag}`,
      role_ids: await roleIds(request, adminToken, ['user_role_activity_registration', 'user_role_coordinator']),
    });
    await page.goto('/terminal_logins/new');
    const picker = page.getByRole('combobox', { name: /Użytkownik/ });
    await picker.fill(`Nowak${tag}`);
    // Katarzyna is a plain player, so nobody matches.
    await expect(page.getByText('Brak wyników')).toBeVisible();
    await picker.fill(`Kowalski${tag}`);
    await expect(page.getByRole('option', { name: new RegExp(jan.label) })).toBeVisible();
  });

  test('edits a login: unsaved changes ask first, a taken login is refused, the password is never shown', async ({
    adminPage: page,
    request,
    adminToken,
  }) => {
    // Two logins of this test's own: one to edit, one whose name is taken.
    const mine = await createTerminalLogin(request, adminToken, uniqueName('terminal-edit'));
    const taken = await createTerminalLogin(request, adminToken, uniqueName('terminal-taken'));
    const renamed = uniqueName('terminal-renamed');

    await page.goto(`/terminal_logins/${mine.id}`);
    await page.getByRole('link', { name: 'Edytuj' }).click();
    await expect(page).toHaveURL(new RegExp(`/terminal_logins/${mine.id}/edit$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edycja loginu');
    const form = page.getByRole('form', { name: 'Logowanie do terminala' });
    await expect(form.getByLabel('Login')).toHaveValue(mine.login);
    await expect(form.getByLabel('Nowe hasło')).toHaveValue('');
    await expect(form.getByLabel('Nowe hasło')).toHaveAccessibleDescription('Zostaw puste, aby nie zmieniać hasła');

    // Leaving with unsaved changes asks first.
    await form.getByLabel('Login').fill(renamed);
    await page.getByRole('link', { name: 'Login', exact: true }).click();
    const unsaved = page.getByRole('dialog', { name: msg.unsavedTitle });
    await expect(unsaved).toContainText(msg.unsavedText);
    await unsaved.getByRole('button', { name: msg.unsavedStay }).click();
    await expect(page).toHaveURL(new RegExp(`/terminal_logins/${mine.id}/edit$`));

    // A login taken by another (case-insensitive) is refused on the field.
    await form.getByLabel('Login').fill(taken.login.toUpperCase());
    await form.getByRole('button', { name: 'Zapisz' }).click();
    await expect(form.getByLabel('Login')).toHaveAccessibleDescription(msg.loginTaken);

    await form.getByLabel('Login').fill(renamed);
    await form.getByLabel('Nowe hasło').fill('Nowe!Haslo-987');
    await form.getByRole('button', { name: 'Zapisz' }).click();
    await expect(page.locator('#notistack-snackbar').filter({ hasText: msg.saved }).first()).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/terminal_logins/${mine.id}$`));
    await expect(page.locator('main')).toContainText(renamed);
    await expect(page.locator('main')).not.toContainText('Nowe!Haslo-987');
  });
});
