import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { adminCalls, seedActivity, warsawDate } from './support/activities';
import { expectNoSidewaysScroll, PORTAL_SIZES as SIZES } from './support/portal';

/** The document's entry script (index.html's or public.html's). */
const entryScripts = (page: Page) =>
  page.locator('script[type="module"][src]').evaluateAll((els) => els.map((el) => el.getAttribute('src')));

/** The player portal without signing in, on a phone and on a desktop. */

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Mondays between this week (Warsaw) and the week of `date`. */
function weeksAhead(date: string) {
  const monday = (d: string) => {
    const t = Date.parse(`${d}T00:00:00Z`);
    return t - ((new Date(t).getUTCDay() + 6) % 7) * 86_400_000;
  };
  return Math.round((monday(date) - monday(warsawDate(0))) / (7 * 86_400_000));
}

for (const size of SIZES) {
  test.describe(`portal, publicznie (${size.name})`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('a visitor at / reaches the portal home; its tiles keep their order and lead to the filtered search', async ({
      page,
      request,
      adminToken,
    }) => {
      const suffix = `kaf${size.width}${Date.now()}`;
      const activityId = await seedActivity(request, adminToken, suffix);
      const { post } = adminCalls(request, adminToken);
      const sportName = `Dyscyplina ${suffix}`;
      const second = await post('/api/v2/admin/main_page_tiles', {
        main_page_tile: {
          name: `Drugi ${suffix}`,
          url: '/s/faq',
          section: 'not_logged_in_6',
          order_value: 20,
          button_text: 'Czytaj',
        },
      });
      const first = await post('/api/v2/admin/main_page_tiles', {
        main_page_tile: {
          name: `Pierwszy ${suffix}`,
          url: `/zajecia?sport=${slugOf(sportName)}`,
          section: 'not_logged_in_6',
          order_value: 10,
          button_text: 'Zobacz terminy',
          md: 6,
          lg: 6,
          xl: 6,
        },
      });
      const hidden = await post('/api/v2/admin/main_page_tiles', {
        main_page_tile: { name: `Ukryty ${suffix}`, url: '/x', section: 'not_logged_in_6', hidden: true },
      });

      await page.goto('/');
      await expect(page).toHaveURL(/\/portal$/);
      await expect(page).toHaveTitle(/Zajęcia sportowe — SportDesk/);
      // `/` and `/portal…` are the public document, with its own lighter bundle (public.html).
      expect(await entryScripts(page)).toEqual([expect.stringMatching(/^\/assets\/public-[\w-]+\.js$/)]);
      const section = page.locator('[data-section="not_logged_in_6"]');
      // The tiles arrive after the document: read their order once the new ones are on screen.
      await expect(section.getByTestId(`tile-${second.id}`)).toBeVisible();
      const order = await section.locator('article').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
      expect(order.indexOf(`tile-${first.id}`)).toBeLessThan(order.indexOf(`tile-${second.id}`));
      expect(order).not.toContain(`tile-${hidden.id}`);
      await expect(page.getByTestId(`tile-${second.id}`).getByRole('link', { name: /Czytaj/ })).toHaveAttribute('href', '/s/faq');
      await expectNoSidewaysScroll(page);

      await page
        .getByTestId(`tile-${first.id}`)
        .getByRole('link', { name: /Zobacz terminy/ })
        .click();
      await expect(page).toHaveURL(/\/portal\/zajecia\?sport_id=\d+/);
      await expect(page.getByTestId(`activity-${activityId}`)).toBeVisible();
      await expect(page.getByText('Znaleziono zajęć: 1')).toBeVisible();
    });

    test('the search filters, the week calendar and the activity page; a hidden activity stays out before its reveal', async ({
      page,
      request,
      adminToken,
    }) => {
      test.setTimeout(120_000);
      const suffix = `szuk${size.width}${Date.now()}`;
      const date = warsawDate(8);
      const activityId = await seedActivity(
        request,
        adminToken,
        suffix,
        {
          price: 42,
          max_players: 10,
          reserved_spots: 3,
          lv: 'beginners',
          gender: 'females',
          min_age: 16,
          max_age: 45,
          reserve_list: true,
          description: 'Gramy na miękkiej piłce',
        },
        date,
      );
      const { get, post, headers } = adminCalls(request, adminToken);
      const activity = await get(`/api/v2/admin/activities/${activityId}`);
      // A hidden twin at the same place and time, revealed only in an hour.
      const hiddenQueued = await post('/api/v2/admin/activities', {
        activity: {
          name: `Ukryte ${suffix}`,
          sport_id: activity.sport_id,
          localization_id: activity.localization_id,
          location_object_id: activity.location_object_id,
          publish_date: new Date().toISOString(),
          start_at: '20:00',
          stop_at: '21:00',
          max_players: 10,
          min_players: 2,
          price: 10,
          date_from: date,
          date_to: date,
          days: [0, 1, 2, 3, 4, 5, 6],
          hidden: true,
          change_to_public_at: new Date(Date.now() + 3_600_000).toISOString(),
        },
      });
      let hiddenId: number | undefined;
      for (let i = 0; i < 60 && !hiddenId; i++) {
        const job = await get(`/api/v2/admin/async_jobs/${hiddenQueued.async_job_id}`);
        hiddenId = (job.info_box?.added_ids as number[] | undefined)?.[0];
        if (!hiddenId) await page.waitForTimeout(500);
      }
      expect(hiddenId).toBeTruthy();

      await page.goto('/portal/zajecia');
      await expect(page.getByRole('heading', { level: 1, name: 'Zajęcia' })).toBeVisible();
      if (size.width < 900) await page.getByRole('button', { name: /^Filtry/ }).click();
      const filters = page.getByRole('search', { name: 'Filtry zajęć' });
      await filters.getByRole('combobox', { name: 'Dyscyplina' }).click();
      await page.getByRole('option', { name: `Dyscyplina ${suffix}` }).click();
      await expect(page).toHaveURL(/sport_id=/);
      await expect(page.getByTestId(`activity-${activityId}`)).toBeVisible();
      await expect(page.getByText('Znaleziono zajęć: 1')).toBeVisible();
      await expect(page.getByTestId(`activity-${hiddenId}`)).toHaveCount(0);

      await filters.getByRole('combobox', { name: 'Poziom' }).click();
      await page.getByRole('option', { name: 'Zaawansowany', exact: true }).click();
      await expect(page.getByText('Brak zajęć spełniających kryteria.')).toBeVisible();
      await filters.getByRole('combobox', { name: 'Poziom' }).click();
      await page.getByRole('option', { name: 'Początkujący' }).click();
      await filters.getByRole('combobox', { name: 'Dla kogo' }).click();
      await page.getByRole('option', { name: 'Kobiety' }).click();
      await filters.getByLabel('Cena od (zł)').fill('40');
      await filters.getByLabel('Cena do (zł)').fill('45');
      await expect(page).toHaveURL(/price_to=45/);
      await filters.getByLabel('Od dnia').fill(date);
      await filters.getByLabel('Do dnia').fill(date);
      // The box shows the URL's state, which a navigation updates: click, then wait for it.
      await filters.getByLabel('Tylko z wolnymi miejscami').click();
      await expect(filters.getByLabel('Tylko z wolnymi miejscami')).toBeChecked();
      await expect(page).toHaveURL(/free_only=true/);
      await expect(page.getByTestId(`activity-${activityId}`)).toContainText('7 wolnych miejsc');
      await filters.getByLabel('Cena od (zł)').fill('43');
      await expect(page.getByText('Brak zajęć spełniających kryteria.')).toBeVisible();
      await filters.getByLabel('Cena od (zł)').fill('');
      await expect(page.getByTestId(`activity-${activityId}`)).toBeVisible();
      await expectNoSidewaysScroll(page);

      // The week calendar shows the activity on its day.
      await page.getByRole('button', { name: 'Tydzień' }).click();
      await expect(page).toHaveURL(/widok=tydzien/);
      await expect(page.getByTestId('week-label')).toBeVisible();
      for (let i = 0; i < weeksAhead(date); i++) {
        const label = await page.getByTestId('week-label').textContent();
        await page.getByRole('button', { name: 'Następny tydzień' }).click();
        await expect(page.getByTestId('week-label')).not.toHaveText(label!);
      }
      await expect(page.getByTestId(`week-activity-${activityId}`)).toBeVisible();
      await expect(page.getByTestId(`week-activity-${hiddenId}`)).toHaveCount(0);
      await expectNoSidewaysScroll(page);

      // The activity's page.
      await page.getByTestId(`week-activity-${activityId}`).getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`/portal/zajecia/${activityId}$`));
      await expect(page.getByRole('heading', { level: 1, name: `Gierka ${suffix}` })).toBeVisible();
      await expect(page.getByTestId('price')).toHaveText('42,00 zł');
      await expect(page.getByTestId('free-spots')).toHaveText('7 wolnych miejsc');
      await expect(page.getByTestId('spots')).toHaveText('zajęte 3 z 10');
      await expect(page.getByTestId('reserve')).toHaveText('0 osób na liście rezerwowej');
      await expect(page.getByText('Początkujący')).toBeVisible();
      await expect(page.getByText('16–45 lat')).toBeVisible();
      await expect(page.getByText('Gramy na miękkiej piłce')).toBeVisible();
      await expect(page.getByRole('link', { name: /Pokaż na mapie/ })).toHaveAttribute('href', /openstreetmap\.org/);
      await expect(page).toHaveTitle(new RegExp(`Gierka ${suffix}`));
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/portal/zajecia/${activityId}$`));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /42,00 zł/);
      await expectNoSidewaysScroll(page);

      // The hidden one has no page before its reveal.
      await page.goto(`/portal/zajecia/${hiddenId}`);
      await expect(page.getByText('Nie znaleziono zajęć')).toBeVisible();
      const response = await request.get(`/api/v2/portal/activities/${hiddenId}`, { headers });
      expect(response.status()).toBe(404);
    });
  });
}

test('staff at / keep the back office', async ({ adminPage: page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  // The portal's document sent staff on to the back office's own document (index.html), not a portal screen.
  expect(await entryScripts(page)).toEqual([expect.stringMatching(/^\/assets\/index-[\w-]+\.js$/)]);
});
