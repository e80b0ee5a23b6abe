import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { seedActivity } from './support/activities';

/**
 * A new player's first steps on a development start: registration, the 'check your e-mail' page's
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

const uniqueEmail = (prefix: string) =>
  `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.pl`;

/** From the 'check your e-mail' page: the simulator's link, then the confirmation link in the e-mail. */
async function confirmThroughMailbox(page: Page, email: string) {
  const popup = page.waitForEvent('popup');
  await page.getByRole('link', { name: 'Otwórz symulator poczty' }).click();
  const mailbox = await popup;
  await expect(mailbox.getByRole('heading', { level: 1 })).toContainText(email);
  await mailbox
    .getByRole('link', { name: /\/users\/confirmation\?confirmation_token=/ })
    .first()
    .click();
  await expect(mailbox.getByText('Konto zostało potwierdzone')).toBeVisible();
  await expect(mailbox).toHaveURL(/\/portal\/logowanie$/);
  await mailbox.close();
}

async function signIn(page: Page, email: string) {
  await page.goto('/portal/logowanie');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Hasło').fill(PASSWORD);
  await page.getByRole('button', { name: 'Zaloguj się' }).last().click();
  await expect(page).toHaveURL(/\/portal$/);
}

test('a new player opens the mailbox simulator from the "check your e-mail" page and confirms the account', async ({ page }) => {
  const email = uniqueEmail('nowy');
  await register(page, email);
  await confirmThroughMailbox(page, email);
});

test('the basket names the missing phone and the profile returns to the basket after saving', async ({
  page,
  request,
  adminToken,
}) => {
  test.setTimeout(180_000);
  const suffix = `tel${Date.now()}`;
  const activityId = await seedActivity(request, adminToken, suffix, { pay_by_prepaid: true, pay_by_online_transfer: true });
  const email = uniqueEmail('beztelefonu');
  await register(page, email);
  await confirmThroughMailbox(page, email);
  await signIn(page, email);

  await page.goto(`/portal/zajecia/${activityId}`);
  await page.getByRole('button', { name: 'Dodaj do koszyka' }).click();
  await expect(page).toHaveURL(/\/portal\/koszyk$/);
  await expect(page.getByText('Uzupełnij pole „Telefon” w profilu')).toBeVisible();
  await expect(page.getByText('Aby się zapisać, uzupełnij w profilu: Telefon').first()).toBeVisible();
  await page.getByRole('link', { name: 'Uzupełnij profil' }).click();
  await expect(page).toHaveURL(/\/portal\/konto\?powrot=%2Fportal%2Fkoszyk$/);
  await page.getByLabel('Telefon', { exact: true }).fill('600700800');
  await page.getByRole('button', { name: 'Zapisz' }).click();

  await expect(page).toHaveURL(/\/portal\/koszyk$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Koszyk' })).toBeVisible();
  await expect(page.getByText('Uzupełnij pole „Telefon” w profilu')).toHaveCount(0);
  await page.getByLabel('Akceptuję regulamin i zasady rezygnacji z zajęć').check();
  await expect(page.getByRole('button', { name: /^Zamawiam/ })).toBeEnabled();

  // Only a portal page of this site is a way back: another site is ignored and the profile stays.
  await page.goto('/portal/konto?powrot=https%3A%2F%2Fexample.com%2F');
  await page.getByLabel('Miasto').fill('Opole');
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText('Zapisano')).toBeVisible();
  await expect(page).toHaveURL(/\/portal\/konto\?powrot=/);
});

test('staff confirm a registered player who never got the e-mail (Potwierdź konto)', async ({
  page,
  adminPage,
  request,
  adminToken,
}) => {
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
  await signIn(page, email);
});
