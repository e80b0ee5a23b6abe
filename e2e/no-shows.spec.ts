import { formatNoShowRate, type NoShowsByKind } from '@sportdesk/contract';
import { expect, test } from './support/fixtures';
import { adminCalls, seedActivity, warsawDate } from './support/activities';
import { createUser } from './support/seed';
import { expectAccessible } from './support/portal';

test('a no-show shows on the users list (column and filter), the user page, the participants list and the dashboard', async ({
  adminPage: page,
  request,
  adminToken,
}) => {
  const suffix = `nob${Date.now()}`;
  const { post, get } = adminCalls(request, adminToken);
  // Today's activity whose list the staff checked, with a player not marked present: one no-show of one.
  const today = await seedActivity(request, adminToken, `${suffix}a`, { start_at: '23:00', stop_at: '23:59' }, warsawDate(0));
  const later = await seedActivity(request, adminToken, `${suffix}b`);
  const player = await createUser(request, adminToken, { first_name: 'Nieobecny', last_name: `Gracz${suffix}` });
  await post(`/api/v2/admin/activities/${today}/participants`, { participant: { user_id: player.id } });
  await post(`/api/v2/admin/activities/${later}/participants`, { participant: { user_id: player.id } });
  await post(`/api/v2/admin/activities/${today}/check_list`, { list_checked: true });

  // Users list: the column, and the filter from the address.
  await page.goto(`/users?with_id=${player.id}`);
  const row = page.getByRole('row', { name: new RegExp(`Gracz${suffix}`) });
  await expect(row.getByRole('cell').filter({ hasText: /^1$/ })).toBeVisible();
  await page.goto(`/users?with_no_show_min=1&search=Gracz${suffix}`);
  await expect(page.getByRole('row', { name: new RegExp(`Gracz${suffix}`) })).toBeVisible();
  await expect(page.getByLabel('Nieobecności (90 dni) od')).toHaveValue('1');

  // The user page's card.
  await page.goto(`/users/${player.id}`);
  const card = page.getByRole('region', { name: 'Frekwencja (90 dni)' });
  await expect(card.getByText('Odsetek', { exact: true })).toBeVisible();
  await expect(card.getByText(formatNoShowRate(100))).toBeVisible();

  // The next activity's participants mark the player (100 % against the 30 % default).
  await page.goto(`/activities/${later}`);
  await expect(page.getByText(`Nieobecności: ${formatNoShowRate(100)}`)).toBeVisible();

  // The dashboard's panel shows what the API counts.
  const stats = (await get('/api/v2/admin/stats/no_shows')) as NoShowsByKind;
  await page.goto('/dashboard');
  const panel = page.getByRole('region', { name: /Nieobecności w ostatnich 30 dniach/ });
  await expect(panel).toBeVisible();
  const other = stats.rows.find((r) => r.kind === 'other')!;
  expect(other.no_shows).toBeGreaterThanOrEqual(1);
  await expect(panel.getByTestId('no-show-other')).toContainText(String(other.no_shows));
  await expectAccessible(page);
});
