import { expect, test } from './support/fixtures';
import { createUser, letterTag } from './support/seed';

test.describe('global search', () => {
  test('finds a player without Polish letters and with a typo, in a panel up to 400×500, and opens the user', async ({
    adminPage: page,
    request,
    adminToken,
  }) => {
    // Players of its own: `tag` makes each surname one word no other test or run has.
    const tag = letterTag();
    const piotr = await createUser(request, adminToken, { first_name: 'Piotr', last_name: `Wiśniewski${tag}` });
    const jan = await createUser(request, adminToken, { first_name: 'Jan', last_name: `Kowalski${tag}` });
    await page.goto('/dashboard');
    const box = page.getByRole('combobox', { name: 'Szukaj' });
    const results = page.getByRole('listbox', { name: 'Wyniki wyszukiwania' });

    await box.fill(`wisniewski${tag}`);
    await expect(results.getByRole('option').first()).toContainText(piotr.label);
    const size = await results.boundingBox();
    expect(size!.width).toBeLessThanOrEqual(400);
    expect(size!.height).toBeLessThanOrEqual(500);

    await box.fill(`kowalsky${tag}`);
    await expect(results.getByRole('option').first()).toContainText(jan.label);

    await box.fill('zzqxjw');
    await expect(page.getByText('Brak wyników')).toBeVisible();

    await box.fill(`Wiśniewski${tag.slice(0, 4)}`);
    await results.getByRole('option', { name: new RegExp(piotr.label) }).click();
    await expect(page).toHaveURL(new RegExp(`/users/${piotr.id}$`));
    await expect(box).toHaveValue('');
  });
});
