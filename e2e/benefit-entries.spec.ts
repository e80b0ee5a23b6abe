import { msg } from '@sportdesk/contract';
import { test, expect } from './support/fixtures';
import { blockingViolations } from './support/axe';
import { uniqueName } from './support/admin';
import { adminCalls, seedActivity } from './support/activities';
import { benefitSample } from './support/seed';
import { ListPage } from './pages/ListPage';

test('benefit entries: import the sample file, assign an unassigned entry to a participant, confirm and lock it', async ({
  adminPage: page,
  adminToken,
  request,
}) => {
  test.setTimeout(150_000);
  const suffix = uniqueName('b').replace(/[^a-z0-9]/gi, '');
  const { post } = adminCalls(request, adminToken);
  const activityId = await seedActivity(request, adminToken, suffix);
  const player = await post('/api/v2/admin/users', {
    user: {
      identifier: `E2E-Benefit-${suffix}`,
      first_name: 'Bartosz',
      last_name: `Karta${suffix}`,
      email: `bartosz.${suffix}@example.pl`,
      password: 'sekret1',
      password_confirmation: 'sekret1',
      benefit_id: `BS-${suffix}`,
    },
  });
  await post(`/api/v2/admin/activities/${activityId}/participants`, { participant: { user_id: player.id } });
  // The sample file with uuids of this test's own (entries are upserted by uuid).
  const sample = benefitSample();

  // The list, from the menu; the importer under 'Import pliku'.
  await page.goto('/dashboard');
  await page.getByRole('navigation').getByRole('link', { name: 'Wejścia Benefit' }).click();
  await expect(page).toHaveURL(/\/benefit_entries$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wejścia Benefit');
  await page.getByRole('button', { name: 'Import pliku' }).click();
  const importer = page.getByRole('region', { name: 'Import pliku Benefit' });
  await importer.getByRole('button', { name: 'Importuj' }).click();
  await expect(importer).toContainText('Wybierz plik CSV');
  await importer
    .locator('input[type=file]')
    .setInputFiles({ name: 'benefit-import-sample.csv', mimeType: 'text/csv', buffer: sample.buffer });
  await expect(importer).toContainText('benefit-import-sample.csv');
  await importer.getByRole('button', { name: 'Importuj' }).click();
  await expect(page.locator('#notistack-snackbar').filter({ hasText: 'Dodano do kolejki' }).first()).toBeVisible();
  const result = importer.getByRole('status');
  await expect(result).toContainText('zakończony', { timeout: 30_000 });
  await expect(result).toContainText('wierszy 6');
  await expect(result).toContainText('nieprzypisane 6');
  await expect(result).toContainText('odrzucono 0');
  expect(await blockingViolations(page), 'list with the importer').toEqual([]);

  // The unassigned entries, filtered in the URL.
  const list = new ListPage(page, '/benefit_entries');
  await list.filters.getByRole('combobox', { name: 'Przypisanie' }).click();
  await page.getByRole('option', { name: 'Nieprzypisane' }).click();
  await list.applyFilters({ UUID: sample.prefix });
  await expect(page).toHaveURL(/with_assigned=false/);
  await expect(page).toHaveURL(new RegExp(`with_uuid=${sample.prefix}`));
  await expect(list.rows).toHaveCount(6);
  const row = list.row(sample.firstUuid);
  await expect(row).toContainText('Nieprzypisany');
  await expect(row).toContainText('Hala Sportowa Ursynów');
  await expect(row).toContainText('BS-4410021');

  // Assign it to the participant.
  await row.getByRole('link', { name: /Edytuj wpis Benefit/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Wejście Benefit #');
  const entryUrl = page.url();
  const form = page.getByRole('form', { name: 'Wejście Benefit' });
  await expect(form.getByRole('combobox', { name: 'Gracz' })).toBeDisabled();
  await form.getByRole('combobox', { name: 'Zajęcia' }).fill(`Gierka ${suffix}`);
  await page.getByRole('option', { name: new RegExp(`Gierka ${suffix}`) }).click();
  await form.getByRole('combobox', { name: 'Gracz' }).click();
  await page.getByRole('option', { name: new RegExp(`Bartosz Karta${suffix}`) }).click();
  await form.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.locator('#notistack-snackbar').filter({ hasText: msg.saved }).first()).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('Nieprzypisany');

  // Confirm it: the assignment, type and rejection lock.
  await form.getByRole('switch', { name: 'Zatwierdzony' }).check();
  await form.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.locator('#notistack-snackbar').filter({ hasText: msg.saved }).first()).toBeVisible();
  await page.reload();
  await expect(form.getByRole('switch', { name: 'Zatwierdzony' })).toBeChecked();
  await expect(form).toContainText('Wpis jest zatwierdzony');
  await expect(form.getByRole('combobox', { name: 'Zajęcia' })).toBeDisabled();
  await expect(form.getByRole('combobox', { name: 'Gracz' })).toBeDisabled();
  await expect(form.getByRole('combobox', { name: 'Organizator' })).toBeDisabled();
  await expect(form.getByRole('combobox', { name: 'Typ' })).toBeDisabled();
  await expect(form.getByRole('switch', { name: 'Odrzucony' })).toBeDisabled();
  await expect(form.getByRole('textbox', { name: 'Notatki' })).toBeEnabled();
  expect(await blockingViolations(page), 'confirmed entry').toEqual([]);
  // Unticking unlocks them again (not saved).
  await form.getByRole('switch', { name: 'Zatwierdzony' }).uncheck();
  await expect(form.getByRole('combobox', { name: 'Typ' })).toBeEnabled();
  await form.getByRole('switch', { name: 'Zatwierdzony' }).check();

  // The activity's 'Wejścia Benefit' tab and the participant list.
  await page.goto(`/activities/${activityId}`);
  await expect(page.getByRole('table', { name: 'Uczestnicy' })).toContainText('(zatwierdzone)');
  await page.getByRole('tab', { name: 'Wejścia Benefit' }).click();
  const activityTab = page.getByRole('table', { name: 'Wejścia Benefit zajęć' });
  await expect(activityTab).toContainText(sample.firstUuid);
  await expect(activityTab).toContainText(`Bartosz Karta${suffix}`);
  await expect(activityTab).toContainText('Zatwierdzony');
  expect(await blockingViolations(page), 'activity tab').toEqual([]);

  // The user's Benefity tab.
  await page.goto(`/users/${player.id}?tab=benefity`);
  const userTab = page.getByRole('table', { name: 'Wejścia Benefit użytkownika' });
  await expect(userTab).toContainText(sample.firstUuid);
  await expect(userTab).toContainText(`Gierka ${suffix}`);
  await userTab.getByRole('link', { name: /Edytuj wpis Benefit/ }).click();
  await expect(page).toHaveURL(entryUrl);
});

test('benefit entries: a manual entry needs activity, player, date and type', async ({ adminPage: page }) => {
  await page.goto('/benefit_entries/new');
  const form = page.getByRole('form', { name: 'Nowe wejście Benefit' });
  await form.getByRole('button', { name: 'Dodaj' }).click();
  await expect(form.getByRole('combobox', { name: 'Zajęcia' })).toHaveAccessibleDescription(msg.required);
  await expect(form.getByRole('combobox', { name: 'Gracz' })).toHaveAccessibleDescription(msg.required);
  await expect(form.getByRole('combobox', { name: 'Typ' })).toHaveText('Papier');
  await expect(form).toContainText(msg.required);
  await expect(form.getByText(msg.required)).toHaveCount(3);
});
