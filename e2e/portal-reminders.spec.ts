import { expect, test } from './support/fixtures';
import { adminCalls } from './support/activities';
import { ListPage } from './pages/ListPage';
import { expectAccessible, expectNoSidewaysScroll } from './support/portal';

/**
 * Reminders before an activity (docs/decisions.md "Reminders and promotion notices"): the player turns them off in
 * the profile, and the staff's settings list shows how many hours before the start they go out.
 */
const REMINDERS = 'Przypominaj mi o zajęciach przed ich początkiem (e-mail, SMS)';

test.describe('portal, przypomnienia (telefon)', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('a player turns reminders off in the profile and the choice stays after a reload', async ({
    page,
    request,
    adminToken,
  }) => {
    const suffix = `${Date.now()}`;
    const email = `przypomnienia.${suffix}@example.pl`;
    const { post } = adminCalls(request, adminToken);
    await post('/api/v2/admin/users', {
      user: {
        identifier: `RM-${suffix}`,
        first_name: 'Adam',
        last_name: `Przypomnienia${suffix}`,
        email,
        password: 'Haslo123!',
        password_confirmation: 'Haslo123!',
      },
    });
    await page.goto('/portal/konto');
    await expect(page).toHaveURL(/\/portal\/logowanie\?next=%2Fportal%2Fkonto$/);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Hasło').fill('Haslo123!');
    await page.getByRole('button', { name: 'Zaloguj się' }).last().click();
    await expect(page).toHaveURL(/\/portal\/konto$/);

    const box = page.getByLabel(REMINDERS);
    // On by default.
    await expect(box).toBeChecked();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await box.uncheck();
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await expect(page.getByText('Zapisano', { exact: true })).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Imię')).toHaveValue('Adam');
    await expect(page.getByLabel(REMINDERS)).not.toBeChecked();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);

    // And back on.
    await page.getByLabel(REMINDERS).check();
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await expect(page.getByText('Zapisano', { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(REMINDERS)).toBeChecked();
  });
});

test.describe('settings: the reminder setting', () => {
  test('is listed by its Polish name, with its description and value in hours', async ({ adminPage: page }) => {
    const list = new ListPage(page, '/settings');
    await list.goto();
    await list.applyFilters({ Nazwa: 'Przypomnienie przed' });
    await expect(list.rows).toHaveCount(1);
    const row = list.row('Przypomnienie przed zajęciami');
    await expect(row).toContainText('0 wyłącza przypomnienia');
    await expect(row).toContainText('24 godziny');
  });
});
