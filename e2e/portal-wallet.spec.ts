import type { APIRequestContext, Page } from '@playwright/test';
import { formatPln, type PlayerWallet } from '@sportdesk/contract';
import { expect, seedSession, test } from './support/fixtures';
import { expectAccessible, expectNoSidewaysScroll, PORTAL_SIZES } from './support/portal';
import { adminCalls, seedActivity } from './support/activities';
import { signInToken } from './support/api';

/**
 * The player portal's wallet, messages and live counts: on a phone and on a desktop, against the
 * real API and the local sandbox gateway.
 */
/** A confirmed player created by the admin; returns the id and a signed-in token. */
async function newPlayer(request: APIRequestContext, adminToken: string, suffix: string) {
  const { post } = adminCalls(request, adminToken);
  const email = `portfel.${suffix}@example.pl`;
  const user = await post('/api/v2/admin/users', {
    user: {
      identifier: `W-${suffix}`,
      first_name: 'Ewa',
      last_name: `Gracz${suffix}`,
      email,
      password: 'Haslo123!',
      password_confirmation: 'Haslo123!',
    },
  });
  return { id: user.id as number, token: await signInToken(request, email, 'Haslo123!') };
}

for (const size of PORTAL_SIZES) {
  test.describe(`portal, portfel i wiadomości (${size.name})`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('the wallet shows balance, bonus with its expiry, deposit and transactions; a sandbox top-up raises the balance', async ({
      page,
      request,
      adminToken,
    }) => {
      // A player of its own whose wallet the admin filled: main account, bonus and deposit.
      const { id, token } = await newPlayer(request, adminToken, `bonus${size.width}${Date.now()}`);
      const { post } = adminCalls(request, adminToken);
      await post(`/api/v2/admin/users/${id}/balance_add`, { balance: { value: 50, comment: 'Wpłata gotówką w recepcji' } });
      await post(`/api/v2/admin/users/${id}/bonus_add`, { bonus: { value: 20, comment: 'Bonus powitalny' } });
      await post(`/api/v2/admin/users/${id}/deposit_add`, { deposit: { value: 30, comment: 'Kaucja za karnet Benefit' } });
      const read = async () =>
        (await (await request.get('/api/v2/users/current/wallet', { headers: { Authorization: `Bearer ${token}` } })).json())
          .data as PlayerWallet;
      const before = await read();
      expect(before).toMatchObject({ account_balance: 50, account_bonus_value: 20, account_deposit_value: 30 });
      await seedSession(page, token);

      await page.goto('/portal');
      await page.getByRole('navigation', { name: 'Strefa gracza' }).getByRole('link', { name: 'Portfel' }).click();
      await expect(page).toHaveURL(/\/portal\/portfel$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Portfel' })).toBeVisible();
      await expect(page.getByTestId('wallet-balance')).toHaveText(formatPln(before.account_balance));
      await expect(page.getByTestId('wallet-bonus')).toHaveText(formatPln(before.account_bonus_value));
      // No API sets a bonus expiry date (only the demo seed does): a bonus added by the admin does not expire.
      await expect(page.getByTestId('wallet-bonus-expiry')).toHaveText('Bez terminu ważności');
      await expect(page.getByTestId('wallet-deposit')).toHaveText(formatPln(before.account_deposit_value));
      const transactions = page.getByRole('list', { name: 'Transakcje' });
      await expect(transactions.getByText('Doładowanie konta bonusowego').first()).toBeVisible();
      await expect(transactions.getByText('Wpłata kaucji').first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);

      // Bad amounts are refused on the field.
      await page.getByLabel('Kwota').fill('0,5');
      await page.getByRole('button', { name: 'Doładuj' }).click();
      await expect(page.getByText('Minimalna kwota doładowania to 1 zł')).toBeVisible();

      await page.getByLabel('Kwota').fill('25,50');
      await page.getByRole('button', { name: 'Doładuj' }).click();
      await expect(page).toHaveURL(/\/portal\/bramka-testowa\/\d+\?/);
      await expect(page.getByText('Sandbox — testowa bramka płatności')).toBeVisible();
      await expect(page.getByText('25,50 zł')).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Zapłać' }).click();
      await expect(page.getByRole('heading', { name: 'Płatność przyjęta' })).toBeVisible();
      await page.getByRole('link', { name: 'Wróć do sklepu' }).click();

      await expect(page).toHaveURL(/\/portal\/portfel\?doladowanie=\d+$/);
      await expect(page.getByText('Doładowanie zostało opłacone')).toBeVisible();
      const raised = Math.round((before.account_balance + 25.5) * 100) / 100;
      await expect(page.getByTestId('wallet-balance')).toHaveText(formatPln(raised));
      const first = transactions.getByRole('listitem').first();
      await expect(first).toContainText('Doładowanie konta głównego');
      await expect(first).toContainText('+25,50 zł');
      await expect(first).toContainText('Opłacone');
      await expectNoSidewaysScroll(page);
    });

    test('the messages page shows an organiser’s message, linked to its activity', async ({ page, request, adminToken }) => {
      const suffix = `wiad${size.width}${Date.now()}`;
      const player = await newPlayer(request, adminToken, suffix);
      const activityId = await seedActivity(request, adminToken, suffix);
      const { post } = adminCalls(request, adminToken);
      await post(`/api/v2/admin/activities/${activityId}/participants`, { participant: { user_id: player.id } });
      await post(`/api/v2/admin/activities/${activityId}/messages`, {
        message: { content: `Zmiana sali: gramy w hali B (${suffix})` },
      });
      await seedSession(page, player.token);

      await page.goto('/portal');
      await page.getByRole('navigation', { name: 'Strefa gracza' }).getByRole('link', { name: 'Wiadomości' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Wiadomości' })).toBeVisible();
      const message = page.getByRole('article').filter({ hasText: suffix });
      await expect(message).toContainText(`Zmiana sali: gramy w hali B (${suffix})`);
      await expect(message).toContainText('Anna Administratorka');
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);
      await message.getByRole('link', { name: new RegExp(`Gierka ${suffix}`) }).click();
      await expect(page).toHaveURL(new RegExp(`/portal/zajecia/${activityId}$`));
      await expect(page.getByRole('heading', { level: 1, name: `Gierka ${suffix}` })).toBeVisible();
    });

    test('an open activity page shows fewer free spots and the reserve position move without a reload', async ({
      page,
      browser,
      request,
      adminToken,
    }) => {
      const suffix = `live${size.width}${Date.now()}`;
      const activityId = await seedActivity(request, adminToken, suffix, { max_players: 2, min_players: 1, reserve_list: true });
      const [booker, second, waiting, viewer] = await Promise.all(
        ['a', 'b', 'c', 'd'].map((p) => newPlayer(request, adminToken, `${suffix}${p}`)),
      );
      const { post, headers } = adminCalls(request, adminToken);
      const book = async (userId: number) =>
        (await post(`/api/v2/admin/activities/${activityId}/participants`, { participant: { user_id: userId } })).participant
          .id as number;

      // A visitor (not signed in) and a signed-in player each have the page open in a browser context of their own.
      // Each page's live socket says 'connected' once it follows the activity: a booking made before would be missed.
      const following = (p: Page) =>
        p
          .waitForEvent('websocket', (ws) => ws.url().includes('/api/v2/live/portal'))
          .then((ws) => ws.waitForEvent('framereceived', (frame) => String(frame.payload).includes('"connected"')));
      const visitorFollows = following(page);
      await page.goto(`/portal/zajecia/${activityId}`);
      const playerContext = await browser.newContext({ viewport: { width: size.width, height: size.height } });
      const playerPage = await playerContext.newPage();
      await seedSession(playerPage, viewer.token);
      const playerFollows = following(playerPage);
      await playerPage.goto(`/portal/zajecia/${activityId}`);
      await Promise.all([visitorFollows, playerFollows]);
      for (const p of [page, playerPage]) {
        await expect(p.getByTestId('spots')).toHaveText('zajęte 0 z 2');
        await p.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
      }

      const firstEntry = await book(booker.id);
      for (const p of [page, playerPage]) {
        await expect(p.getByTestId('spots')).toHaveText('zajęte 1 z 2');
        await expect(p.getByTestId('free-spots')).toHaveText('1 wolne miejsce');
      }
      await book(second.id);
      await expect(page.getByTestId('spots')).toHaveText('zajęte 2 z 2');
      await expect(page.getByTestId('free-spots')).toHaveText('Brak miejsc — lista rezerwowa');

      // Full: the next two go on the reserve list; the viewer is second and sees the position move up.
      await book(waiting.id);
      await book(viewer.id);
      await expect(page.getByTestId('reserve')).toHaveText('2 osoby na liście rezerwowej');
      await expect(playerPage.getByTestId('standing')).toHaveText('Jesteś na liście rezerwowej — pozycja 2 z 2');
      const removed = await request.delete(`/api/v2/admin/activities/${activityId}/participants/${firstEntry}?costs=false`, {
        headers,
      });
      expect(removed.ok()).toBeTruthy();
      await expect(playerPage.getByTestId('standing')).toHaveText('Jesteś na liście rezerwowej — pozycja 1 z 1');
      await expect(page.getByTestId('reserve')).toHaveText('1 osoba na liście rezerwowej');
      await expect(page.getByTestId('spots')).toHaveText('zajęte 2 z 2');

      for (const p of [page, playerPage])
        expect(await p.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
      await expectNoSidewaysScroll(playerPage);
      await expectAccessible(playerPage);
      await playerContext.close();
    });
  });
}
