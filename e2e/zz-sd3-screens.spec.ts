import { expect, test } from './support/fixtures';

test.use({ viewport: { width: 1440, height: 1000 } });

test('screens', async ({ adminPage: page }) => {
  await page.goto('/dashboard');
  await expect(page.getByText('Dane na wykresach')).toBeVisible();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/sd3-shots/dashboard.png', fullPage: true });

  await page.goto('/system_events');
  await expect(page.getByRole('table')).toHaveAttribute('aria-busy', 'false');
  await page.screenshot({ path: '/tmp/sd3-shots/events-list.png', fullPage: true });

  await page.getByRole('button', { name: /Edytuj zdarzenie/ }).first().click();
  await expect(page.getByRole('list', { name: 'Komentarze' }).or(page.getByText('Brak komentarzy.'))).toBeVisible();
  await page.waitForTimeout(500);
  await page.screenshot({ path: '/tmp/sd3-shots/event-dialog.png', fullPage: true });
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Dodaj' }).click();
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: '/tmp/sd3-shots/event-new.png' });
  await page.keyboard.press('Escape');

  await page.getByRole('combobox', { name: 'Szukaj' }).fill('kowal');
  await expect(page.getByRole('listbox', { name: 'Wyniki wyszukiwania' })).toBeVisible();
  await page.waitForTimeout(500);
  await page.screenshot({ path: '/tmp/sd3-shots/search.png' });

  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/dashboard');
  await expect(page.getByText('Dane na wykresach')).toBeVisible();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/sd3-shots/dashboard-mobile.png', fullPage: true });
});
