import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { adminCalls, seedActivity } from './support/activities';
import { blockingViolations } from './support/axe';
import { expectNoSidewaysScroll, PORTAL_SIZES } from './support/portal';
import { waitForScreen } from './support/screens';
import { MoneyApi } from './support/money';

/**
 * The player portal's booking: search, basket with its problems and a promo code, checkout through the
 * sandbox gateway back to "Moje zapisy", resignation with the refund, and a reserve-list player moving up.
 */
const PASSWORD = 'Haslo123!';

async function expectAccessible(page: Page, label: string) {
  await waitForScreen(page);
  expect.soft(await blockingViolations(page), label).toEqual([]);
  await expectNoSidewaysScroll(page);
}

/** A complete, confirmed player account made by the admin API (the outbox hides confirmation tokens). */
async function createPlayer(post: ReturnType<typeof adminCalls>['post'], name: string, suffix: string) {
  const email = `${name.toLowerCase()}.${suffix}@example.pl`;
  const user = await post('/api/v2/admin/users', {
    user: {
      identifier: `E2E-${name}-${suffix}`,
      first_name: name,
      last_name: `Gracz${suffix}`,
      email,
      phone: '600700800',
      password: PASSWORD,
      password_confirmation: PASSWORD,
    },
  });
  return { id: user.id as number, email };
}

