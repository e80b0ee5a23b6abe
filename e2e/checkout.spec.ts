import { test, expect } from './support/fixtures';
import { MoneyApi } from './support/money';
import { uniqueName } from './support/admin';

test('a player pays a basket with a promo code through the sandbox gateway; the admin sees the transaction and the usage', async ({
  adminPage: page,
  request,
  adminToken,
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
  const payPath = new URL(done.redirect_url).pathname;
  expect(payPath).toMatch(/^\/sandbox-gateway\/pay\/\d+$/);

  await page.goto(payPath);
  await expect(page.getByText('Sandbox — testowa bramka płatności')).toBeVisible();
  await page.getByRole('button', { name: 'Zapłać' }).click();
  await expect(page.getByRole('heading', { name: 'Płatność przyjęta' })).toBeVisible();

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
