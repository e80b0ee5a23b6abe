import { ADMIN, uniqueName } from './support/admin';
import { signInToken } from './support/api';
import { expect, test } from './support/fixtures';
import { AppShell } from './pages/AppShell';
import { LoginPage } from './pages/LoginPage';

test.describe('sign-in page', () => {
  test('bad credentials show the failure toast and stay on /auth', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(ADMIN.email, 'zle-haslo');
    await login.toasts.expectToast('Niepoprawne hasło lub e-mail, spróbuj ponownie');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('the form asks for both fields and a valid e-mail', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.submit.click();
    await expect(login.email).toHaveAccessibleDescription('Pole wymagane');
    await expect(login.password).toHaveAccessibleDescription('Pole wymagane');
    await login.email.fill('admin@');
    await login.submit.click();
    await expect(login.email).toHaveAccessibleDescription('Błędny adres email');
  });

  test('good credentials open the dashboard with the menu, and sign-out returns to /auth', async ({ page }) => {
    const login = new LoginPage(page);
    const shell = new AppShell(page);
    await login.goto();
    await login.signIn(ADMIN.email, ADMIN.password);
    await shell.toasts.expectToast('Jesteś zalogowany!');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(shell.heading).toHaveText('Pulpit');
    await expect(shell.menuLink('Pulpit')).toBeVisible();
    await expect(shell.menuLink('Ustawienia')).toBeVisible();
    await expect(page.getByText('SportDesk · TEST')).toBeVisible();

    await shell.signOut(ADMIN.label);
    await shell.toasts.expectToast('Wylogowano');
    await expect(page).toHaveURL(/\/auth$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('opening /auth with a stored token goes into the app', async ({ adminPage }) => {
    await adminPage.goto('/auth');
    await expect(adminPage).toHaveURL(/\/dashboard$/);
    await expect(new AppShell(adminPage).heading).toHaveText('Pulpit');
  });

  test('password recovery validates the e-mail and confirms sending', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.forgotPassword.click();
    await login.recovery.send.click();
    await expect(login.recovery.email).toHaveAccessibleDescription('Pole Wymagane');
    await login.recovery.email.fill('to-nie-email');
    await login.recovery.send.click();
    await expect(login.recovery.email).toHaveAccessibleDescription('Błędny email');
    await login.recovery.email.fill(ADMIN.email);
    await login.recovery.send.click();
    await login.toasts.expectToast('Na podany adres e-mail wysłano instrukcję odzyskiwania hasła');
    await expect(login.dialog).toBeVisible();
  });

  test('a reset link with a bad token says so', async ({ page }) => {
    await page.goto('/auth/reset-password?token=zly-token');
    await page.getByLabel('Nowe hasło').fill('NoweHaslo1!');
    await page.getByLabel('Powtórz hasło').fill('NoweHaslo1!');
    await page.getByRole('button', { name: 'Zmień hasło' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Link do zmiany hasła jest nieprawidłowy lub wygasł');
  });

  test('notification_msg in the address shows a toast and leaves the address', async ({ page }) => {
    const toastText = 'Konto zostało potwierdzone';
    await page.goto(`/auth?notification_type=success&notification_msg=${encodeURIComponent(toastText)}`);
    await new LoginPage(page).toasts.expectToast(toastText);
    await expect(page).toHaveURL(/\/auth$/);
  });
});

test.describe('signed in', () => {
  test('a revoked token sends the user back to the sign-in page', async ({ page, request, adminApi }) => {
    // Eleven settings of its own, so the filtered list has a second page.
    const prefix = uniqueName('e2e_odwolany');
    for (let i = 0; i < 11; i++) await adminApi.createAppSetting(`${prefix}_${String(i).padStart(2, '0')}`);
    const token = await signInToken(request);
    await page.goto('/auth/reset-password');
    await page.evaluate((value) => {
      localStorage.setItem('token', value);
      localStorage.setItem('last_activity', String(Date.now()));
    }, token);
    await page.goto(`/settings?with_name=${prefix}`);
    await expect(new AppShell(page).heading).toHaveText('Ustawienia');
    // The first page has loaded (its pager knows of a second) before the token is revoked: a first load still on its
    // way would itself meet the revoked token and leave for the sign-in page before the click (a CI run under load).
    const nextPage = page.getByRole('button', { name: 'Przejdź do następnej strony' });
    await expect(nextPage).toBeEnabled();

    await request.delete('/users/sign_out', { headers: { Authorization: `Bearer ${token}` } });
    await nextPage.click();
    // The sign-in page remembers the screen, to come back to it after signing in again.
    await expect(page).toHaveURL(/\/auth\?next=%2Fsettings%3F/);
    const next = new URL(new URL(page.url()).searchParams.get('next')!, 'http://x');
    expect(next.pathname).toBe('/settings');
    expect(Object.fromEntries(next.searchParams)).toEqual({ with_name: prefix, page: '1' });
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('an unknown route shows the 404 page', async ({ adminPage }) => {
    await adminPage.goto('/nie-ma-takiej-strony');
    await expect(adminPage).toHaveURL(/\/404$/);
    await expect(adminPage.getByText('404', { exact: true })).toBeVisible();
    await expect(adminPage.getByText('Nie znaleziono.')).toBeVisible();
  });

  test('the header links to notifications and reports', async ({ adminPage }) => {
    const shell = new AppShell(adminPage);
    await adminPage.goto('/dashboard');
    await expect(shell.notifications).toHaveAttribute('href', '/');
    await expect(adminPage.getByRole('banner').getByRole('link', { name: 'Raporty' })).toHaveAttribute('href', '/reports');
    await expect(shell.profileButton(ADMIN.label)).toBeVisible();
  });

  test('a narrow screen uses a drawer for the menu', async ({ adminPage }) => {
    await adminPage.setViewportSize({ width: 390, height: 800 });
    const shell = new AppShell(adminPage);
    await adminPage.goto('/dashboard');
    await expect(shell.menu).toBeHidden();
    await adminPage.getByRole('button', { name: 'Przełącz menu' }).click();
    await shell.menuLink('Ustawienia').click();
    await expect(adminPage).toHaveURL(/\/settings$/);
    await expect(shell.menu).toBeHidden();
  });
});
