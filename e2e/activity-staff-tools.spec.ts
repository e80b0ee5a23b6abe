import { activityNoticeMsg } from '@sportdesk/contract';
import { test, expect } from './support/fixtures';
import { uniqueName } from './support/admin';
import { adminCalls, seedActivity } from './support/activities';
import { blockingViolations } from './support/axe';

const shots = process.env.E2E_SHOTS_DIR;

/**
 * The activity page's staff tools (docs/decisions.md "Cancelling an activity, messaging its participants"): a message
 * to the participants lands in the Powiadomienia log; 'Odwołaj zajęcia' with a reason shows the refunds, and the
 * activity's transactions list them.
 */
test('message the participants, then cancel the activity and see the refunds', async ({
  adminPage: page,
  adminToken,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const suffix = uniqueName('c').replace(/[^a-z0-9]/gi, '');
  const { post } = adminCalls(request, adminToken);
  const activityId = await seedActivity(request, adminToken, suffix, { price: 20, pay_by_prepaid: true, reserve_list: true });
  const players = [];
  for (const first of ['Marek', 'Joanna']) {
    players.push(
      await post('/api/v2/admin/users', {
        user: {
          identifier: `E2E-${first}-${suffix}`,
          first_name: first,
          last_name: `Gracz${suffix}`,
          email: `${first.toLowerCase()}.${suffix}@example.pl`,
          phone: '600100200',
          password: 'sekret1',
          password_confirmation: 'sekret1',
        },
      }),
    );
  }
  await post(`/api/v2/admin/users/${players[0].id}/balance_add`, { balance: { value: 20 } });
  await post(`/api/v2/admin/activities/${activityId}/participants`, { participant: { user_id: players[0].id, costs: true } });
  await post(`/api/v2/admin/activities/${activityId}/participants`, { participant: { user_id: players[1].id, costs: false } });

  // A message by e-mail: queued, then sent, in the Powiadomienia tab.
  await page.goto(`/activities/${activityId}`);
  await page.getByRole('button', { name: activityNoticeMsg.sendAction }).click();
  const compose = page.getByRole('dialog', { name: activityNoticeMsg.sendAction });
  await compose.getByRole('button', { name: 'Wyślij', exact: true }).click();
  await expect(compose.getByText('Pole Wymagane').first()).toBeVisible();
  await compose.getByLabel('Temat').fill('Zmiana hali');
  await compose.getByLabel('Treść').fill('Gramy w hali obok, wejście od parkingu.');
  if (shots) await page.screenshot({ path: `${shots}/activity-message-form.png` });
  expect(await blockingViolations(page)).toEqual([]);
  await compose.getByRole('button', { name: 'Wyślij', exact: true }).click();
  await expect(page.getByText(activityNoticeMsg.queued)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/activities/${activityId}/notifications$`));
  const log = page.getByRole('table', { name: 'Dziennik wysyłki' });
  await expect(log.getByRole('row').filter({ hasText: `Marek Gracz${suffix}` })).toContainText('Wysłano');
  await expect(log.getByRole('row').filter({ hasText: `Joanna Gracz${suffix}` })).toContainText('Zmiana hali');

  // Cancel with a reason: the dialog shows the refund.
  await page.getByRole('button', { name: activityNoticeMsg.cancelAction }).click();
  const confirm = page.getByRole('dialog', { name: activityNoticeMsg.cancelAction });
  await confirm.getByLabel('Powód (opcjonalnie)').fill('Awaria oświetlenia hali');
  if (shots) await page.screenshot({ path: `${shots}/activity-cancel-dialog.png` });
  expect(await blockingViolations(page)).toEqual([]);
  await confirm.getByRole('button', { name: activityNoticeMsg.cancelAction }).click();
  const done = page.getByRole('dialog', { name: activityNoticeMsg.canceled });
  await expect(done).toContainText('Zwrócono 20,00 zł (1 zwrot)');
  const refunds = done.getByRole('list', { name: 'Zwroty' });
  await expect(refunds).toContainText(`Marek Gracz${suffix}`);
  await expect(refunds).toContainText('20,00 zł na konto główne');
  if (shots) await page.screenshot({ path: `${shots}/activity-cancel-refunds.png` });
  expect(await blockingViolations(page)).toEqual([]);
  await done.getByRole('button', { name: 'Zamknij' }).click();
  await expect(page.getByRole('button', { name: 'Zajęcia odwołane' })).toBeDisabled();

  // The log now holds the cancellation's notices too (e-mail and SMS to both players).
  await expect(log.getByRole('row').filter({ hasText: 'Odwołanie zajęć' })).toHaveCount(4);
  if (shots) await page.screenshot({ path: `${shots}/activity-notifications-log.png` });
  expect(await blockingViolations(page)).toEqual([]);

  // The activity's transactions show the refund.
  await page.getByRole('tab', { name: 'Podsumowanie' }).click();
  await page.getByRole('tab', { name: 'Transakcje' }).click();
  const transactions = page.getByRole('table', { name: 'Transakcje zajęć' });
  await expect(transactions).toContainText('Zwrot środków');
  // The refund's page links the purchase it gives back.
  await transactions.getByRole('row').filter({ hasText: 'Zwrot środków' }).getByRole('link', { name: /^SD-/ }).click();
  await expect(page.getByText('Zwrot do transakcji')).toBeVisible();
});
