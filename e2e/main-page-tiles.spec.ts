import { uniqueName } from './support/admin';
import { expect, test } from './support/fixtures';
import { FormPage } from './pages/FormPage';
import { ListPage } from './pages/ListPage';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('main page tiles', () => {
  test('create with defaults, upload a picture, edit widths and delete a tile', async ({ adminPage: page }) => {
    test.setTimeout(90_000);
    const list = new ListPage(page, '/main_page_tiles');
    const form = new FormPage(page);
    const name = uniqueName('Kafelek');

    await list.goto();
    await expect(list.table.getByRole('columnheader')).toHaveText([
      'ID',
      'Nazwa',
      'Sekcja',
      'Typ',
      'Ukryte',
      'Kolejność',
      'Akcje',
    ]);
    await list.addButton.click();
    await expect(page).toHaveURL(/\/main_page_tiles\/new$/);
    await expect(form.field('Kolejność')).toHaveValue('100');
    for (const [scale, width] of [
      ['xs', '12'],
      ['sm', '12'],
      ['md', '6'],
      ['lg', '2'],
      ['xl', '2'],
    ])
      await expect(form.form.getByLabel(scale, { exact: true })).toHaveValue(width);

    await form.save();
    await expect(form.field('Nazwa')).toHaveAccessibleDescription('Pole Wymagane');
    await expect(form.field('Adres (url)')).toHaveAccessibleDescription('Pole Wymagane');

    await form.fill({ Nazwa: name, 'Adres (url)': '/zajecia?sport=1' });
    await form.form.getByLabel('lg', { exact: true }).fill('13');
    await form.save();
    await expect(form.form.getByLabel('lg', { exact: true })).toHaveAccessibleDescription('Wartość większa od maksymalnej');
    await form.form.getByLabel('lg', { exact: true }).fill('4');
    await form.save();
    await form.toasts.expectToast('Dodano kafelek');
    await expect(page).toHaveURL(/\/main_page_tiles\/\d+$/);
    await expect(form.heading).toHaveText(name);

    const preview = page.getByRole('region', { name: 'Podgląd sekcji' });
    await expect(preview.getByTitle(`${name} — 4/12`)).toBeVisible();
    await preview.getByRole('button', { name: /^md/ }).click();
    await expect(preview.getByTitle(`${name} — 6/12`)).toBeVisible();

    const picture = page.getByRole('region', { name: 'Obrazek kafelka' });
    await picture.locator('input[type=file]').setInputFiles({ name: 'kafelek.png', mimeType: 'image/png', buffer: PNG });
    await form.toasts.expectToast('Dodano');
    await expect(picture.getByRole('img', { name: 'Obrazek kafelka' })).toHaveAttribute('src', /^\/files\/tiles\//);
    await picture.getByRole('button', { name: 'Usuń obrazek: Obrazek kafelka' }).click();
    await expect(form.confirmDialog).toContainText('Na pewno chcesz usunąć obrazek „Obrazek kafelka”?');
    await form.confirmDialog.getByRole('button', { name: 'Tak' }).click();
    await form.toasts.expectToast('Usunięto');
    await expect(picture.getByText('Brak obrazka')).toBeVisible();
    await picture.locator('input[type=file]').setInputFiles({ name: 'kafelek.png', mimeType: 'image/png', buffer: PNG });
    await expect(picture.getByRole('img', { name: 'Obrazek kafelka' })).toBeVisible();

    await form.field('Sekcja').click();
    await page.getByRole('option', { name: 'Niezalogowani 2' }).click();
    await form.field('Typ').click();
    await page.getByRole('option', { name: /Szeroki z prawej/ }).click();
    await form.save();
    await form.toasts.expectToast('Zapisano');

    await list.goto('?with_name=' + name);
    await expect(list.row(name)).toContainText('Niezalogowani 2');
    await expect(list.row(name)).toContainText('Szeroki z prawej');
    await expect(list.row(name)).toContainText('100');
    await list
      .row(name)
      .getByRole('link', { name: `Edytuj ${name}` })
      .click();

    // The picture's own 'Usuń obrazek' sits in the form too, so the record's button is matched exactly.
    await form.form.getByRole('button', { name: 'Usuń', exact: true }).click();
    await expect(form.confirmDialog).toContainText('Na pewno chcesz usunąć?');
    await form.confirmDialog.getByRole('button', { name: 'Tak' }).click();
    await form.toasts.expectToast('Usunięto');
    await expect(page).toHaveURL(/\/main_page_tiles$/);
  });
});
