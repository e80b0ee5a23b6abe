import { test, expect } from './support/fixtures';
import { Toasts } from './pages/Toasts';
import { uniqueName } from './support/admin';
import { createUser } from './support/seed';
import { warsawDate } from './support/activities';
import { fillPicker, picker } from './pages/FormPage';

test('an admin tops up and subtracts from a wallet in the Portfel tab through the confirmation dialog', async ({
  adminPage: page,
  request,
  adminToken,
}) => {
  // A player of its own.
  const { id: userId } = await createUser(request, adminToken, {
    first_name: 'Wiktor',
    last_name: `Portfelowy${uniqueName('w')}`,
  });
  const toasts = new Toasts(page);
  await page.goto(`/users/${userId}?tab=portfel`);

  const main = page.getByRole('form', { name: 'Konto główne' });
  const card = main.locator('xpath=ancestor::div[contains(@class,"MuiCard-root")][1]');
  const before = await card.getByText(/Stan:/).textContent();

  await main.getByLabel('Kwota (zł)').fill('25,50');
  await main.getByLabel('Komentarz').fill('Wpłata E2E');
  await main.getByRole('button', { name: 'Zatwierdź' }).click();
  const dialog = page.getByRole('dialog', { name: 'Konto główne' });
  await expect(dialog).toContainText('25,50 zł');
  await dialog.getByRole('button', { name: 'Doładuj' }).click();
  await toasts.expectToast('Doładowano');
  await expect(card.getByText(/Stan:/)).not.toHaveText(before ?? '');

  // Subtracting more than there is: refused, nothing changes.
  const after = await card.getByText(/Stan:/).textContent();
  await main.getByLabel('Kwota (zł)').fill('99999');
  await main.getByRole('button', { name: 'Zatwierdź' }).click();
  await page.getByRole('dialog', { name: 'Konto główne' }).getByRole('button', { name: 'Odejmij' }).click();
  await toasts.expectToast('Nie udało się odjąć');
  await expect(card.getByText(/Stan:/)).toHaveText(after ?? '');

  // An empty amount: 'Pole Wymagane', no dialog.
  await main.getByLabel('Kwota (zł)').fill('');
  await main.getByRole('button', { name: 'Zatwierdź' }).click();
  await expect(main.getByText('Pole Wymagane')).toBeVisible();

  // The top-up is in the user's Transakcje tab.
  await page.goto(`/users/${userId}?tab=transakcje`);
  await expect(page.getByRole('table', { name: 'Transakcje użytkownika' })).toContainText('Doładowanie konta głównego');
});

test('an admin sets and clears the bonus expiry date in the Portfel tab', async ({ adminPage: page, request, adminToken }) => {
  // A player of its own, without an expiry date.
  const { id: userId } = await createUser(request, adminToken, {
    first_name: 'Bogna',
    last_name: `Bonusowa${uniqueName('b')}`,
  });
  const wallet = async () =>
    (
      await (
        await request.get(`/api/v2/admin/users/${userId}/wallet`, { headers: { Authorization: `Bearer ${adminToken}` } })
      ).json()
    ).data as { bonus_expiration_date: string | null };
  const toasts = new Toasts(page);
  const day = warsawDate(30);
  const shown = `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;
  await page.goto(`/users/${userId}?tab=portfel`);

  const form = page.getByRole('form', { name: 'Termin ważności bonusu' });
  await expect(form.getByRole('button', { name: 'Bez terminu' })).toBeDisabled();
  await expect(page.getByText('bez terminu', { exact: true })).toBeVisible();
  await fillPicker(page, 'Bonus ważny do', `${day.slice(8, 10)}${day.slice(5, 7)}${day.slice(0, 4)}`);
  await form.getByRole('button', { name: 'Zapisz termin' }).click();
  await toasts.expectToast('Zapisano');
  await expect(page.getByText(shown, { exact: true }).first()).toBeVisible();
  expect((await wallet()).bonus_expiration_date).toBe(day);

  await page.reload();
  await expect(picker(page, 'Bonus ważny do').locator('input')).toHaveValue(shown);
  await form.getByRole('button', { name: 'Bez terminu' }).click();
  await toasts.expectToast('Zapisano');
  await expect(page.getByText('bez terminu', { exact: true })).toBeVisible();
  await expect(picker(page, 'Bonus ważny do').locator('input')).toHaveValue('');
  expect((await wallet()).bonus_expiration_date).toBeNull();
});
