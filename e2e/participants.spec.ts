import type { APIRequestContext } from '@playwright/test';
import { msg, participantMsg } from '@sportdesk/contract';
import { test, expect } from './support/fixtures';
import { uniqueName } from './support/admin';
import { adminCalls, seedActivity } from './support/activities';

/** 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const shots = process.env.E2E_SHOTS_DIR;

/** One activity a week ahead (created by the queued job) and two players. */
async function seedRun(request: APIRequestContext, token: string, suffix: string, extra: Record<string, unknown> = {}) {
  const { post } = adminCalls(request, token);
  const activityId = await seedActivity(request, token, suffix, extra);
  const players = [];
  for (const first of ['Marek', 'Joanna']) {
    players.push(
      await post('/api/v2/admin/users', {
        user: {
          identifier: `E2E-${first}-${suffix}`,
          first_name: first,
          last_name: `Gracz${suffix}`,
          email: `${first.toLowerCase()}.${suffix}@example.pl`,
          password: 'sekret1',
          password_confirmation: 'sekret1',
        },
      }),
    );
  }
  return { activityId, players, post };
}

test('participants: add, presence and card checks, confirm the list, summary, message with an image', async ({
  adminPage: page,
  adminToken,
  request,
}) => {
  test.setTimeout(120_000);
  const suffix = uniqueName('p').replace(/[^a-z0-9]/gi, '');
  const { activityId, players } = await seedRun(request, adminToken, suffix);
  await page.goto(`/activities/${activityId}`);
  const section = page.getByRole('region', { name: 'Lista uczestników' });
  const panel = section.getByRole('table', { name: 'Uczestnicy' });
  await expect(panel).toContainText('Brak uczestników');

  // Add two players through the picker.
  for (const first of ['Marek', 'Joanna']) {
    await section.getByRole('combobox', { name: 'Dodaj uczestnika' }).fill(`Gracz${suffix}`);
    // The search forgives typos, so other specs' players can be offered too: pick this run's player by full name.
    await page.getByRole('option', { name: new RegExp(`^${first} Gracz${suffix} `) }).click();
    await section.getByRole('button', { name: 'Dodaj', exact: true }).click();
    await expect(panel).toContainText(first);
  }
  await expect(panel.getByRole('row')).toHaveCount(3);

  // Presence and card check.
  await page.getByRole('checkbox', { name: `Obecność: Marek Gracz${suffix}` }).click();
  await expect(page.getByRole('checkbox', { name: `Obecność: Marek Gracz${suffix}` })).toBeChecked();
  await page.getByRole('checkbox', { name: `Karta: Joanna Gracz${suffix}` }).click();
  await expect(page.getByRole('checkbox', { name: `Karta: Joanna Gracz${suffix}` })).toBeChecked();

  // Confirm and check the list; send it.
  await page.getByRole('button', { name: 'Potwierdź listę' }).click();
  await expect(page.getByText(participantMsg.listConfirmed).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Potwierdź listę' })).toBeDisabled();
  await page.getByRole('button', { name: 'Wyślij listę' }).click();
  await expect(page.getByText(participantMsg.listSendQueued)).toBeVisible();

  // Post-event summary.
  const summary = page.getByRole('form', { name: 'Podsumowanie po zajęciach' });
  await expect(summary.getByLabel('Wszyscy uczestnicy')).toHaveValue('2');
  await summary.getByLabel('Gotówka').fill('1');
  await summary.getByLabel('Cena końcowa (zł)').fill('40');
  await summary.getByLabel('Notatka').fill('Wszyscy dotarli');
  await summary.getByLabel('Zweryfikowane przez admina').check();
  await summary.getByRole('button', { name: 'Zapisz podsumowanie' }).click();
  await expect(page.getByText(msg.saved).first()).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/participants-panel.png`, fullPage: true });

  // Messages tab: send a message with an image and see it.
  await page.getByRole('tab', { name: 'Wiadomości' }).click();
  await page.getByLabel('Treść wiadomości').fill('Proszę zabrać jasne koszulki');
  await page.getByLabel('Zdjęcia').setInputFiles({ name: 'koszulki.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Wyślij', exact: true }).click();
  const list = page.getByRole('list', { name: 'Wiadomości' });
  await expect(list).toContainText('Proszę zabrać jasne koszulki');
  await expect(list.getByRole('img', { name: 'koszulki.png' })).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/messages-tab.png`, fullPage: true });

  // Remove one player: the list shrinks.
  await page.getByRole('button', { name: `Usuń uczestnika Joanna Gracz${suffix}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Tak' }).click();
  await expect(panel.getByRole('row')).toHaveCount(2);
  await page.getByRole('tab', { name: 'Lista rezerwowa' }).click();
  await expect(page.getByRole('table', { name: 'Lista rezerwowa' })).toContainText('Lista rezerwowa jest pusta');

  // The player's page lists the activity under Zapisy and links back to it.
  await page.goto(`/users/${players[0].id}?tab=zapisy`);
  const signedUp = page.getByRole('table', { name: 'Zapisy użytkownika' });
  await signedUp
    .getByRole('row')
    .filter({ hasText: `Gierka ${suffix}` })
    .getByRole('link', { name: String(activityId), exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/activities/${activityId}$`));
});

