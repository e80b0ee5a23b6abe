import { test, expect } from './support/fixtures';
import { Toasts } from './pages/Toasts';
import { ListPage } from './pages/ListPage';
import { MoneyApi } from './support/money';
import { uniqueName } from './support/admin';

test('bulk edit and bulk delete of promo codes over the live channel', async ({ adminPage: page, request, adminToken }) => {
  const money = new MoneyApi(request, adminToken);
  const prefix = uniqueName('BULK')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 14)
    .toUpperCase();
  const codes = await money.createCodes(prefix, { count: 3 });
  const list = new ListPage(page, '/promo-codes');
  const toasts = new Toasts(page);

  await list.goto(`?with_prefix=${prefix}`);
  await expect(list.rows).toHaveCount(3);
  await page.getByRole('checkbox', { name: 'Zaznacz wszystkie na stronie' }).check();
  await expect(page.getByText('Zaznaczono: 3')).toBeVisible();

  await page.getByRole('button', { name: 'Edytuj zaznaczone' }).click();
  const dialog = page.getByRole('dialog', { name: /Edycja zaznaczonych kodów/ });
  await dialog.getByLabel('Wartość').fill('33');
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await page.getByRole('dialog', { name: 'Potwierdzenie' }).getByRole('button', { name: 'Tak' }).click();
  await toasts.expectToast('Zapisano');
  await expect(dialog).toBeHidden();
  for (const c of codes) await expect(list.row(c.code)).toContainText('33,00 zł');
  // Only the filled field changed: the names stay.
  await expect(list.row(codes[0].code)).toContainText(`E2E ${prefix}`);

  page.once('dialog', (d) => {
    expect(d.message()).toBe('Usunąć?');
    void d.accept();
  });
  await page.getByRole('button', { name: 'Usuń zaznaczone' }).click();
  await toasts.expectToast('Usunięto');
  await list.waitForRows();
  await expect(list.rows.filter({ hasText: prefix })).toHaveCount(0);
});
