import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * A new player's first steps on a development start (issue 35): registration, the 'check your e-mail' page's
 * link to the local mailbox simulator, the confirmation link from there; and staff's 'Potwierdź konto' for a
 * player who never got the e-mail.
 */
const PASSWORD = 'Haslo123!';

async function register(page: Page, email: string, phone?: string) {
  await page.goto('/portal/rejestracja');
  await page.getByLabel('Imię').fill('Nowy');
  await page.getByLabel('Nazwisko').fill('Gracz');
  await page.getByLabel('E-mail').fill(email);
  if (phone) await page.getByLabel('Telefon (opcjonalnie)').fill(phone);
  await page.getByLabel('Hasło', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Powtórz hasło').fill(PASSWORD);
  await page.getByRole('button', { name: 'Załóż konto' }).last().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sprawdź skrzynkę' })).toBeVisible();
}

const uniqueEmail = (prefix: string) => `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.pl`;

test('a new player opens the mailbox simulator from the "check your e-mail" page and confirms the account', async ({
  page,
}) => {
  const email = uniqueEmail('nowy');
  await register(page, email);
  const popup = page.waitForEvent('popup');
  await page.getByRole('link', { name: 'Otwórz symulator poczty' }).click();
  const mailbox = await popup;
  await expect(mailbox.getByRole('heading', { level: 1 })).toContainText(email);
  await mailbox.getByRole('link', { name: /\/users\/confirmation\?confirmation_token=/ }).first().click();
  await expect(mailbox.getByText('Konto zostało potwierdzone')).toBeVisible();
  await expect(mailbox).toHaveURL(/\/portal\/logowanie$/);
});

test('staff confirm a registered player who never got the e-mail (Potwierdź konto)', async ({ page, adminPage, request, adminToken }) => {
  const email = uniqueEmail('bezmaila');
  await register(page, email);
  const found = await request.get(`/api/v2/admin/users?with_email=${encodeURIComponent(email)}`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  const [user] = (await found.json()).data.rows as { id: number }[];
  await adminPage.goto(`/users/${user.id}`);
  await adminPage.getByRole('button', { name: 'Potwierdź konto' }).click();
  const dialog = adminPage.getByRole('dialog');
  await expect(dialog).toContainText(email);
  await dialog.getByRole('button', { name: 'Tak' }).click();
  await expect(adminPage.getByText('Konto zostało potwierdzone')).toBeVisible();
  await expect(adminPage.getByRole('button', { name: 'Potwierdź konto' })).toHaveCount(0);

  // The player signs in at once.
  await page.goto('/portal/logowanie');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Hasło').fill(PASSWORD);
  await page.getByRole('button', { name: 'Zaloguj się' }).last().click();
  await expect(page).toHaveURL(/\/portal$/);
});