test('sparing: reserve list, promotion on removal, team line-ups', async ({ adminPage: page, adminToken, request }) => {
  test.setTimeout(120_000);
  const suffix = uniqueName('s').replace(/[^a-z0-9]/gi, '');
  // A line-up refers to one of the activity's real teams.
  const calls = adminCalls(request, adminToken);
  const group = await calls.post('/api/v2/admin/competition_groups', {
    competition_group: { name: `Liga ${suffix}`, description: 'Sparingi' },
  });
  const team = await calls.post(`/api/v2/admin/competition_groups/${group.id}/teams`, {
    competition_teams: { name: `Orły ${suffix}` },
  });
  const { activityId, players, post } = await seedRun(request, adminToken, suffix, {
    competition_group_ids: [group.id],
    competition_team_ids: [team.id],
    max_players: 1,
    min_players: 1,
    reserve_list: true,
    competition_type: 'sparing',
    min_team_size: 1,
    max_team_size: 5,
  });
  const [marek, joanna] = players as { id: number }[];
  await post(`/api/v2/admin/activities/${activityId}/participants`, { participant: { user_id: marek.id } });
  const waiting = await post(`/api/v2/admin/activities/${activityId}/participants`, { participant: { user_id: joanna.id } });
  expect(waiting.reserve).toBe(true);

  await page.goto(`/activities/${activityId}`);
  await page.getByRole('tab', { name: 'Lista rezerwowa' }).click();
  const reserve = page.getByRole('table', { name: 'Lista rezerwowa' });
  await expect(reserve).toContainText(`Joanna Gracz${suffix}`);

  // Line-up: Marek in the activity's team.
  const lineUps = page.getByRole('region', { name: 'Składy drużyn' });
  await lineUps.getByRole('combobox', { name: 'Gracz' }).click();
  await page.getByRole('option', { name: `Marek Gracz${suffix}` }).click();
  await lineUps.getByRole('combobox', { name: /^Drużyna/ }).click();
  await page.getByRole('option', { name: new RegExp(`^Orły ${suffix}`) }).click();
  await lineUps.getByRole('button', { name: 'Dodaj do składu' }).click();
  await expect(lineUps).toContainText(`Orły ${suffix}`);
  await expect(lineUps.getByRole('button', { name: `Marek Gracz${suffix}` })).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/reserve-and-line-ups.png`, fullPage: true });

  // Removing Marek frees the spot: Joanna is promoted from the reserve list.
  const panel = page.getByRole('region', { name: 'Lista uczestników' }).getByRole('table', { name: 'Uczestnicy' });
  await page.getByRole('button', { name: `Usuń uczestnika Marek Gracz${suffix}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Tak' }).click();
  await expect(panel).toContainText(`Joanna Gracz${suffix}`);
  await expect(reserve).toContainText('Lista rezerwowa jest pusta');
});