/** A new player as one signs up: the registration form, then the confirmation link from the e-mail (dev mailbox). */
async function registerAndConfirm(page: Page, request: APIRequestContext, name: string, suffix: string) {
  const email = `${name.toLowerCase()}.${suffix}@example.pl`;
  await page.goto('/portal/rejestracja');
  await page.getByLabel('Imię').fill(name);
  await page.getByLabel('Nazwisko').fill(`Gracz${suffix}`);
  await page.getByLabel('E-mail').fill(email);
  // Booking needs a phone number (the basket says so otherwise); registration lets the player give it at once.
  await page.getByLabel('Telefon (opcjonalnie)').fill('600700800');
  await page.getByLabel('Hasło', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Powtórz hasło').fill(PASSWORD);
  await page.getByRole('button', { name: 'Załóż konto' }).last().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sprawdź skrzynkę' })).toBeVisible();
  const mailbox = await request.get(`/api/v2/dev/mailbox?recipient=${encodeURIComponent(email)}`);
  expect(mailbox.ok()).toBe(true);
  const [mail] = (await mailbox.json()).data.rows as { body: string }[];
  const link = /https?:\/\/\S+\/users\/confirmation\?confirmation_token=[^\s&]+/.exec(mail.body)?.[0];
  expect(link, mail.body).toBeDefined();
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  // The server redirects to the sign-in page with the notice in the query; the app shows it and drops the query.
  await expect(page.getByText('Konto zostało potwierdzone')).toBeVisible();
  await expect(page).toHaveURL(/\/portal\/logowanie$/);
  return { email };
}

async function signIn(page: Page, email: string) {
  await page.goto('/portal/logowanie');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Hasło').fill(PASSWORD);
  await page.getByRole('button', { name: 'Zaloguj się' }).last().click();
  await expect(page).toHaveURL(/\/portal$/);
}

for (const size of PORTAL_SIZES) {
  test.describe(`portal, zapisy (${size.name})`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('a player finds an activity, pays through the sandbox gateway and resigns with a refund; the reserve-list player moves up', async ({
      page,
      browser,
      baseURL,
      request,
      adminToken,
    }) => {
      test.setTimeout(240_000);
      const suffix = `zap${size.width}${Date.now()}`;
      const { post } = adminCalls(request, adminToken);
      const activityId = await seedActivity(request, adminToken, suffix, {
        max_players: 1,
        min_players: 1,
        reserve_list: true,
        pay_by_online_transfer: true,
        pay_by_prepaid: true,
      });
      const anna = await registerAndConfirm(page, request, 'Anna', suffix);
      const bartek = await createPlayer(post, 'Bartek', suffix);
      // The reserve place is paid from the main account on promotion.
      await post(`/api/v2/admin/users/${bartek.id}/balance_add`, { balance: { value: 20 } });
      // A 5 zł promo code for Anna's order.
      const [code] = await new MoneyApi(request, adminToken).createCodes(`ZAP${size.width}`);

      // Anna, registered and confirmed a moment ago, finds the activity by its sport.
      await signIn(page, anna.email);
      await page.goto('/portal/zajecia');
      await expect(page.getByRole('heading', { level: 1, name: 'Zajęcia' })).toBeVisible();
      if (size.width < 900) await page.getByRole('button', { name: /^Filtry/ }).click();
      const filters = page.getByRole('search', { name: 'Filtry zajęć' });
      await filters.getByRole('combobox', { name: 'Dyscyplina' }).click();
      await page.getByRole('option', { name: `Dyscyplina ${suffix}` }).click();
      await expect(page).toHaveURL(/sport_id=/);
      await page.getByTestId(`activity-${activityId}`).getByRole('link').first().click();
      await expect(page.getByRole('heading', { level: 1, name: `Gierka ${suffix}` })).toBeVisible();
      await expectAccessible(page, `activity page (signed in) @${size.width}`);

      // The basket: the item, a wrong promo code in the spec's words, then checkout with the terms.
      await page.getByRole('button', { name: 'Dodaj do koszyka' }).click();
      await expect(page).toHaveURL(/\/portal\/koszyk$/);
      await expect(page.getByRole('link', { name: 'Koszyk, 1 pozycja' })).toBeVisible();
      const item = page.getByRole('article', { name: `Gierka ${suffix}` });
      await expect(item.getByRole('combobox', { name: 'Metoda płatności' })).toHaveText('Przelew online');
      await expect(item).toContainText(`Uczestnik: Anna Gracz${suffix}`);
      await item.getByLabel('Kod rabatowy').fill('ZLYKOD');
      await item.getByRole('button', { name: 'Zastosuj' }).click();
      await expect(item.getByText('Kod jest błędny lub nieaktywny')).toBeVisible();
      await page.getByLabel('Akceptuję regulamin i zasady rezygnacji z zajęć').check();
      await expect(page.getByRole('button', { name: 'Zamawiam i płacę 20,00 zł' })).toBeDisabled();
      await expectAccessible(page, `basket with a problem @${size.width}`);
      await item.getByLabel('Kod rabatowy').fill(code.code);
      await item.getByRole('button', { name: 'Zastosuj' }).click();
      await expect(item.getByText(`Kod ${code.code} został zastosowany.`)).toBeVisible();
      await expect(item.getByText('Kod jest błędny lub nieaktywny')).toHaveCount(0);
      await expect(page.getByTestId('basket-total')).toHaveText('15,00 zł');
      await page.getByRole('button', { name: 'Zamawiam i płacę 15,00 zł' }).click();

      // The sandbox gateway, then back to "Moje zapisy".
      await expect(page).toHaveURL(/\/portal\/bramka-testowa\/\d+(\?|$)/);
      await page.getByRole('button', { name: 'Zapłać' }).click();
      await expect(page.getByRole('heading', { name: 'Płatność przyjęta' })).toBeVisible();
      await page.getByRole('link', { name: 'Wróć do sklepu' }).click();
      await expect(page).toHaveURL(/\/portal\/zapisy\?transaction_id=\d+$/);
      await expect(page.getByText(/opłacone — jesteś zapisany/)).toBeVisible();
      const annaBooking = page.getByRole('article', { name: `Gierka ${suffix}` });
      await expect(annaBooking.getByText('Zapisany', { exact: true })).toBeVisible();
      await expect(annaBooking).toContainText('Płatność: Przelew online');
      await expect(page.getByRole('link', { name: 'Koszyk', exact: true })).toBeVisible();
      await expectAccessible(page, `my bookings @${size.width}`);

      // Bartek hits the full activity and joins the reserve list.
      const other = await browser.newContext({ baseURL, viewport: { width: size.width, height: size.height }, locale: 'pl-PL' });
      const second = await other.newPage();
      await signIn(second, bartek.email);
      await second.goto(`/portal/zajecia/${activityId}`);
      await expect(second.getByText(/Brak wolnych miejsc\. Zapisz się na listę rezerwową/)).toBeVisible();
      await second.getByRole('button', { name: 'Zapisz na listę rezerwową' }).click();
      await expect(second.getByText('Dodano do listy rezerwowej — pozycja 1.')).toBeVisible();
      await second.getByRole('link', { name: 'Moje zapisy' }).last().click();
      const bartekBooking = second.getByRole('article', { name: `Gierka ${suffix}` });
      await expect(bartekBooking.getByText('Lista rezerwowa — pozycja 1')).toBeVisible();
      await expectAccessible(second, `my bookings, reserve list @${size.width}`);

      // Anna resigns: the online payment comes back to her main account.
      await page.goto('/portal/zapisy');
      await annaBooking.getByRole('button', { name: /^Zrezygnuj/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Rezygnacja z zajęć' });
      await expect(dialog).toContainText('Zwrot 15,00 zł na konto główne.');
      await dialog.getByRole('button', { name: 'Zrezygnuj' }).click();
      await expect(page.getByTestId('resign-result')).toHaveText(
        'Zrezygnowano z zajęć. Zwrócono 15,00 zł. Saldo konta głównego: 15,00 zł.',
      );
      await expect(annaBooking).toHaveCount(0);
      await expect(page.getByText('Nie masz zapisów na nadchodzące zajęcia.')).toBeVisible();

      // Bartek moved up from the reserve list (charged from his main account): his open page follows without a reload.
      await expect(bartekBooking.getByText('Zapisany', { exact: true })).toBeVisible();
      await expect(bartekBooking).toContainText('Płatność: Konto główne (prepaid)');
      await second.getByRole('tab', { name: 'Minione' }).click();
      await expect(second.getByText('Nie masz jeszcze minionych zajęć.')).toBeVisible();
      await other.close();
    });
  });
}

test.describe('portal, zapisy: bez opłaty', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a free activity checks out straight to Moje zapisy; booking it again shows the problem in the basket', async ({
    page,
    request,
    adminToken,
  }) => {
    const suffix = `zero${Date.now()}`;
    const { post } = adminCalls(request, adminToken);
    const activityId = await seedActivity(request, adminToken, suffix, { price: 0, pay_by_online_transfer: true, min_age: 0 });
    const { id, email } = await createPlayer(post, 'Cezary', suffix);
    // A visitor is asked to sign in first.
    await page.goto(`/portal/zajecia/${activityId}`);
    await expect(page.getByText('Zaloguj się, aby zapisać się na zajęcia.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Dodaj do koszyka' })).toHaveCount(0);
    // Signing in from the activity brings the player back to it.
    await page.getByRole('main').getByRole('link', { name: 'Zaloguj się' }).click();
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Hasło').fill(PASSWORD);
    await page.getByRole('button', { name: 'Zaloguj się' }).last().click();
    await expect(page).toHaveURL(new RegExp(`/portal/zajecia/${activityId}$`));
    await page.getByRole('button', { name: 'Dodaj do koszyka' }).click();
    await expect(page).toHaveURL(/\/portal\/koszyk$/);
    await expect(page.getByTestId('basket-total')).toHaveText('0,00 zł');
    await page.getByLabel('Akceptuję regulamin i zasady rezygnacji z zajęć').check();
    await page.getByRole('button', { name: 'Zamawiam', exact: true }).click();
    await expect(page).toHaveURL(/\/portal\/zapisy\?transaction_id=\d+$/);
    const booking = page.getByRole('article', { name: `Gierka ${suffix}` });
    await expect(booking.getByText('Zapisany', { exact: true })).toBeVisible();

    // Booked already: the basket says so in the rules' words, and the item can be removed.
    await page.goto(`/portal/zajecia/${activityId}`);
    await page.getByRole('button', { name: 'Dodaj do koszyka' }).click();
    const item = page.getByRole('article', { name: `Gierka ${suffix}` });
    await expect(item.getByText('Ta osoba jest już zapisana na te zajęcia')).toBeVisible();
    await page.goto(`/portal/zajecia/${activityId}`);
    await expect(page.getByText(`W koszyku: Cezary Gracz${suffix}`)).toBeVisible();
    await page.getByRole('link', { name: 'Koszyk, 1 pozycja' }).click();
    await item.getByRole('button', { name: /^Usuń/ }).click();
    await expect(page.getByText('Koszyk jest pusty.')).toBeVisible();

    // Nothing was paid, so nothing comes back.
    await page.goto('/portal/zapisy');
    await booking.getByRole('button', { name: /^Zrezygnuj/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Rezygnacja z zajęć' });
    await expect(dialog).toContainText('Bez zwrotu');
    await dialog.getByRole('button', { name: 'Zrezygnuj' }).click();
    await expect(page.getByTestId('resign-result')).toHaveText(
      'Zrezygnowano z zajęć. Bez zwrotu pieniędzy. Saldo konta głównego: 0,00 zł.',
    );

    // Cezary books for his daughter through "Dla kogo"; Moje zapisy names her as the participant.
    await post(`/api/v2/admin/users/${id}/children`, {
      user: { first_name: 'Zosia', last_name: `Gracz${suffix}`, birth_date: '2016-04-02', gender: 'female' },
    });
    await page.goto(`/portal/zajecia/${activityId}`);
    await page.getByRole('combobox', { name: 'Dla kogo' }).click();
    await page.getByRole('option', { name: `Zosia Gracz${suffix}` }).click();
    await page.getByRole('button', { name: 'Dodaj do koszyka' }).click();
    await expect(page).toHaveURL(/\/portal\/koszyk$/);
    await expect(page.getByRole('article', { name: `Gierka ${suffix}` })).toContainText(`Uczestnik: Zosia Gracz${suffix}`);
    await page.getByLabel('Akceptuję regulamin i zasady rezygnacji z zajęć').check();
    await page.getByRole('button', { name: 'Zamawiam', exact: true }).click();
    await expect(page).toHaveURL(/\/portal\/zapisy\?transaction_id=\d+$/);
    const childBooking = page.getByRole('article', { name: `Gierka ${suffix}` });
    await expect(childBooking).toContainText(`Uczestnik: Zosia Gracz${suffix}`);
    await expect(childBooking.getByText('Zapisany', { exact: true })).toBeVisible();
  });
});
