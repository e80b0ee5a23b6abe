import { test, expect, seedSession } from './support/fixtures';
import { MoneyApi } from './support/money';
import { uniqueName } from './support/admin';

test('a player pays a basket with a promo code through the sandbox gateway; the admin sees the transaction and the usage', async ({
  adminPage: page,
  request,
  adminToken,
  browser,
  baseURL,
}) => {
  const money = new MoneyApi(request, adminToken);
  const prefix = uniqueName('KOSZ')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 14)
    .toUpperCase();
  const [code] = await money.createCodes(prefix);
  const player = await money.playerToken();
  const { basket } = await money.basketWithActivity(player, code.code);
  expect(basket.can_checkout).toBe(true);

  const done = await money.checkout(player);
  expect(done.status).toBe('unpaid');
  const payUrl = new URL(done.redirect_url);
  expect(payUrl.pathname).toMatch(/^\/portal\/bramka-testowa\/\d+$/);

  // The sandbox gateway pays only the signed-in owner's payment: not for the admin…
  await page.goto(payUrl.pathname);
  await expect(page.getByText('Nie znaleziono płatności.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zapłać' })).toHaveCount(0);
  // … but for the player, in their own browser.
  const playerContext = await browser.newContext({ baseURL, locale: 'pl-PL' });
  try {
    const playerPage = await playerContext.newPage();
    await seedSession(playerPage, player);
    await playerPage.goto(`${payUrl.pathname}${payUrl.search}`);
    await expect(playerPage.getByText('Sandbox — testowa bramka płatności')).toBeVisible();
    await playerPage.getByRole('button', { name: 'Zapłać' }).click();
    await expect(playerPage.getByRole('heading', { name: 'Płatność przyjęta' })).toBeVisible();
  } finally {
    await playerContext.close();
  }

  // The admin finds the transaction by its number (filters in the address bar) and opens it.
  await page.goto(`/transactions?with_identifier=${done.identifier}`);
  const row = page.getByRole('table', { name: 'Transakcje' }).locator('tbody tr').filter({ hasText: done.identifier });
  await expect(row).toContainText('Opłacone');
  await expect(row).toContainText('Zakup zajęć');
  await row.getByRole('link', { name: done.identifier }).click();
  await expect(page.getByRole('heading', { name: `Transakcja ${done.identifier}` })).toBeVisible();
  await expect(page.getByText(code.code).first()).toBeVisible();

  // … and the code's usage.
  await page.goto(`/promo-codes/${code.id}`);
  const usages = page.getByRole('table', { name: 'Wykorzystania' });
  await expect(usages).toContainText(done.identifier);
});
