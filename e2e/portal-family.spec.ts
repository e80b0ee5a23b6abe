import type { Page } from '@playwright/test';
import { expect, seedSession, test } from './support/fixtures';
import { adminCalls } from './support/activities';
import { signInToken } from './support/api';
import { PORTAL_SIZES, expectAccessible, expectNoSidewaysScroll } from './support/portal';

/**
 * The player portal's family and cards pages: children accounts managed by the parent
 * (`/portal/konto/dzieci`) and the sport-card numbers (`/portal/konto/karty`), on a phone and a desktop.
 */

/** A player created by the admin with the given roles and limits, signed in inside `page`. */
async function signedInPlayer(page: Page, request: Parameters<typeof adminCalls>[0], adminToken: string, user: object) {
  const suffix = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `rodzic.${suffix}@example.pl`;
  const { post, get } = adminCalls(request, adminToken);
  const roles: { rows: { id: number; name: string }[] } = await get('/api/v2/admin/roles?limit=1000');
  const roleId = (name: string) => roles.rows.find((r) => r.name === name)!.id;
  await post('/api/v2/admin/users', {
    user: {
      identifier: `R-${suffix}`,
      first_name: 'Marta',
      last_name: `Rodzic${suffix}`,
      email,
      password: 'Haslo123!',
      password_confirmation: 'Haslo123!',
      role_ids: [roleId('user_role_activity_registration'), roleId('user_role_cards_edit')],
      ...user,
    },
  });
  const token = await signInToken(request, email, 'Haslo123!');
  await seedSession(page, token);
  return { suffix, token };
}

