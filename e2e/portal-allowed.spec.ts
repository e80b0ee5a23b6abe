import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { adminCalls, seedActivity } from './support/activities';
import { blockingViolations } from './support/axe';
import { expectNoSidewaysScroll, PORTAL_SIZES } from './support/portal';
import { waitForScreen } from './support/screens';

/**
 * "Kto może mnie zapisywać" (docs/decisions.md "Allowed to register: a friend signs you up"): player A lets B sign
 * them up; B puts A in the basket through "Dla kogo" and pays; the entry is A's in A's "Moje zapisy".
 */
const PASSWORD = 'Haslo123!';

async function expectAccessible(page: Page, label: string) {
  await waitForScreen(page);
  expect.soft(await blockingViolations(page), label).toEqual([]);
  await expectNoSidewaysScroll(page);
}

async function signIn(page: Page, email: string) {
  await page.goto('/portal/logowanie');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Hasło').fill(PASSWORD);
  await page.getByRole('button', { name: 'Zaloguj się' }).last().click();
  await expect(page).toHaveURL(/\/portal$/);
}

for (const size of PORTAL_SIZES) {
  test.describe(`portal, kto może mnie zapisywać (${size.name})`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('A allows B; B books A and pays; A sees the entry in Moje zapisy', async ({
      page,
      browser,
      baseURL,
      request,
      adminToken,
    }) => {
      test.setTimeout(180_000);
      const suffix = `poz${size.width}${Date.now()}`;
      const { post, get } = adminCalls(request, adminToken);
      const activityId = await seedActivity(request, adminToken, suffix, { pay_by_prepaid: true });
      const player = async (first: string, slug: string) => {
        const email = `${slug}.${suffix}@example.pl`;
        const user = await post('/api/v2/admin/users', {
          user: {
            identifier: `E2E-${first}-${suffix}`,
            first_name: first,
            last_name: `Znajomy${suffix}`,
            email,
            phone: '600700800',
            password: PASSWORD,
            password_confirmation: PASSWORD,
          },
        });
        return { id: user.id as number, email, label: `${first} Znajomy${suffix}` };
      };
      const a = await player('Aleksandra', 'ola');
      const b = await player('Bogumił', 'bogumil');
      await post(`/api/v2/admin/users/${b.id}/balance_add`, { balance: { value: 20 } });

      // A finds B by name and adds them.
      await signIn(page, a.email);
      await page.goto('/portal/konto');
      await page.getByRole('navigation', { name: 'Moje konto' }).getByRole('link', { name: 'Kto może mnie zapisywać' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Kto może mnie zapisywać' })).toBeVisible();
      const searchBox = page.getByRole('combobox', { name: 'Imię i nazwisko gracza' });
      await searchBox.fill('Bo');
      await expect(page.getByText('Wpisz co najmniej 3 znaki')).toBeVisible();
      await searchBox.fill(`Bogumił Znajomy${suffix}`);
      await page.getByRole('option', { name: b.label }).click();
      await page.getByRole('button', { name: 'Dodaj', exact: true }).click();
      await expect(page.getByRole('status')).toContainText('Dodano osobę, która może Cię zapisywać');
      const allowed = page.getByRole('list', { name: 'Mogą mnie zapisywać' });
      await expect(allowed.getByRole('listitem')).toHaveText([`${b.label}Usuń`]);
      await expectAccessible(page, `allowed page (A) @${size.width}`);

      // B sees A among the people B may sign up, and books A through "Dla kogo".
      const other = await browser.newContext({ baseURL, viewport: { width: size.width, height: size.height }, locale: 'pl-PL' });
      const second = await other.newPage();
      await signIn(second, b.email);
      await second.goto('/portal/konto/zapisywanie');
      await expect(second.getByRole('list', { name: 'Mogę zapisywać' }).getByRole('listitem')).toHaveText([a.label]);
      await expectAccessible(second, `allowed page (B) @${size.width}`);
      await second.goto(`/portal/zajecia/${activityId}`);
      await second.getByRole('combobox', { name: 'Dla kogo' }).click();
      await second.getByRole('option', { name: a.label }).click();
      await second.getByRole('button', { name: 'Dodaj do koszyka' }).click();
      await expect(second).toHaveURL(/\/portal\/koszyk$/);
      const item = second.getByRole('article', { name: `Gierka ${suffix}` });
      await expect(item).toContainText(`Uczestnik: ${a.label}`);
      await expectAccessible(second, `basket for a friend @${size.width}`);
      await second.getByLabel('Akceptuję regulamin i zasady rezygnacji z zajęć').check();
      await second.getByRole('button', { name: /^Zamawiam/ }).click();
      await expect(second).toHaveURL(/\/portal\/zapisy\?transaction_id=\d+$/);
      // B paid from B's main account; A's is untouched.
      expect((await get(`/api/v2/admin/users/${b.id}`)).account_balance).toBe(0);
      expect((await get(`/api/v2/admin/users/${a.id}`)).account_balance).toBe(0);
      await other.close();

      // The entry is A's: it is in A's "Moje zapisy".
      await page.goto('/portal/zapisy');
      const booking = page.getByRole('article', { name: `Gierka ${suffix}` });
      await expect(booking.getByText('Zapisany', { exact: true })).toBeVisible();
      await expect(booking).toContainText('Uczestnik: Ty');

      // A withdraws it: B is gone from A's list.
      await page.goto('/portal/konto/zapisywanie');
      await allowed.getByRole('button', { name: `Usuń: ${b.label}` }).click();
      await expect(page.getByText('Nikt jeszcze nie może Cię zapisywać.')).toBeVisible();
    });
  });
}
