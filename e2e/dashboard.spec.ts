import { expect, test } from './support/fixtures';
import { uniqueName } from './support/admin';
import { seedActivity, warsawDate } from './support/activities';

test.describe('dashboard', () => {
  test('shows the activity tabs, notifications, weekly charts, card checks and the 15-minute note', async ({
    adminPage: page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pulpit');

    const activities = page.getByRole('region', { name: 'Zajęcia' });
    for (const tab of ['Zajęcia do weryfikacji', 'Listy do weryfikacji', 'Zajęcia dziś']) {
      await expect(activities.getByRole('tab', { name: new RegExp(tab) })).toBeVisible();
    }
    await activities.getByRole('tab', { name: /Listy do weryfikacji/ }).click();
    await expect(activities.getByRole('link', { name: 'Pokaż na liście zajęć' })).toHaveAttribute(
      'href',
      /with_list_verified=false/,
    );

    await expect(
      page.getByRole('region', { name: 'Powiadomienia' }).getByRole('tab', { name: /Przypisane do mnie/ }),
    ).toBeVisible();

    for (const title of ['Zajęcia dziennie', 'Nowi użytkownicy', 'Kupione zajęcia']) {
      const chart = page.getByRole('region', { name: title });
      await expect(chart.locator('svg').first()).toBeVisible();
      await expect(chart.getByText(/^(Nd|Pn|Wt|Śr|Czw|Pt|Sob)$/).first()).toBeVisible();
    }
    await expect(page.getByText('Dane na wykresach pochodzą z ostatnich 15 minut.')).toBeVisible();
  });

  test('an organiser activity waiting for verification today is listed in its tabs and opens its page', async ({
    adminPage: page,
    adminToken,
    request,
  }) => {
    const suffix = uniqueName('Dash');
    const activityId = await seedActivity(
      request,
      adminToken,
      suffix,
      { activity_type: 'organizer', confirmed: false },
      warsawDate(0),
    );
    await page.goto('/dashboard');
    const activities = page.getByRole('region', { name: 'Zajęcia' });
    const toVerify = activities.getByRole('table', { name: 'Zajęcia do weryfikacji' });
    await expect(toVerify.getByRole('row').filter({ hasText: `Gierka ${suffix}` })).toBeVisible();
    const badge = activities.getByRole('tab', { name: /Zajęcia do weryfikacji/ }).locator('.MuiBadge-badge');
    await expect(badge).toHaveText(/^[1-9]\d*$/);

    // Today's activity counts in the 'Zajęcia dziś' badge too.
    const todayTab = activities.getByRole('tab', { name: /Zajęcia dziś/ });
    await expect(todayTab.locator('.MuiBadge-badge')).toHaveText(/^[1-9]\d*$/);
    await todayTab.click();
    const today = activities.getByRole('table', { name: 'Zajęcia dziś' });
    await today
      .getByRole('row')
      .filter({ hasText: `Gierka ${suffix}` })
      .getByRole('link')
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/activities/${activityId}`));
  });

  test('card checks: required fields, then the result as text with "Sprawdzono kartę"', async ({ adminPage: page }) => {
    await page.goto('/dashboard');
    const benefit = page.getByRole('form', { name: 'Karta Benefit' });
    await benefit.getByRole('button', { name: 'Sprawdź kartę' }).click();
    for (const label of ['Numer karty Benefit', 'Pierwsza linia karty', 'Druga linia karty']) {
      await expect(benefit.getByLabel(label)).toHaveAccessibleDescription('Pole Wymagane');
    }
    const fitprofit = page.getByRole('form', { name: 'Karta FitProfit' });
    await fitprofit.getByRole('button', { name: 'Sprawdź kartę' }).click();
    await expect(fitprofit.getByLabel('Numer karty FitProfit')).toHaveAccessibleDescription('Pole Wymagane');

    const toasts = page.locator('#notistack-snackbar');
    await fitprofit.getByLabel('Numer karty FitProfit').fill('FP-100200');
    await fitprofit.getByRole('button', { name: 'Sprawdź kartę' }).click();
    await expect(toasts.filter({ hasText: 'Sprawdzono kartę' }).first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'sprawdzono' })).toBeVisible();

    // The local card simulator answers "provider down" for numbers starting with 999.
    await benefit.getByLabel('Numer karty Benefit').fill('999100');
    await benefit.getByLabel('Pierwsza linia karty').fill('JAN');
    await benefit.getByLabel('Druga linia karty').fill('KOWALSKI');
    await benefit.getByRole('button', { name: 'Sprawdź kartę' }).click();
    await expect(toasts.filter({ hasText: 'Nie udało się' }).first()).toBeVisible();
  });
});
