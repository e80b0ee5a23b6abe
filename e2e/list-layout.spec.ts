import { TRANSACTION_STATUS_LABELS, TRANSACTION_TYPE_LABELS } from '@sportdesk/contract';
import { expect, test } from './support/fixtures';
import { LIST_PATHS, ownListPaths, seedDetailScreens, waitForScreen } from './support/screens';
import { seedOneOfEach } from './support/seed';

test.use({ viewport: { width: 1440, height: 900 } });

test('every list fits 1440×900 without scrolling sideways, its row actions in view', async ({
  adminPage: page,
  request,
  adminToken,
}) => {
  test.setTimeout(300_000);
  // Each list shows a row of this test's own, filtered in the address.
  const own = ownListPaths(await seedOneOfEach(request, adminToken, `layout-${Date.now()}`));
  for (const path of LIST_PATHS.filter((p) => p !== '/audits')) {
    await page.goto(own[path]);
    await waitForScreen(page);
    const table = page.getByRole('table').first();
    await expect(table.locator('tbody tr').first()).toBeVisible();
    const widths = await page.evaluate(() => ({
      page: [document.documentElement.scrollWidth, document.documentElement.clientWidth],
      tables: Array.from(document.querySelectorAll('.MuiTableContainer-root')).map((e) => [e.scrollWidth, e.clientWidth]),
    }));
    expect(widths.page[0], `${path}: the page scrolls sideways`).toBe(widths.page[1]);
    for (const [scroll, client] of widths.tables) expect(scroll, `${path}: the table scrolls sideways`).toBe(client);
    // Row actions: the links and buttons of the first row's last cell are on screen.
    const actions = table.locator('tbody tr').first().locator('td').last().locator('a, button');
    const count = await actions.count();
    for (let i = 0; i < count; i++) await expect(actions.nth(i), path).toBeInViewport();
  }
});

test('the change history fits 1440×900 and shows a top-up in zł with Polish labels', async ({
  adminPage: page,
  request,
  adminToken,
}) => {
  test.setTimeout(180_000);
  const s = await seedDetailScreens(request, adminToken, `hist-${Date.now()}`);
  await page.goto(`/audits?with_auditable_type=Transaction&with_auditable_id=${s.transactionId}`);
  await waitForScreen(page);
  const row = page.getByRole('table', { name: 'Historia zmian' }).locator('tbody tr').first();
  await expect(row).toContainText('Kwota: 30,00 zł');
  await expect(row).toContainText(`Typ: ${TRANSACTION_TYPE_LABELS.balance_add}`);
  await expect(row).toContainText(`Status: ${TRANSACTION_STATUS_LABELS.paid}`);
  await expect(row).not.toContainText('transaction_type');
  await expect(row).not.toContainText('3000');
  await expect(row.getByRole('link', { name: /Ewa Ekranowa hist-/ }).first()).toBeVisible();
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  expect(widths[0]).toBe(widths[1]);

  // The user's Audyt tab reads the same way: the wallet change in zł with its form label.
  await page.goto(`/users/${s.userId}?tab=audyt`);
  await waitForScreen(page);
  await expect(page.getByRole('table', { name: 'Historia zmian użytkownika' })).toContainText('Konto główne: 0,00 zł → 30,00 zł');
});
