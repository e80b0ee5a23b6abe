import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { msg } from '@sportdesk/contract';

/** Today in Warsaw, as the API dates activities. */
export const warsawDate = (plusDays = 0) =>
  new Date(Date.now() + plusDays * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Warsaw' });

/** Admin calls through the real API that stop the test with the reply when they fail. */
export function adminCalls(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const post = async (url: string, data: unknown) => {
    const r = await request.post(url, { headers, data });
    expect(r.ok(), await r.text()).toBeTruthy();
    return (await r.json()).data;
  };
  const get = async (url: string) => (await (await request.get(url, { headers })).json()).data;
  return { headers, post, get };
}

/**
 * A sport, a location with one hall and one activity on `date` (a week ahead by default), created
 * through the queued create job; waits for the job and returns the new activity's id.
 */
export async function seedActivity(
  request: APIRequestContext,
  token: string,
  suffix: string,
  extra: Record<string, unknown> = {},
  date = warsawDate(7),
) {
  const { post, get } = adminCalls(request, token);
  const sport = await post('/api/v2/admin/sports', { sport: { name: `Dyscyplina ${suffix}` } });
  const location = await post('/api/v2/admin/localizations', {
    location: {
      name: `Hala ${suffix}`,
      street: 'ul. Sportowa 1',
      city: 'Warszawa',
      location_objects_attributes: [{ object_type: 'hall' }],
    },
  });
  const queued = await post('/api/v2/admin/activities', {
    activity: {
      name: `Gierka ${suffix}`,
      sport_id: sport.id,
      localization_id: location.id,
      location_object_id: location.location_objects[0].id,
      publish_date: new Date().toISOString(),
      start_at: '18:00',
      stop_at: '19:30',
      max_players: 10,
      min_players: 2,
      price: 20,
      date_from: date,
      date_to: date,
      days: [0, 1, 2, 3, 4, 5, 6],
      ...extra,
    },
  });
  let activityId: number | undefined;
  for (let i = 0; i < 60 && !activityId; i++) {
    const job = await get(`/api/v2/admin/async_jobs/${queued.async_job_id}`);
    activityId = (job.info_box?.added_ids as number[] | undefined)?.[0];
    if (!activityId) await new Promise((r) => setTimeout(r, 500));
  }
  expect(activityId).toBeTruthy();
  return activityId!;
}

/** Picks `option` in the activity form's select `label`. */
export async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

/** Answers the activity form's 'Na pewno zapisać zmiany?' with 'Tak'. */
export async function confirmSave(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Potwierdzenie' });
  await expect(dialog).toContainText(msg.confirmSave);
  await dialog.getByRole('button', { name: 'Tak' }).click();
}
