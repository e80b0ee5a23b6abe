import type { APIRequestContext, Page } from '@playwright/test';
import { uniqueName } from './support/admin';
import { signInToken } from './support/api';
import { expect, seedSession, test } from './support/fixtures';
import { PASSWORD, createUser, letterTag, roleIds } from './support/seed';
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

/**
 * An administrator of the test's own, signed in inside `page`. The bell counts every admin's unread events, which
 * other tests raise at the same time; 'Przypisane do mnie' counts only the events assigned to this one.
 */
async function ownAdmin(page: Page, request: APIRequestContext, adminToken: string) {
  const admin = await createUser(request, adminToken, {
    first_name: 'Dorota',
    last_name: `Dyżurna${letterTag()}`,
    role_ids: await roleIds(request, adminToken, (name) => name.startsWith('admin_role')),
  });
  await seedSession(page, await signInToken(request, admin.email, PASSWORD));
  return admin;
}

/**
 * The dashboard's 'Przypisane do mnie' badge: the signed-in admin's unread assigned events (hidden at 0). By CSS,
 * as the bell, because an open dialog hides the tab from the accessibility tree.
 */
const assignedBadge = (page: Page) => page.locator('#tab-assigned .MuiBadge-badge');

test.describe('system events', () => {
  test('create an event assigned to me, see the bell and the dashboard tab, comment, mark done', async ({
    page,
    request,
    adminToken,
  }) => {
    const me = await ownAdmin(page, request, adminToken);
    const shell = new AppShell(page);
    const list = new ListPage(page, '/system_events');
    const dialog = new SystemEventDialog(page);
    const message = uniqueName('Oddzwonić do klienta');

    await list.goto();
    await expect(shell.heading).toHaveText('Zdarzenia systemowe');

    await page.getByRole('button', { name: 'Dodaj' }).click();
    await expect(dialog.dialog).toContainText('Nowe zdarzenie');
    await dialog.save.click();
    await expect(dialog.message).toHaveAccessibleDescription('Pole Wymagane');

    await dialog.message.fill(message);
    await dialog.chooseAssignee(me.label.split(' ')[1], new RegExp(me.label));
    await dialog.save.click();
    await shell.toasts.expectToast('Dodano');
    await expect(dialog.dialog).toBeHidden();
    await expect(list.row(message)).toBeVisible();
    // The bell counts every admin's unread events (other tests add theirs): it shows at least this one.
    await expect.poll(() => bellCount(shell)).toBeGreaterThan(0);

    await shell.notifications.click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const notifications = page.getByRole('region', { name: 'Powiadomienia' });
    await expect(notifications.getByRole('tab', { name: /Przypisane do mnie/ })).toBeVisible();
    await expect(assignedBadge(page)).toHaveText('1');
    const row = notifications.getByRole('row').filter({ hasText: message });
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: /Edytuj zdarzenie/ }).click();
    await expect(dialog.message).toHaveValue(message);
    await expect(dialog.comments).toContainText('Odczytano');
    await expect(assignedBadge(page)).toHaveClass(/MuiBadge-invisible/);

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

  test('filters by type, including the filter-only types, and keeps them in the URL', async ({
    adminPage: page,
    request,
    adminToken,
  }) => {
    // A negative opinion of its own (the type is raised by the system, never chosen in the dialog).
    const message = uniqueName('Negatywna opinia po zajęciach');
    const created = await request.post('/api/v2/admin/system_events', {
      headers: { Authorization: `Bearer ${adminToken}` },
      data: { system_event: { message, event_type: 'negative_opinion' } },
    });
    expect(created.status()).toBe(201);
    const list = new ListPage(page, '/system_events');
    await list.goto();
    await list.filters.getByRole('combobox', { name: 'Typ' }).click();
    await expect(page.getByRole('option', { name: 'Negatywna opinia' })).toBeVisible();
    await page.getByRole('option', { name: 'Negatywna opinia' }).click();
    await list.filters.getByRole('button', { name: 'Filtruj' }).click();
    await list.waitForRows();
    await expect(page).toHaveURL(/with_event_type=negative_opinion/);
    await expect(list.row(message)).toContainText('Negatywna opinia');

    await page.getByRole('switch', { name: 'Tylko aktywne' }).click();
    await expect(page).toHaveURL(/only_active=false/);
  });

  test('an event raised elsewhere reaches an open page over the live channel within seconds', async ({
    page,
    request,
    adminToken,
  }) => {
    const me = await ownAdmin(page, request, adminToken);
    const socket = page.waitForEvent('websocket', (ws) => ws.url().includes('/api/v2/live'));
    await page.goto('/dashboard');
    await (await socket).waitForEvent('framereceived', (frame) => String(frame.payload).includes('"connected"'));
    const shell = new AppShell(page);
    await expect(assignedBadge(page)).toHaveClass(/MuiBadge-invisible/);

    // Assigned to this test's admin, so its own counter (not the shared bell) says it arrived.
    const message = uniqueName('Zdarzenie z innej karty');
    const response = await request.post('/api/v2/admin/system_events', {
      headers: { Authorization: `Bearer ${adminToken}` },
      data: { system_event: { message, event_type: 'payment_confirmed', assigned_id: me.id } },
    });
    expect(response.status()).toBe(201);
    // Well before the 60 s poll: the push makes the page fetch users/current again.
    await shell.toasts.expectToast('Nowe zdarzenie');
    await expect(assignedBadge(page)).toHaveText('1');
    expect(await bellCount(shell)).toBeGreaterThan(0);
  });
});
