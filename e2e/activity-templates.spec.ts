import { msg, templateMsg } from '@sportdesk/contract';
import { test, expect } from './support/fixtures';
import { blockingViolations } from './support/axe';
import { uniqueName } from './support/admin';
import { adminCalls, choose, confirmSave } from './support/activities';
import { FormPage, fillPicker } from './pages/FormPage';
import { ListPage } from './pages/ListPage';
import { waitForScreen } from './support/screens';
import { pickLocation } from './support/location-picker';

test('activity templates: create for Monday and Thursday, generate, find the activities, edit, archive', async ({
  adminPage: page,
  adminToken,
  request,
}) => {
  test.setTimeout(150_000);
  const suffix = uniqueName('tpl');
  const name = `Szablon ${suffix}`;
  const { post } = adminCalls(request, adminToken);
  await post('/api/v2/admin/sports', { sport: { name: `Squash ${suffix}` } });
  await post('/api/v2/admin/localizations', {
    location: {
      name: `Klub ${suffix}`,
      street: 'ul. Kortowa 2',
      city: 'Gdańsk',
      location_objects_attributes: [{ object_type: 'court' }],
    },
  });
  const form = new FormPage(page);

  // Create: Monday and Thursday, 20:00–21:30.
  await page.goto('/activity_templates/new');
  await waitForScreen(page);
  await form.field('Nazwa').first().fill(name);
  await choose(page, 'Dyscyplina', `Squash ${suffix}`);
  const days = page.getByRole('group', { name: 'Dni tygodnia' });
  await days.getByLabel('Pn', { exact: true }).check();
  await days.getByLabel('Czw', { exact: true }).check();
  await fillPicker(page, 'Godzina rozpoczęcia', '2000');
  await fillPicker(page, 'Godzina zakończenia', '2130');
  await pickLocation(page, `Klub ${suffix}`);
  await choose(page, 'Obiekt', /Kort/);
  await page.getByLabel('Maksymalna liczba graczy').fill('8');
  await page.getByLabel('Minimalna liczba graczy').fill('2');
  await page.getByLabel('Cena (zł)').first().fill('45');
  // A create asks nothing.
  await page.getByRole('button', { name: 'Dodaj', exact: true }).click();
  await form.toasts.expectToast(msg.added);

  // The list, filtered by the new id.
  await expect(page).toHaveURL(/\/activity_templates\?with_id=\d+/);
  const id = Number(new URL(page.url()).searchParams.get('with_id'));
  const list = new ListPage(page, '/activity_templates');
  await list.waitForRows();
  await expect(list.rows).toHaveCount(1);
  await expect(list.rows.first()).toContainText(name);
  await expect(list.rows.first()).toContainText('Pn, Czw');
  await expect(list.rows.first()).toContainText('20:00–21:30');
  await expect(list.rows.first()).toContainText(`Klub ${suffix}`);
  await expect(list.rows.first()).toContainText('Tak'); // approved: an admin created it

  // Generate now from the template page.
  await list.rows
    .first()
    .getByRole('link', { name: /Edytuj szablon/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/activity_templates/${id}$`));
  await waitForScreen(page);
  expect(await blockingViolations(page), 'template form').toEqual([]);
  await page.getByRole('button', { name: 'Generuj teraz' }).click();
  await form.toasts.expectToast(templateMsg.generationQueued);
  const done = page.getByText(/Dodano zajęć: \d+/);
  await expect(done).toBeVisible({ timeout: 45_000 });
  const added = Number((await done.innerText()).match(/Dodano zajęć: (\d+)/)![1]);
  // 14 days hold two Mondays and two Thursdays (one fewer when today's 20:00 has passed).
  expect([3, 4]).toContain(added);

  // The generated activities on the template page…
  await page.getByRole('tab', { name: /Wygenerowane zajęcia/ }).click();
  await expect(page.getByRole('tab', { name: `Wygenerowane zajęcia (${added})` })).toBeVisible();
  const generated = page.getByRole('table', { name: 'Wygenerowane zajęcia' });
  await expect(generated.locator('tbody tr')).toHaveCount(added);
  expect(await blockingViolations(page), 'generated activities').toEqual([]);

  // …and in the activities list.
  const activities = new ListPage(page, '/activities');
  await activities.goto(`?with_name=${encodeURIComponent(suffix)}`);
  await expect(activities.rows).toHaveCount(added);
  await expect(activities.rows.first()).toContainText(`Squash ${suffix}`);
  await expect(activities.rows.first()).toContainText('20:00');

  // Edit the template.
  await page.goto(`/activity_templates/${id}`);
  await waitForScreen(page);
  await form.field('Nazwa').first().fill(`${name} zmieniony`);
  await form.save();
  await confirmSave(page);
  await form.toasts.expectToast(msg.saved);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('zmieniony');

  // Its change history: the creation and the edit, as record type ActivityTemplate.
  await page.getByRole('tab', { name: 'Historia zmian' }).click();
  const history = page.getByRole('table', { name: 'Historia zmian' });
  await expect(history.locator('tbody tr')).toHaveCount(2);
  await expect(history.locator('tbody tr').first()).toContainText('zmieniony');
  await expect(history).toContainText('Utworzenie');
  expect(await blockingViolations(page), 'template history').toEqual([]);
  await page.getByRole('tab', { name: 'Formularz' }).click();

  // Archive it: it stops generating ('Generuj teraz' is gone) and the advanced filter finds it.
  await page.getByLabel('Archiwalne').check();
  await form.save();
  await confirmSave(page);
  await form.toasts.expectToast(msg.saved);
  await expect(page.getByRole('button', { name: 'Generuj teraz' })).toHaveCount(0);

  await list.goto(`?with_name=${encodeURIComponent(suffix)}`);
  await list.filters.getByRole('button', { name: 'Zaawansowane filtry' }).click();
  await choose(page, 'Archiwalne', 'Tak');
  await list.filters.getByRole('button', { name: 'Filtruj' }).click();
  await expect(page).toHaveURL(/with_archive=true/);
  await list.waitForRows();
  await expect(list.rows).toHaveCount(1);
  await expect(list.rows.first()).toContainText('Archiwalny');
  expect(await blockingViolations(page), 'template list').toEqual([]);

  // A bad hour in the start filter gets the filters' message.
  await list.filter('Godzina od').fill('7:00');
  await list.filters.getByRole('button', { name: 'Filtruj' }).click();
  await expect(list.filters).toContainText(msg.hourFormat);

  // Wyczyść: the unfiltered list.
  await list.clearFilters();
  await expect(page).toHaveURL(/\/activity_templates$/);
});

test('activity templates: the form checks the rules of activities and the new form is accessible', async ({
  adminPage: page,
}) => {
  await page.goto('/activity_templates/new');
  await waitForScreen(page);
  expect(await blockingViolations(page), 'new template').toEqual([]);
  await page.getByRole('button', { name: 'Dodaj', exact: true }).click();
  await expect(page.getByText(msg.required).first()).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Potwierdzenie' })).toHaveCount(0);
});
