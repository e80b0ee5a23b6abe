import { expect, test } from './support/fixtures';

test.describe('global search', () => {
  test('finds a player without Polish letters and with a typo, in a panel up to 400×500, and opens the user', async ({
    adminPage: page,
  }) => {
    await page.goto('/dashboard');
    const box = page.getByRole('combobox', { name: 'Szukaj' });
    const results = page.getByRole('listbox', { name: 'Wyniki wyszukiwania' });

    await box.fill('wisniewski');
    await expect(results.getByRole('option').first()).toContainText('Piotr Wiśniewski');
    const size = await results.boundingBox();
    expect(size!.width).toBeLessThanOrEqual(400);
    expect(size!.height).toBeLessThanOrEqual(500);

    await box.fill('kowalsky');
    await expect(results.getByRole('option').first()).toContainText('Jan Kowalski');

    await box.fill('zzqxjw');
    await expect(page.getByText('Brak wyników')).toBeVisible();

    await box.fill('Wiśniew');
    await results.getByRole('option', { name: /Piotr Wiśniewski/ }).click();
    await expect(page).toHaveURL(/\/users\/\d+$/);
    await expect(box).toHaveValue('');
  });
});
