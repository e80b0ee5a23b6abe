import { readFile } from 'node:fs/promises';
import { formatPln, type Settlement } from '@sportdesk/contract';
import { test, expect } from './support/fixtures';
import { blockingViolations } from './support/axe';
import { uniqueName } from './support/admin';
import { adminCalls, seedActivity, warsawDate } from './support/activities';

test('card settlement: the month screen shows the API numbers, links the discrepancy, downloads the CSV', async ({
  adminPage: page,
  adminToken,
  request,
}) => {
  test.setTimeout(120_000);
  const suffix = uniqueName('s').replace(/[^a-z0-9]/gi, '');
  const { post, get } = adminCalls(request, adminToken);
  // The Benefit amount per entry (a setting); created once, left as it is after.
  const existing = await get('/api/v2/admin/app_settings?with_name=benefit_kwota_za_wejscie');
  if (!existing.rows.some((s: { name: string }) => s.name === 'benefit_kwota_za_wejscie'))
    await post('/api/v2/admin/app_settings', { app_setting: { name: 'benefit_kwota_za_wejscie', value: '1234.50' } });
  // An activity with a player added by an admin (not paid by card) and a confirmed paper entry of that player:
  // an entry with no card participation.
  const date = warsawDate(7);
  const month = date.slice(0, 7);
  const activityId = await seedActivity(request, adminToken, suffix, {}, date);
  const player = await post('/api/v2/admin/users', {
    user: {
      identifier: `E2E-Rozl-${suffix}`,
      first_name: 'Rozliczany',
      last_name: `Gracz${suffix}`,
      email: `rozl.${suffix}@example.pl`,
      password: 'sekret1',
      password_confirmation: 'sekret1',
      benefit_id: `BS-R-${suffix}`,
    },
  });
  await post(`/api/v2/admin/activities/${activityId}/participants`, { participant: { user_id: player.id } });
  const entry = await post('/api/v2/admin/benefit_entries', {
    benefit_entry: { activity_id: activityId, user_id: player.id, date_played: date, report_type: 'paper', confirmed: true },
  });

  // From the list to the settlement screen, then the month of the entry.
  await page.goto('/benefit_entries');
  await page.getByRole('link', { name: 'Rozliczenie kart' }).click();
  await expect(page).toHaveURL(/\/benefit_entries\/settlement$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rozliczenie kart');
  await page.goto(`/benefit_entries/settlement?month=${month}`);
  const api: Settlement = await get(`/api/v2/admin/benefit_entries/settlement?month=${month}`);
  expect(api.entries_without_participation.some((e) => e.id === entry.id)).toBe(true);

  // Every number of the summary is the API's.
  const summary = page.getByRole('table', { name: 'Podsumowanie programów' });
  const money = (pln: number | null) => (pln === null ? 'nie ustawiono' : formatPln(pln));
  for (const p of api.programmes) {
    const cells = summary
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: p.label, exact: true }) })
      .getByRole('cell');
    await expect(cells).toHaveText([
      p.label,
      String(p.confirmed_entries),
      String(p.unconfirmed_entries),
      money(p.expected_entry_value),
      p.expected_revenue === null ? '—' : formatPln(p.expected_revenue),
      String(p.entries_without_participation),
      String(p.participations_without_entry),
    ]);
  }
  const total = summary
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'Razem', exact: true }) })
    .getByRole('cell');
  await expect(total.nth(1)).toHaveText(String(api.totals.confirmed_entries));
  await expect(total.nth(4)).toHaveText(formatPln(api.totals.expected_revenue));

  // The entry's row links to the entry, the activity and the player.
  const entries = page.getByRole('table', { name: 'Wejścia bez uczestnictwa' });
  const row = entries.getByRole('row').filter({ has: page.getByRole('link', { name: `#${entry.id}`, exact: true }) });
  await expect(row).toContainText('Zatwierdzony');
  await expect(row).toContainText(`${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`);
  await expect(row.getByRole('link', { name: `Gierka ${suffix}` })).toHaveAttribute('href', `/activities/${activityId}`);
  await expect(row.getByRole('link', { name: `Rozliczany Gracz${suffix}` })).toHaveAttribute('href', `/users/${player.id}`);
  await expect(row.getByRole('link', { name: `#${entry.id}`, exact: true })).toHaveAttribute(
    'href',
    `/benefit_entries/${entry.id}`,
  );
  expect(await blockingViolations(page), 'settlement screen').toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // The CSV: BOM, semicolons, the Benefit line with the API's numbers in decimal commas.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Pobierz CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`rozliczenie-kart-${month}.csv`);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).split('\r\n');
  expect(lines[0]).toBe(
    'Program;Zatwierdzone wejścia;Niezatwierdzone wejścia;Kwota za wejście (zł);Oczekiwany przychód (zł);Wejścia bez uczestnictwa;Uczestnictwa bez wejścia',
  );
  const benefit = api.programmes[0];
  const comma = (pln: number | null) => (pln === null ? '' : pln.toFixed(2).replace('.', ','));
  expect(lines[1]).toBe(
    [
      'Benefit',
      benefit.confirmed_entries,
      benefit.unconfirmed_entries,
      comma(benefit.expected_entry_value),
      comma(benefit.expected_revenue),
      benefit.entries_without_participation,
      benefit.participations_without_entry,
    ].join(';'),
  );
  expect(lines.some((l) => l.startsWith(`Wejście bez uczestnictwa;Benefit;${date};${entry.id};Tak;`))).toBe(true);
});
