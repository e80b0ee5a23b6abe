import { msg } from '@sportdesk/contract';
import { uniqueName } from './support/admin';
import { adminCalls, seedActivity, warsawDate } from './support/activities';
import { blockingViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { fillPicker, FormPage } from './pages/FormPage';

/** A first-time user's path (docs/decisions.md "A new user's first steps"). */

const digits = (date: string) => `${date.slice(8, 10)}${date.slice(5, 7)}${date.slice(0, 4)}`;
const WEEK_DAYS = ['Nd', 'Pn', 'Wt', 'Śr', 'Czw', 'Pt', 'Sob'];
const weekDayOf = (date: string) => WEEK_DAYS[new Date(`${date}T00:00:00Z`).getUTCDay()];

test("the new-activity form: today's week day is not kept for a longer range, the count shows before creating", async ({
  adminPage: page,
}) => {
  const today = warsawDate();
  await page.goto('/activities/new');
  const days = page.getByRole('group', { name: 'Dni tygodnia' });
  const count = page.getByTestId('planned-count');
  // One day, today: its own week day is ticked, one activity.
  await expect(days.getByLabel(weekDayOf(today), { exact: true })).toBeChecked();
  await expect(count).toHaveText(/^Liczba zajęć do utworzenia: 1 /);

  // Two weeks: nothing ticked any more, nothing would be made.
  const end = warsawDate(13);
  await fillPicker(page, 'Data do', digits(end));
  for (const day of WEEK_DAYS) await expect(days.getByLabel(day, { exact: true })).not.toBeChecked();
  await expect(count).toHaveText(/^Liczba zajęć do utworzenia: 0/);
  await days.getByLabel('Pn', { exact: true }).check();
  await days.getByLabel('Czw', { exact: true }).check();
  await expect(count).toHaveText(/^Liczba zajęć do utworzenia: 4 /);

  // Back to one day (in three days): that day's box alone, the others of the week not offered.
  const later = warsawDate(3);
  await fillPicker(page, 'Data od', digits(later));
  await fillPicker(page, 'Data do', digits(later));
  for (const day of WEEK_DAYS)
    await expect(days.getByLabel(day, { exact: true })).toBeChecked({ checked: day === weekDayOf(later) });
  await expect(days.getByLabel(weekDayOf(warsawDate(4)), { exact: true })).toBeDisabled();
  await expect(count).toHaveText(/^Liczba zajęć do utworzenia: 1 /);
  expect(await blockingViolations(page), 'new activity').toEqual([]);
});

test("the group page's link opens the group's public page in the portal for a visitor", async ({
  adminPage: page,
  adminToken,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const suffix = uniqueName('gr').slice(3);
  const { post } = adminCalls(request, adminToken);
  const group = await post('/api/v2/admin/competition_groups', {
    competition_group: { name: `Siatkówka ${suffix}`, description: 'Gramy w czwartki, zapraszamy.', open: true },
  });
  await seedActivity(request, adminToken, suffix, { competition_group_ids: [group.id] });

  await page.goto(`/competition-groups/${group.id}`);
  const link = page.getByRole('link', { name: `${group.url}` });
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href'))!;

  // A visitor (no session) follows it.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(href);
  await expect(visitor).toHaveURL(new RegExp(`/portal/grupy/${group.id}$`));
  await expect(visitor.getByRole('heading', { level: 1, name: `Siatkówka ${suffix}` })).toBeVisible();
  await expect(visitor.getByText('Gramy w czwartki, zapraszamy.')).toBeVisible();
  const upcoming = visitor.getByRole('region', { name: 'Nadchodzące zajęcia' });
  await expect(upcoming.getByRole('link', { name: new RegExp(`Gierka ${suffix}`) })).toBeVisible();
  const join = visitor.getByRole('region', { name: 'Jak dołączyć' });
  await expect(join.getByRole('link', { name: 'Zaloguj się, aby dołączyć' })).toHaveAttribute(
    'href',
    `/portal/logowanie?next=${encodeURIComponent(`/portal/grupy/${group.id}`)}`,
  );
  expect(await blockingViolations(visitor), 'group public page').toEqual([]);

  // A hidden group: its hidden link opens it, its plain address does not.
  const hidden = await post('/api/v2/admin/competition_groups', {
    competition_group: { name: `Ukryta ${suffix}`, description: 'Tylko z linkiem.', hidden: true },
  });
  await page.goto(`/competition-groups/${hidden.id}`);
  const hiddenHref = (await page.getByRole('link', { name: hidden.hidden_url }).getAttribute('href'))!;
  await visitor.goto(hiddenHref);
  await expect(visitor.getByRole('heading', { level: 1, name: `Ukryta ${suffix}` })).toBeVisible();
  await visitor.goto(`/portal/grupy/${hidden.id}`);
  await expect(visitor.getByText('Nie ma takiej grupy.')).toBeVisible();
  await visitorContext.close();
});

test('a create asks nothing; a delete asks with a red button, an edit with a primary one', async ({ adminPage: page }) => {
  const name = uniqueName('Sport');
  const form = new FormPage(page);
  await page.goto('/sports/new');
  await form.field('Nazwa').first().fill(name);
  await form.save();
  await form.toasts.expectToast(msg.sportAdded);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/sports\/\d+/);

  await form.deleteButton.click();
  const dialog = page.getByRole('dialog', { name: 'Potwierdzenie' });
  await expect(dialog).toContainText(msg.confirmDelete);
  await expect(dialog.getByRole('button', { name: 'Tak' })).toHaveClass(/MuiButton-containedError/);
  expect(await blockingViolations(page), 'delete confirmation').toEqual([]);
  await dialog.getByRole('button', { name: 'Tak' }).click();
  await expect(page).toHaveURL(/\/sports(\?|$)/);
});

test('an edit of an activity asks "Na pewno zapisać zmiany?" with a primary, not a red, button', async ({
  adminPage: page,
  adminToken,
  request,
}) => {
  test.setTimeout(90_000);
  const id = await seedActivity(request, adminToken, uniqueName('ed').slice(3));
  await page.goto(`/activities/${id}/edit`);
  const form = new FormPage(page);
  await form.field('Nazwa').first().fill(`Zmienione ${id}`);
  await form.save();
  const dialog = page.getByRole('dialog', { name: 'Potwierdzenie' });
  await expect(dialog).toContainText(msg.confirmSave);
  await expect(dialog.getByRole('button', { name: 'Tak' })).toHaveClass(/MuiButton-containedPrimary/);
  await dialog.getByRole('button', { name: 'Tak' }).click();
  await form.toasts.expectToast(msg.saved);
});

test("an empty list without filters leads to its create form; with filters it says 'Brak wyników'", async ({
  adminPage: page,
}) => {
  // The shared E2E database has locations; the list's reply is emptied to show what a first-time user sees.
  await page.route(/\/api\/v2\/admin\/localizations\?/, (route) =>
    route.fulfill({ json: { ok: true, data: { rows: [], total: 0 } } }),
  );
  await page.goto('/locations');
  const table = page.getByRole('table', { name: 'Lokalizacje' });
  await expect(table).toContainText('Nic tu jeszcze nie ma.');
  expect(await blockingViolations(page), 'empty list').toEqual([]);
  await table.getByRole('link', { name: 'Dodaj pierwszą lokalizację' }).click();
  await expect(page).toHaveURL(/\/locations\/new$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto('/locations?with_name=nic-takiego');
  await expect(table).toContainText(msg.noResults);
  await expect(table.getByRole('link', { name: 'Dodaj pierwszą lokalizację' })).toHaveCount(0);

  await page.route(/\/api\/v2\/admin\/activities\?/, (route) =>
    route.fulfill({ json: { ok: true, data: { rows: [], total: 0 } } }),
  );
  await page.goto('/activities');
  const activities = page.getByRole('table', { name: 'Zajęcia' });
  await activities.getByRole('link', { name: 'Dodaj pierwsze zajęcia' }).click();
  await expect(page).toHaveURL(/\/activities\/new$/);
});
