import { msg } from '@sportdesk/contract';
import { test, expect } from './support/fixtures';
import { uniqueName } from './support/admin';
import { adminCalls, confirmSave, seedActivity } from './support/activities';
import { expectAccessible, expectNoSidewaysScroll } from './support/portal';
import { FormPage } from './pages/FormPage';

test("an activity's description page: picked in the form, its blocks in the summary's Opis tab; a template picks one too", async ({
  adminPage: page,
  adminToken,
  request,
}) => {
  test.setTimeout(150_000);
  const suffix = uniqueName('opis');
  const { post, get } = adminCalls(request, adminToken);
  const described = await post('/api/v2/admin/pages', {
    page: {
      name: `Zasady ${suffix}`,
      url: `zasady-${suffix}`.toLowerCase().replace(/[^a-z0-9_-]/g, '-'),
      body: JSON.stringify({
        blocks: [
          { type: 'header', data: { text: 'Regulamin gry', level: 2 } },
          { type: 'paragraph', data: { text: 'Gramy <b>fair play</b>, piłka klubowa.' } },
        ],
      }),
    },
  });
  const activityId = await seedActivity(request, adminToken, suffix, { description: 'Zwykły opis' });

  // Without a page the tab shows the plain description.
  await page.goto(`/activities/${activityId}`);
  await page.getByRole('tab', { name: 'Opis' }).click();
  await expect(page.getByText('Zwykły opis')).toBeVisible();

  // The form's picker searches pages by name.
  await page.goto(`/activities/${activityId}/edit`);
  const form = new FormPage(page);
  const picker = page.getByRole('combobox', { name: 'Strona opisu' });
  await picker.click();
  await picker.fill(`Zasady ${suffix}`);
  await page.getByRole('option', { name: new RegExp(`Zasady ${suffix}`) }).click();
  await expect(picker).toHaveValue(new RegExp(`Zasady ${suffix}`));
  await form.save();
  await confirmSave(page);
  await form.toasts.expectToast(msg.saved);

  // The summary's Opis tab shows the page's blocks (rendered as the public page renders them).
  await page.goto(`/activities/${activityId}`);
  await page.getByRole('tab', { name: 'Opis' }).click();
  const blocks = page.getByTestId('page-blocks');
  await expect(blocks.getByRole('heading', { name: 'Regulamin gry' })).toBeVisible();
  await expect(blocks.locator('b')).toHaveText('fair play');
  await expect(page.getByRole('link', { name: `Zasady ${suffix}` })).toHaveAttribute('href', `/pages/${described.id}`);
  await page.setViewportSize({ width: 1440, height: 900 });
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);

  // Reopened, the form shows the chosen page (read by id).
  await page.goto(`/activities/${activityId}/edit`);
  await expect(picker).toHaveValue(new RegExp(`Zasady ${suffix}`));

  // A template's form has the same picker.
  const activity = await get(`/api/v2/admin/activities/${activityId}`);
  const template = await post('/api/v2/admin/activity_templates', {
    activity_template: {
      name: `Szablon ${suffix}`,
      sport_id: activity.sport_id,
      localization_id: activity.localization_id,
      location_object_id: activity.location_object_id,
      start_at: '18:00',
      stop_at: '19:30',
      max_players: 10,
      min_players: 2,
      price: 20,
      week_days: [1],
    },
  });
  await page.goto(`/activity_templates/${template.id}`);
  await picker.click();
  await picker.fill(`Zasady ${suffix}`);
  await page.getByRole('option', { name: new RegExp(`Zasady ${suffix}`) }).click();
  await form.save();
  await confirmSave(page);
  await form.toasts.expectToast(msg.saved);
  await expect.poll(async () => (await get(`/api/v2/admin/activity_templates/${template.id}`)).page_id).toBe(described.id);
});
