import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { adminCalls } from './support/activities';
import { uniquePhone } from './support/seed';

/**
 * The player portal's account pages: registration, sign-in, recovery, a new password,
 * the player's own profile, sign-out.
 */
const SIZES = [
  { name: 'telefon', width: 360, height: 780 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const size of SIZES) {
  test.describe(`portal, konto (${size.name})`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('a new player registers with the existing rules and cannot sign in before confirming', async ({ page }) => {
      const email = `nowy.${size.width}.${Date.now()}@example.pl`;
      await page.goto('/portal/rejestracja');
      await expect(page.getByRole('heading', { level: 1, name: 'Załóż konto' })).toBeVisible();
      await page.getByRole('button', { name: 'Załóż konto' }).last().click();
      await expect(page.getByText('Pole Wymagane').first()).toBeVisible();
      await page.getByLabel('Imię').fill('Ola');
      await page.getByLabel('Nazwisko').fill('Nowa');
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Hasło', { exact: true }).fill('123');
      await page.getByLabel('Powtórz hasło').fill('124');
      await page.getByRole('button', { name: 'Załóż konto' }).last().click();
      await expect(page.getByText('Min 6 znaków')).toBeVisible();
      await page.getByLabel('Hasło', { exact: true }).fill('tajne123');
      await page.getByLabel('Powtórz hasło').fill('tajne124');
      await page.getByRole('button', { name: 'Załóż konto' }).last().click();
      await expect(page.getByText('Hasła muszą do siebie pasować')).toBeVisible();
      await page.getByLabel('Powtórz hasło').fill('tajne123');
      await expectNoSidewaysScroll(page);
      await page.getByRole('button', { name: 'Załóż konto' }).last().click();
      await expect(page.getByRole('heading', { level: 1, name: 'Sprawdź skrzynkę' })).toBeVisible();
      await expect(page.getByText('Konto zostało utworzone — sprawdź skrzynkę e-mail, aby je potwierdzić')).toBeVisible();

      // The same address again is refused on its field.
      await page.goto('/portal/rejestracja');
      await page.getByLabel('Imię').fill('Ola');
      await page.getByLabel('Nazwisko').fill('Nowa');
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Hasło', { exact: true }).fill('tajne123');
      await page.getByLabel('Powtórz hasło').fill('tajne123');
      await page.getByRole('button', { name: 'Załóż konto' }).last().click();
      await expect(page.getByText('Ten adres e-mail jest już zajęty')).toBeVisible();

      await page.goto('/portal/logowanie');
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Hasło').fill('tajne123');
      await page.getByRole('button', { name: 'Zaloguj się' }).last().click();
      await expect(page.getByText('Konto nie zostało jeszcze potwierdzone — sprawdź skrzynkę e-mail')).toBeVisible();
      await expect(page).toHaveURL(/\/portal\/logowanie$/);
    });

    test('a player signs in, sees the signed-in tiles, asks for a recovery e-mail and signs out', async ({
      page,
      request,
      adminToken,
    }) => {
      const suffix = `${size.width}${Date.now()}`;
      const email = `gracz.${suffix}@example.pl`;
      const { post } = adminCalls(request, adminToken);
      await post('/api/v2/admin/users', {
        user: {
          identifier: `P-${suffix}`,
          first_name: 'Jan',
          last_name: `Gracz${suffix}`,
          email,
          password: 'Haslo123!',
          password_confirmation: 'Haslo123!',
        },
      });
      const tile = await post('/api/v2/admin/main_page_tiles', {
        main_page_tile: { name: `Dla zalogowanych ${suffix}`, url: '/zajecia', section: 'logged_in_11', button_text: 'Zobacz' },
      });

      await page.goto('/portal');
      await expect(page.getByTestId(`tile-${tile.id}`)).toHaveCount(0);
      await page.getByRole('link', { name: 'Zaloguj się' }).click();
      await expect(page).toHaveURL(/\/portal\/logowanie$/);
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Hasło').fill('zle-haslo');
      await page.getByRole('button', { name: 'Zaloguj się' }).last().click();
      await expect(page.getByText('Niepoprawne hasło lub e-mail, spróbuj ponownie')).toBeVisible();
      await expect(page).toHaveURL(/\/portal\/logowanie$/);
      await page.getByLabel('Hasło').fill('Haslo123!');
      await page.getByRole('button', { name: 'Zaloguj się' }).last().click();
      await expect(page).toHaveURL(/\/portal$/);
      await expect(page.getByRole('button', { name: 'Wyloguj' })).toBeVisible();
      await expect(page.getByTestId(`tile-${tile.id}`)).toBeVisible();
      await expectNoSidewaysScroll(page);

      // A player opening the site root or the back office ends in the portal.
      await page.goto('/');
      await expect(page).toHaveURL(/\/portal$/);
      await page.goto('/users');
      await expect(page).toHaveURL(/\/portal$/);

      await page.getByRole('button', { name: 'Wyloguj' }).click();
      await expect(page.getByRole('link', { name: 'Zaloguj się' })).toBeVisible();
      await expect(page.getByTestId(`tile-${tile.id}`)).toHaveCount(0);

      await page.getByRole('link', { name: 'Zaloguj się' }).click();
      await page.getByRole('button', { name: 'Nie pamiętasz hasła?' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Odzyskiwanie hasła' })).toBeVisible();
      await page.getByLabel('E-mail').fill('zly-adres');
      await page.getByRole('button', { name: 'Wyślij instrukcję' }).click();
      await expect(page.getByText('Błędny email')).toBeVisible();
      await page.getByLabel('E-mail').fill(email);
      await page.getByRole('button', { name: 'Wyślij instrukcję' }).click();
      await expect(page.getByText('Na podany adres e-mail wysłano instrukcję odzyskiwania hasła')).toBeVisible();

      // The recovery e-mail links a player to the portal's own page (the outbox hides the token itself).
      const { get } = adminCalls(request, adminToken);
      const outbox = await get(`/api/v2/admin/outbox?with_recipient=${encodeURIComponent(email)}`);
      expect(outbox.rows[0].body).toMatch(/\/portal\/nowe-haslo\?token=\[ukryto\]/);
    });

    test('the new-password page checks the rules and refuses a wrong or expired link', async ({ page }) => {
      await page.goto('/portal/nowe-haslo?token=nieprawidlowy-token');
      await expect(page.getByRole('heading', { level: 1, name: 'Ustaw nowe hasło' })).toBeVisible();
      await page.getByLabel('Nowe hasło').fill('123');
      await page.getByLabel('Powtórz hasło').fill('123');
      await page.getByRole('button', { name: 'Zmień hasło' }).click();
      await expect(page.getByText('Min 6 znaków')).toBeVisible();
      await page.getByLabel('Nowe hasło').fill('tajne123');
      await page.getByLabel('Powtórz hasło').fill('tajne124');
      await page.getByRole('button', { name: 'Zmień hasło' }).click();
      await expect(page.getByText('Hasła muszą do siebie pasować')).toBeVisible();
      await page.getByLabel('Powtórz hasło').fill('tajne123');
      await page.getByRole('button', { name: 'Zmień hasło' }).click();
      await expect(page.getByText('Link do zmiany hasła jest nieprawidłowy lub wygasł')).toBeVisible();
      await expectNoSidewaysScroll(page);
      await page.getByRole('link', { name: 'Poproś o nowy link' }).click();
      await expect(page).toHaveURL(/\/portal\/logowanie$/);

      await page.goto('/portal/nowe-haslo');
      await expect(page.getByText('Link do zmiany hasła jest nieprawidłowy lub wygasł')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Zmień hasło' })).toBeDisabled();
    });

    test('a player edits their own profile; the page needs a session', async ({ page, request, adminToken }) => {
      const suffix = `${size.width}${Date.now()}`;
      const email = `profil.${suffix}@example.pl`;
      // A number of its own: the SMS code is read from the outbox by recipient.
      const phone = uniquePhone();
      const { post } = adminCalls(request, adminToken);
      await post('/api/v2/admin/users', {
        user: {
          identifier: `PR-${suffix}`,
          first_name: 'Ewa',
          last_name: `Profil${suffix}`,
          email,
          password: 'Haslo123!',
          password_confirmation: 'Haslo123!',
        },
      });
      // The account page sends a visitor to sign in, and brings them back afterwards.
      await page.goto('/portal/konto');
      await expect(page).toHaveURL(/\/portal\/logowanie\?next=%2Fportal%2Fkonto$/);
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Hasło').fill('Haslo123!');
      await page.getByRole('button', { name: 'Zaloguj się' }).last().click();
      await expect(page).toHaveURL(/\/portal\/konto$/);

      await page.goto('/portal');
      await page.getByRole('link', { name: /^(Konto|.+ — moje konto)$/ }).click();
      await expect(page).toHaveURL(/\/portal\/konto$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Moje konto' })).toBeVisible();
      await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(email);
      await expect(page.getByLabel('Imię')).toHaveValue('Ewa');
      await page.getByLabel('Miasto').fill('x'.repeat(121));
      await page.getByRole('button', { name: 'Zapisz' }).click();
      await expect(page.getByText('Za długi tekst').first()).toBeVisible();
      await page.getByLabel('Imię').fill('Ewelina');
      await page.getByLabel('Miasto').fill('Gdańsk');
      await page.getByLabel('Prefiks telefonu').fill('+48');
      await page.getByLabel('Telefon', { exact: true }).fill(phone);
      await page.getByLabel('Chcę otrzymywać newsletter').check();
      await expectNoSidewaysScroll(page);
      await page.getByRole('button', { name: 'Zapisz' }).click();
      await expect(page.getByText('Zapisano', { exact: true })).toBeVisible();
      await expect(
        page.getByRole('link', { name: size.width < 600 ? 'Konto' : 'Ewelina — moje konto', exact: true }),
      ).toBeVisible();

      await page.reload();
      await expect(page.getByLabel('Imię')).toHaveValue('Ewelina');
      await expect(page.getByLabel('Miasto')).toHaveValue('Gdańsk');
      await expect(page.getByLabel('Telefon', { exact: true })).toHaveValue(phone);
      await expect(page.getByLabel('Chcę otrzymywać newsletter')).toBeChecked();
      await expect(page.getByLabel('Ukryj moje nazwisko na listach uczestników')).not.toBeChecked();

      // The phone confirmation: the SMS code from the development outbox confirms the saved number.
      await page.getByRole('button', { name: 'Potwierdź', exact: true }).click();
      await expect(page.getByText('Pole Wymagane')).toBeVisible();
      await page.getByRole('button', { name: 'Wyślij kod SMS' }).click();
      await expect(page.getByText('Wysłano kod SMS')).toBeVisible();
      await page.getByLabel('Kod z SMS').fill('000000x');
      await page.getByRole('button', { name: 'Potwierdź', exact: true }).click();
      await expect(page.getByText('Niepoprawny kod SMS')).toBeVisible();
      const { get } = adminCalls(request, adminToken);
      const sms = await get(`/api/v2/admin/outbox?with_channel=sms&with_recipient=${encodeURIComponent(`+48${phone}`)}`);
      const code = /(\d{4,})\s*$/.exec(sms.rows[0].body)![1];
      await page.getByLabel('Kod z SMS').fill(code);
      await expectNoSidewaysScroll(page);
      await page.getByRole('button', { name: 'Potwierdź', exact: true }).click();
      await expect(page.getByText('Numer telefonu został potwierdzony')).toBeVisible();
      await page.reload();
      await expect(page.getByText('Numer telefonu został potwierdzony')).toBeVisible();
    });
  });
}
