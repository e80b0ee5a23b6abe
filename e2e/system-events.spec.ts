import { ADMIN, uniqueName } from './support/admin';
import { expect, test } from './support/fixtures';
import { AppShell } from './pages/AppShell';
import { ListPage } from './pages/ListPage';
import { SystemEventDialog } from './pages/SystemEventDialog';

/**
 * The bell's unread count, read from its accessible name ('Powiadomienia: 3 nieprzeczytanych'); by CSS,
 * because an open dialog hides the header from the accessibility tree.
 */
async function bellCount(shell: AppShell) {
  const label = (await shell.page.locator('header a[aria-label^="Powiadomienia"]').getAttribute('aria-label')) ?? '';
  return Number(/(\d+)/.exec(label)?.[1] ?? 0);
}

test.describe('system events', () => {
  test('create an event assigned to me, see the bell and the dashboard tab, comment, mark done', async ({ adminPage: page }) => {
    const shell = new AppShell(page);
    const list = new ListPage(page, '/system_events');
    const dialog = new SystemEventDialog(page);
    const message = uniqueName('Oddzwonić do klienta');

    await list.goto();
    await expect(shell.heading).toHaveText('Zdarzenia systemowe');
    const before = await bellCount(shell);

    await page.getByRole('button', { name: 'Dodaj' }).click();
    await expect(dialog.dialog).toContainText('Nowe zdarzenie');
    await dialog.save.click();
    await expect(dialog.message).toHaveAccessibleDescription('Pole Wymagane');

    await dialog.message.fill(message);
    await dialog.chooseAssignee('Administratorka', new RegExp(ADMIN.label));
    await dialog.save.click();
    await shell.toasts.expectToast('Dodano');
    await expect(dialog.dialog).toBeHidden();
    await expect(list.row(message)).toBeVisible();
    await expect.poll(() => bellCount(shell)).toBe(before + 1);

    await shell.notifications.click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const notifications = page.getByRole('region', { name: 'Powiadomienia' });
    await expect(notifications.getByRole('tab', { name: /Przypisane do mnie/ })).toBeVisible();
    const row = notifications.getByRole('row').filter({ hasText: message });
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: /Edytuj zdarzenie/ }).click();
    await expect(dialog.message).toHaveValue(message);
    await expect(dialog.comments).toContainText('Odczytano');
    await expect.poll(() => bellCount(shell)).toBe(before);

    await dialog.commentForm.getByRole('button', { name: 'Dodaj komentarz' }).click();
    await expect(dialog.commentForm.getByLabel('Komentarz')).toHaveAccessibleDescription('Pole Wymagane');
    await dialog.addComment('Zadzwoniłam, klient oddzwoni jutro.');
    await expect(dialog.dialog).toContainText('Komentarze (1)');

    await dialog.chooseStatus('Zakończone');
    await dialog.save.click();
    await shell.toasts.expectToast('Zapisano');
    await expect(row).toBeHidden();

    await list.goto('?only_active=false');
    await expect(list.row(message)).toContainText('Zakończone');
  });

  test('filters by type, including the filter-only types, and keeps them in the URL', async ({ adminPage: page }) => {
    const list = new ListPage(page, '/system_events');
    await list.goto();
    await list.filters.getByRole('combobox', { name: 'Typ' }).click();
    await expect(page.getByRole('option', { name: 'Negatywna opinia' })).toBeVisible();
    await page.getByRole('option', { name: 'Negatywna opinia' }).click();
    await list.filters.getByRole('button', { name: 'Filtruj' }).click();
    await list.waitForRows();
    await expect(page).toHaveURL(/with_event_type=negative_opinion/);
    await expect(list.rows.first()).toContainText('Negatywna opinia');

    await page.getByRole('switch', { name: 'Tylko aktywne' }).click();
    await expect(page).toHaveURL(/only_active=false/);
  });

  test('an event raised elsewhere reaches an open page over the live channel within seconds', async ({
    adminPage: page,
    request,
    adminToken,
  }) => {
    const socket = page.waitForEvent('websocket', (ws) => ws.url().includes('/api/v2/live'));
    await page.goto('/dashboard');
    await (await socket).waitForEvent('framereceived', (frame) => String(frame.payload).includes('"connected"'));
    const shell = new AppShell(page);
    const before = await bellCount(shell);

    const response = await request.post('/api/v2/admin/system_events', {
      headers: { Authorization: `Bearer ${adminToken}` },
      data: { system_event: { message: uniqueName('Zdarzenie z innej karty'), event_type: 'payment_confirmed' } },
    });
    expect(response.status()).toBe(201);
    // Well before the 60 s poll: the push makes the page fetch users/current again.
    await shell.toasts.expectToast('Nowe zdarzenie');
    expect(await bellCount(shell)).toBe(before + 1);
  });
});
