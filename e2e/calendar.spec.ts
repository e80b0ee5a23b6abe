import { expect, test } from './support/fixtures';
import { adminCalls, seedActivity, warsawDate } from './support/activities';
import { picker } from './pages/FormPage';
import { expectAccessible, expectNoSidewaysScroll } from './support/portal';

/** The Monday of the week a Warsaw day falls in. */
const mondayOf = (day: string) => {
  const t = Date.parse(`${day}T00:00:00Z`);
  return new Date(t - ((new Date(t).getUTCDay() + 6) % 7) * 86_400_000).toISOString().slice(0, 10);
};
const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const ddmmyyyy = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

test('the venue week shows a created activity in its slot, opens it, and an empty slot starts a prefilled new activity', async ({
  adminPage: page,
  request,
  adminToken,
}) => {
  const suffix = `kal${Date.now()}`;
  const day = warsawDate(9);
  const activityId = await seedActivity(request, adminToken, suffix, {}, day);
  const { get } = adminCalls(request, adminToken);
  const activity = await get(`/api/v2/admin/activities/${activityId}`);
  const venueId: number = activity.localization_id;
  const objectId: number = activity.location_object_id;
  const monday = mondayOf(day);

  // From the menu, then the venue in the picker (remembered in the address).
  await page.goto('/dashboard');
  await page.getByRole('navigation').getByRole('link', { name: 'Kalendarz' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kalendarz' })).toBeVisible();
  const venue = page.getByRole('combobox', { name: 'Lokalizacja' });
  await venue.fill(`Hala ${suffix}`);
  await page.getByRole('option', { name: new RegExp(`Hala ${suffix}`) }).click();
  await expect(page).toHaveURL(new RegExp(`localization_id=${venueId}`));
  // The week of the activity: 'Następny' once per week from this one, each step shown before the next.
  const thisMonday = mondayOf(warsawDate(0));
  const weeks = Math.round((Date.parse(monday) - Date.parse(thisMonday)) / (7 * 86_400_000));
  await expect(page.getByTestId('calendar-week')).toHaveText(new RegExp(`^${ddmmyyyy(thisMonday)}`));
  for (let i = 1; i <= weeks; i++) {
    await page.getByRole('button', { name: 'Następny' }).click();
    await expect(page.getByTestId('calendar-week')).toHaveText(new RegExp(`^${ddmmyyyy(plusDays(thisMonday, 7 * i))}`));
  }
  await expect(page).toHaveURL(new RegExp(`week=${monday}`));

  const block = page.getByTestId(`calendar-block-${activityId}`);
  await expect(block).toBeVisible();
  await expect(block).toContainText('18:00–19:30');
  await expect(block).toContainText(`Dyscyplina ${suffix}`);
  await expect(block).toContainText('0/10');
  // In its day's column of its object.
  await expect(page.getByTestId(`calendar-${day}-${objectId}`).getByTestId(`calendar-block-${activityId}`)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);

  // A reload keeps the venue and the week.
  await page.reload();
  await expect(page.getByTestId(`calendar-block-${activityId}`)).toBeVisible();

  await block.click();
  await expect(page).toHaveURL(new RegExp(`/activities/${activityId}$`));
  await page.goBack();

  // An empty slot: the day after, 10:00, on the hall.
  const next = warsawDate(10) <= `${monday.slice(0, 8)}99` ? warsawDate(10) : day;
  await page
    .getByTestId(`calendar-${next}-${objectId}`)
    .getByRole('link', { name: /^Dodaj zajęcia: .*, 10:00, / })
    .click();
  await expect(page).toHaveURL(/\/activities\/new\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nowe zajęcia' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Lokalizacja' })).toHaveValue(new RegExp(`Hala ${suffix}`));
  await expect(picker(page, 'Data od').locator('input')).toHaveValue(ddmmyyyy(next));
  await expect(picker(page, 'Data do').locator('input')).toHaveValue(ddmmyyyy(next));
  await expect(picker(page, 'Godzina rozpoczęcia').locator('input')).toHaveValue('10:00');
  await expect(picker(page, 'Godzina zakończenia').locator('input')).toHaveValue('11:00');
});