for (const size of PORTAL_SIZES) {
  test.describe(`portal, rodzina i karty (${size.name})`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('a parent adds a child, edits it and is told when over the limit', async ({ page, request, adminToken }) => {
      const { token } = await signedInPlayer(page, request, adminToken, { limits: { l_child_account_count: 1 } });
      await page.goto('/portal/konto');
      await page.getByRole('navigation', { name: 'Moje konto' }).getByRole('link', { name: 'Dzieci' }).click();
      await expect(page).toHaveURL(/\/portal\/konto\/dzieci$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Konta dzieci' })).toBeVisible();
      await expect(page.getByText('Nie masz jeszcze dodanych kont dzieci.')).toBeVisible();

      // The contract's rules before anything is sent.
      await page.getByRole('button', { name: 'Dodaj dziecko' }).click();
      const form = page.getByRole('form', { name: 'Nowe dziecko' });
      await form.getByRole('button', { name: 'Dodaj dziecko' }).click();
      await expect(form.getByText('Pole Wymagane')).toHaveCount(2);
      await expect(form.getByText('Zaakceptuj zasady dotyczące kont dzieci')).toBeVisible();
      await form.getByLabel('Imię dziecka').fill('Staś');
      await form.getByLabel('Nazwisko dziecka').fill('Kos');
      await form.getByLabel('Data urodzenia').fill('2099-01-01');
      await form.getByRole('checkbox').check();
      await form.getByRole('button', { name: 'Dodaj dziecko' }).click();
      await expect(form.getByText('Data urodzenia nie może być z przyszłości')).toBeVisible();
      await form.getByLabel('Data urodzenia').fill('2016-04-02');
      await form.getByLabel('Płeć').click();
      await page.getByRole('option', { name: 'Chłopiec' }).click();
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);
      await form.getByRole('button', { name: 'Dodaj dziecko' }).click();
      await expect(page.getByText('Dodano konto dziecka')).toBeVisible();
      const list = page.getByRole('list', { name: 'Twoje dzieci' });
      await expect(list.getByRole('heading', { name: 'Staś Kos' })).toBeVisible();
      await expect(list.getByText('ur. 02.04.2016 · Chłopiec')).toBeVisible();

      // Edit.
      await page.getByRole('button', { name: 'Edytuj: Staś Kos' }).click();
      const edit = page.getByRole('form', { name: 'Edycja: Staś Kos' });
      await edit.getByLabel('Imię dziecka').fill('Stanisław');
      await edit.getByRole('button', { name: 'Zapisz' }).click();
      await expect(page.getByText('Zapisano', { exact: true })).toBeVisible();
      await expect(list.getByRole('heading', { name: 'Stanisław Kos' })).toBeVisible();
      await page.reload();
      await expect(
        page.getByRole('list', { name: 'Twoje dzieci' }).getByRole('heading', { name: 'Stanisław Kos' }),
      ).toBeVisible();

      // At the limit (1 for this parent): the page says so instead of offering the form.
      await expect(page.getByText('Na swoim koncie możesz mieć do 1 konta dzieci.')).toBeVisible();
      await expect(
        page.getByText('Osiągnięto limit kont dzieci na Twoim koncie. Usuń jedno z kont, aby dodać kolejne.'),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Dodaj dziecko' })).toHaveCount(0);
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);

      // Removal after a confirmation.
      await page.getByRole('button', { name: 'Usuń: Stanisław Kos' }).click();
      const dialog = page.getByRole('dialog', { name: 'Usunąć konto dziecka?' });
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Usuń' }).click();
      await expect(page.getByText('Usunięto konto dziecka')).toBeVisible();
      await expect(page.getByText('Nie masz jeszcze dodanych kont dzieci.')).toBeVisible();

      // A child added meanwhile on another device fills the place: the open form shows the API's refusal in the
      // player's words and nothing is added twice.
      await page.getByRole('button', { name: 'Dodaj dziecko' }).click();
      const second = page.getByRole('form', { name: 'Nowe dziecko' });
      await second.getByLabel('Imię dziecka').fill('Ola');
      await second.getByLabel('Nazwisko dziecka').fill('Kos');
      await second.getByRole('checkbox').check();
      const elsewhere = await request.post('/api/v2/users/current/children', {
        headers: { Authorization: `Bearer ${token}` },
        data: { user: { first_name: 'Jaś', last_name: 'Kos', child_policy_accepted: true } },
      });
      expect(elsewhere.status()).toBe(201);
      await second.getByRole('button', { name: 'Dodaj dziecko' }).click();
      await expect(second.getByText('Osiągnięto limit kont dzieci na Twoim koncie')).toBeVisible();
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Twoje dzieci (1)' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Twoje dzieci' }).getByRole('heading', { name: 'Jaś Kos' })).toBeVisible();
    });

    test('a player saves a Benefit card and sees it active; a blocked FitProfit type is refused', async ({
      page,
      request,
      adminToken,
    }) => {
      const { suffix } = await signedInPlayer(page, request, adminToken, {});
      await page.goto('/portal/konto');
      await page.getByRole('navigation', { name: 'Moje konto' }).getByRole('link', { name: 'Karty sportowe' }).click();
      await expect(page).toHaveURL(/\/portal\/konto\/karty$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Karty sportowe' })).toBeVisible();
      const benefit = page.getByRole('region', { name: 'Karta Benefit' });
      await expect(benefit.getByTestId('benefit-status')).toHaveText('Karta Benefit: nieaktywna');

      await benefit.getByRole('button', { name: 'Zapisz kartę' }).click();
      await expect(benefit.getByText('Pole Wymagane')).toHaveCount(3);
      const number = `5${suffix}`.slice(0, 12);
      await benefit.getByLabel('Numer karty Benefit').fill(number);
      await benefit.getByLabel('Pierwsza linia na karcie').fill('MARTA');
      await benefit.getByLabel('Druga linia na karcie').fill('RODZIC');
      await benefit.getByRole('button', { name: 'Zapisz kartę' }).click();
      await expect(benefit.getByText('Zapisano kartę. Karta aktywna')).toBeVisible();
      await expect(benefit.getByTestId('benefit-status')).toHaveText('Karta Benefit: aktywna');
      await page.reload();
      await expect(page.getByLabel('Numer karty Benefit')).toHaveValue(number);
      await expect(page.getByTestId('benefit-status')).toHaveText('Karta Benefit: aktywna');

      const fitprofit = page.getByRole('region', { name: 'Karta FitProfit / Medicover' });
      await fitprofit.getByLabel('Numer karty FitProfit / Medicover').fill('7773');
      await fitprofit.getByRole('button', { name: 'Zapisz kartę' }).click();
      await expect(fitprofit.getByText('Karta typu „FS Dziecko” nie uprawnia do udziału w zajęciach')).toBeVisible();
      await expect(fitprofit.getByTestId('fitprofit-status')).toContainText('Karta FitProfit: nieaktywna');
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);
    });

    test('without the cards role the cards are read-only and say why', async ({ page, request, adminToken }) => {
      const { get } = adminCalls(request, adminToken);
      const roles: { rows: { id: number; name: string }[] } = await get('/api/v2/admin/roles?limit=1000');
      await signedInPlayer(page, request, adminToken, {
        role_ids: [roles.rows.find((r) => r.name === 'user_role_activity_registration')!.id],
        benefit_id: '123987',
      });
      await page.goto('/portal/konto/karty');
      await expect(page.getByText('Twoje konto nie ma uprawnienia do edycji kart Benefit i FitProfit')).toBeVisible();
      await expect(page.getByLabel('Numer karty Benefit')).toHaveValue('123987');
      await expect(page.getByLabel('Numer karty Benefit')).toHaveAttribute('readonly', '');
      await expect(page.getByRole('button', { name: 'Zapisz kartę' })).toHaveCount(0);
      await expectAccessible(page);
    });
  });
}
