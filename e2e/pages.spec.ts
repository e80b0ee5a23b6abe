import { uniqueName } from './support/admin';
import { expect, test } from './support/fixtures';
import { adminCalls } from './support/activities';
import { FormPage } from './pages/FormPage';
import { ListPage } from './pages/ListPage';
import { expectAccessible, expectNoSidewaysScroll } from './support/portal';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('pages', () => {
  test('add a page in the modal, write blocks in the editor, save, open the public page and delete', async ({
    adminPage: page,
    context,
  }) => {
    test.setTimeout(90_000);
    const list = new ListPage(page, '/pages');
    const form = new FormPage(page);
    const slug = uniqueName('strona').toLowerCase();
    const name = `Strona ${slug}`;

    await list.goto();
    await expect(list.table.getByRole('columnheader')).toHaveText(['ID', 'Url', 'Nazwa', 'Widoczna', 'Akcje']);
    await page.getByRole('button', { name: 'Dodaj' }).click();
    const dialog = page.getByRole('dialog', { name: 'Dodaj Stronę' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Zapisz' }).click();
    await expect(dialog.getByLabel('Nazwa')).toHaveAccessibleDescription('Pole Wymagane');
    await expect(dialog.getByLabel('Adres (url)')).toHaveAccessibleDescription('Pole Wymagane');

    await dialog.getByLabel('Nazwa').fill(name);
    await dialog.getByLabel('Adres (url)').fill(slug);
    await dialog.getByLabel('Przekierowanie').check();
    await dialog.getByRole('button', { name: 'Zapisz' }).click();
    await expect(dialog.getByLabel('Adres przekierowania')).toHaveAccessibleDescription('Pole Wymagane');
    await dialog.getByLabel('Przekierowanie').uncheck();
    await expect(dialog.getByLabel('Adres przekierowania')).toBeHidden();
    await dialog.getByRole('button', { name: 'Zapisz' }).click();
    await form.toasts.expectToast('Dodano stronę');
    await expect(page).toHaveURL(/\/pages\/\d+$/);
    await expect(form.heading).toHaveText(name);

    // Blocks: a paragraph, a heading, an image uploaded through the app's storage.
    const editor = page.getByRole('region', { name: 'Treść strony' });
    await editor.locator('.ce-paragraph').first().click();
    await page.keyboard.type('Zapraszamy na wspólne granie.');
    await page.keyboard.press('Enter');
    await editor.locator('.ce-toolbar__plus').click();
    await page.locator('.ce-popover-item', { hasText: 'Nagłówek' }).click();
    await page.keyboard.type('Godziny otwarcia');
    await page.keyboard.press('Enter');
    await editor.locator('.ce-toolbar__plus').click();
    const chooser = page.waitForEvent('filechooser');
    await page.locator('.ce-popover-item', { hasText: 'Obraz' }).click();
    await (await chooser).setFiles({ name: 'hala.png', mimeType: 'image/png', buffer: PNG });
    await expect(editor.locator('.image-tool__image-picture')).toHaveAttribute('src', /^\/files\/pages\/[a-f0-9]{32}\.png$/);

    await page.getByRole('button', { name: 'Zapisz' }).click();
    await form.toasts.expectToast('Zapisano stronę');

    const [publicPage] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: 'Podgląd' }).click()]);
    await publicPage.waitForLoadState();
    await expect(publicPage).toHaveURL(new RegExp(`/s/${slug}$`));
    await expect(publicPage.locator('main p').first()).toHaveText('Zapraszamy na wspólne granie.');
    await expect(publicPage.getByRole('heading', { level: 2, name: 'Godziny otwarcia' })).toBeVisible();
    await expect(publicPage.locator('main img')).toHaveAttribute('src', /^\/files\/pages\//);
    // No dead end: the page leads back to the portal, names the app's icon, and nothing it asks for is missing.
    const missing: string[] = [];
    publicPage.on('response', (r) => void (r.status() >= 400 && missing.push(r.url())));
    await publicPage.setViewportSize({ width: 360, height: 780 });
    await publicPage.reload();
    await expect(publicPage.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
    expect((await publicPage.request.get('/favicon.ico')).ok()).toBe(true);
    await expectNoSidewaysScroll(publicPage);
    await expectAccessible(publicPage);
    await publicPage.getByRole('link', { name: 'Wróć do portalu' }).click();
    await expect(publicPage).toHaveURL(/\/portal$/);
    expect(missing).toEqual([]);
    await publicPage.close();

    // The body survives a reload of the editor.
    await page.reload();
    await expect(editor.locator('.ce-header')).toHaveText('Godziny otwarcia');

    // Settings from the list: 'Edytuj Stronę', hiding the page makes the public address a 404.
    await list.goto(`?with_url=${slug}`);
    await list
      .row(slug)
      .getByRole('button', { name: `Ustawienia ${name}` })
      .click();
    const settings = page.getByRole('dialog', { name: 'Edytuj Stronę' });
    await expect(settings.getByLabel('Nazwa')).toHaveValue(name);
    await settings.getByLabel('Widoczna').uncheck();
    await settings.getByRole('button', { name: 'Zapisz' }).click();
    await form.toasts.expectToast('Zapisano');
    await expect(list.row(slug)).toContainText('Nie');
    const hidden = await page.request.get(`/s/${slug}`);
    expect(hidden.status()).toBe(404);
    expect(await hidden.text()).toContain('Nie znaleziono strony');

    await list
      .row(slug)
      .getByRole('link', { name: `Edytuj ${name}` })
      .click();
    await page.getByRole('button', { name: 'Usuń' }).click();
    await expect(form.confirmDialog).toContainText('Na pewno chcesz usunąć?');
    await form.confirmDialog.getByRole('button', { name: 'Tak' }).click();
    await form.toasts.expectToast('Usunięto');
    await expect(page).toHaveURL(/\/pages$/);
  });

  test('the public link of a row opens the page in a new tab', async ({ adminPage: page, context, request, adminToken }) => {
    // A page of its own: a heading and a table of the cards.
    const slug = uniqueName('faq').toLowerCase();
    const name = `FAQ ${slug}`;
    await adminCalls(request, adminToken).post('/api/v2/admin/pages', {
      page: {
        name,
        url: slug,
        body: {
          blocks: [
            { type: 'header', data: { text: 'Najczęściej zadawane pytania', level: 1 } },
            {
              type: 'table',
              data: {
                withHeadings: true,
                content: [
                  ['Karta', 'Dopłata'],
                  ['Benefit', 'zależnie od zajęć'],
                ],
              },
            },
          ],
        },
      },
    });
    const list = new ListPage(page, '/pages');
    await list.goto(`?with_url=${slug}`);
    const [publicPage] = await Promise.all([
      context.waitForEvent('page'),
      list
        .row(slug)
        .getByRole('link', { name: `Otwórz stronę ${name}` })
        .click(),
    ]);
    await expect(publicPage.getByRole('heading', { level: 1 })).toHaveText('Najczęściej zadawane pytania');
    await expect(publicPage.getByRole('table')).toContainText('Benefit');
  });
});
