import { expect, type Locator } from '@playwright/test';
import { msg } from '@sportdesk/contract';
import { test } from './support/fixtures';
import { LoginPage } from './pages/LoginPage';
import { ListPage } from './pages/ListPage';

/**
 * One way to write a form (docs/decisions.md): every kind of form — a back-office page, the sign-in dialog, a portal
 * form and a list's filter row — shows the contract's Polish message after a failed submit, focuses the field in
 * error, keeps what was typed, and follows the typing from then on.
 */

/** After a failed submit: the message under `field`, which has the focus; typing `fix` takes the message away. */
async function showsUntilFixed(field: Locator, message: string, fix: string) {
  const helper = field.page().getByText(message, { exact: true });
  await expect(helper).toBeVisible();
  await expect(field).toBeFocused();
  await field.fill(fix);
  await expect(helper).toBeHidden();
}

test('a back-office page form: the sport form', async ({ adminPage: page }) => {
  await page.goto('/sports/new');
  await page.getByLabel('Opis').fill('Gra zespołowa');
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByLabel('Opis')).toHaveValue('Gra zespołowa');
  await expect(page).toHaveURL(/\/sports\/new$/);
  await showsUntilFixed(page.getByLabel('Nazwa'), msg.required, 'Koszykówka e2e');
});

test('a dialog: the sign-in window', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn('admin@', 'tajne-haslo');
  await expect(login.password).toHaveValue('tajne-haslo');
  await expect(login.email).toHaveValue('admin@');
  await showsUntilFixed(login.email, msg.invalidEmail, 'admin@sportdesk.pl');
  await expect(page).toHaveURL(/\/auth/);
});

test('a portal form: the registration', async ({ page }) => {
  await page.goto('/portal/rejestracja');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Załóż konto' }) });
  await form.getByLabel('Imię').fill('Ola');
  await form.getByLabel('Nazwisko').fill('Nowak');
  await form.getByLabel('E-mail').fill('ola.nowak@example.com');
  await form.getByLabel('Hasło', { exact: true }).fill('abc');
  await form.getByLabel('Powtórz hasło').fill('abc');
  await page.getByRole('button', { name: 'Załóż konto' }).click();
  for (const [label, value] of [
    ['Imię', 'Ola'],
    ['Nazwisko', 'Nowak'],
    ['E-mail', 'ola.nowak@example.com'],
    ['Powtórz hasło', 'abc'],
  ])
    await expect(form.getByLabel(label, { exact: true })).toHaveValue(value);
  await showsUntilFixed(form.getByLabel('Hasło', { exact: true }), msg.min6, 'abcdef');
  // The pair is checked again on the next submit: the confirmation now differs.
  await page.getByRole('button', { name: 'Załóż konto' }).click();
  await showsUntilFixed(form.getByLabel('Powtórz hasło'), msg.passwordsMismatch, 'abcdef');
});

test('a list filter row: the users list', async ({ adminPage: page }) => {
  const list = new ListPage(page, '/users');
  await list.goto();
  await list.filter('E-mail').fill('kowalski');
  await list.filter('ID').fill('12a');
  await list.filters.getByRole('button', { name: 'Filtruj' }).click();
  await expect(list.filter('E-mail')).toHaveValue('kowalski');
  await expect(page).not.toHaveURL(/with_email/);
  await showsUntilFixed(list.filter('ID'), msg.mustBeNumber, '12');
});
