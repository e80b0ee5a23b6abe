import { test, expect } from './support/fixtures';
import { ListPage } from './pages/ListPage';
import { Toasts } from './pages/Toasts';
import { MoneyApi } from './support/money';
import { uniqueName } from './support/admin';

test('the transactions list keeps its filters in the address bar, clears them, and an unpaid transfer is paid by hand', async ({
  adminPage: page,
  request,
  adminToken,
}) => {
  const { identifier } = await new MoneyApi(request, adminToken).unpaidTransaction(uniqueName('T').replace(/_/g, ''));
  const list = new ListPage(page, '/transactions');
  await list.goto();
  await expect(page.getByRole('link', { name: 'Dodaj' })).toHaveCount(0);
  for (const header of ['Nr Transakcji', 'Data', 'Typ', 'Płatność', 'Status'])
    await expect(list.table.getByRole('columnheader', { name: header })).toBeVisible();

  await list.applyFilters({ 'Nr transakcji': identifier });
  await expect(page).toHaveURL(new RegExp(`with_identifier=${identifier}`));
  await expect(list.rows).toHaveCount(1);
  await expect(list.rows.first()).toContainText('Nieopłacone');

  await page.getByRole('button', { name: 'Wyczyść filtry' }).click();
  await expect(page).not.toHaveURL(/with_identifier/);
  await page.goto(`/transactions?with_identifier=${identifier}`);
  await list.waitForRows();
  await list.rows.first().getByRole('link', { name: identifier }).click();

  await expect(page.getByRole('heading', { name: `Transakcja ${identifier}` })).toBeVisible();
  await expect(page.getByText('Salda przed i po')).toBeVisible();
  await page.getByRole('button', { name: 'Oznacz jako opłaconą' }).click();
  await page.getByRole('dialog', { name: 'Płatność ręczna' }).getByRole('button', { name: 'Tak, opłacona' }).click();
  await new Toasts(page).expectToast('Transakcja opłacona');
  await expect(page.getByText('Opłacone', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Oznacz jako opłaconą' })).toHaveCount(0);
});
