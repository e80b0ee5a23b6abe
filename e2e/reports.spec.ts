import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { warsawDate } from './support/activities';
import { benefitSample } from './support/seed';

const digits = (iso: string) => `${iso.slice(8, 10)}${iso.slice(5, 7)}${iso.slice(0, 4)}`;
/** A date as the screens show it: dd.mm.rrrr. */
const pl = (iso: string) => iso.split('-').reverse().join('.');
const toast = (page: Page, text: string) => page.locator('#notistack-snackbar').filter({ hasText: text }).first();

test.describe('reports', () => {
  test('the header shortcut and the menu lead to the reports screen with its three groups', async ({ adminPage: page }) => {
    await page.goto('/dashboard');
    await page.getByRole('banner').getByRole('link', { name: 'Raporty' }).click();
    await expect(page).toHaveURL(/\/reports$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Raporty');
    await expect(page.getByRole('tab', { name: 'Generuj nowy raport' })).toHaveAttribute('aria-selected', 'true');
    for (const group of ['Rozliczenia', 'Benefit', 'Podsumowania'])
      await expect(page.getByRole('heading', { level: 2, name: group })).toBeVisible();
    for (const report of [
      'Raport 3.0: przychód według zajęć',
      'Raport 2.0: przychód według organizatorów',
      'Raport 1.0: opłacone pozycje',
      'Wejścia Benefit',
      'Nieprzypisane wejścia Benefit',
      'Uczestnicy z kartą Benefit bez wejścia',
      'Użycia kodów promocyjnych',
      'Rejestracje użytkowników',
      'Zestawienie zajęć (podstawowe)',
      'Zestawienie zajęć (pełne)',
      'Wejścia Medicover',
    ])
      await expect(page.getByRole('form', { name: report, exact: true }).getByRole('button', { name: 'Generuj' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Import Benefit' }).getByRole('button', { name: 'Generuj' })).toBeVisible();
    // Collapsing a group hides its reports.
    await page.getByRole('button', { name: 'Rozliczenia' }).click();
    await expect(page.getByRole('form', { name: 'Raport 3.0: przychód według zajęć' })).toBeHidden();
  });

  test('refuses an end date before the start date', async ({ adminPage: page }) => {
    await page.goto('/reports');
    const form = page.getByRole('form', { name: 'Rejestracje użytkowników', exact: true });
    await form
      .getByRole('group', { name: /^Data od/ })
      .getByRole('spinbutton')
      .first()
      .click();
    await page.keyboard.type('10032026');
    await form
      .getByRole('group', { name: /^Data do/ })
      .getByRole('spinbutton')
      .first()
      .click();
    await page.keyboard.type('09032026');
    await form.getByRole('button', { name: 'Generuj' }).click();
    await expect(form.getByRole('group', { name: /^Data do/ })).toBeVisible();
    await expect(form).toContainText('Data końcowa nie może być wcześniejsza niż data początkowa');
  });

  test('generates a report, sees it done in the job list, downloads the file and reads its rows', async ({ adminPage: page }) => {
    const today = warsawDate();
    await page.goto('/reports');
    const form = page.getByRole('form', { name: 'Rejestracje użytkowników', exact: true });
    // Past dates are allowed: the period starts a year back and ends today.
    const yearAgo = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
    await form
      .getByRole('group', { name: /^Data od/ })
      .getByRole('spinbutton')
      .first()
      .click();
    await page.keyboard.type(digits(yearAgo));
    await form
      .getByRole('group', { name: /^Data do/ })
      .getByRole('spinbutton')
      .first()
      .click();
    await page.keyboard.type(digits(today));
    const queued = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/v2/admin/async_jobs'));
    await form.getByRole('button', { name: 'Generuj' }).click();
    const jobId = String((await (await queued).json()).data.id);
    await expect(toast(page, 'Dodano do kolejki')).toBeVisible();

    await page.getByRole('tab', { name: 'Lista raportów' }).click();
    await expect(page).toHaveURL(/tab=jobs/);
    const table = page.getByRole('table', { name: 'Lista raportów' });
    // This test's own job: other tests add jobs to the same list.
    const row = table.getByRole('row').filter({ has: page.getByRole('cell', { name: jobId, exact: true }) });
    await expect(row).toContainText('Rejestracje użytkowników');
    await expect(row).toContainText(`${pl(yearAgo)} – ${pl(today)}`);
    // The list follows the job without a reload (live channel).
    await expect(row).toContainText('Zakończone');
    await expect(row).toContainText(/Wierszy: \d/);

    await row.getByRole('button', { name: 'Pokaż szczegóły' }).click();
    const details = page.locator('dl').first();
    await expect(details).toContainText('Reports::RegistersReportService');
    await expect(details).toContainText(`${pl(yearAgo)} – ${pl(today)}`);
    await expect(details).toContainText('Anna Administratorka');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: /Pobierz plik zadania/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`uzytkownicy_${yearAgo}_${today}.csv`);
    const text = await readFile((await download.path())!, 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text
      .slice(1)
      .trimEnd()
      .split('\r\n')
      .map((l) => l.split(';'));
    expect(lines[0].slice(0, 4)).toEqual(['ID', 'Imię', 'Nazwisko', 'E-mail']);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).some((l) => l[3] === 'admin@sportdesk.pl' && l[1] === 'Anna')).toBe(true);

    // Filters: by name, then cleared.
    await page.getByLabel('Nazwa', { exact: true }).fill('Raport 2');
    await page.getByRole('button', { name: 'Filtruj' }).click();
    await expect(page).toHaveURL(/with_job_name=Raport\+2/);
    await expect(table).not.toContainText('Rejestracje użytkowników');
    await page.getByRole('button', { name: 'Wyczyść' }).click();
    await expect(table).toContainText('Rejestracje użytkowników');
    // Sorting by ID ascending is kept in the address.
    await table.getByRole('button', { name: 'ID' }).click();
    await expect(page).toHaveURL(/order_dir=asc/);
  });

  test('runs the Benefit importer from the reports screen', async ({ adminPage: page }) => {
    // The sample file with uuids of this test's own: the benefit entries spec imports the same sample.
    const { buffer, prefix } = benefitSample();
    const name = `wejscia-${prefix}.csv`;
    await page.goto('/reports');
    const importer = page.getByRole('region', { name: 'Import Benefit' });
    await importer.getByLabel('Plik CSV').setInputFiles({ name, mimeType: 'text/csv', buffer });
    await expect(importer).toContainText(name);
    await importer.getByRole('button', { name: 'Generuj' }).click();
    await expect(toast(page, 'Dodano do kolejki')).toBeVisible();
    await expect(importer.getByRole('status')).toContainText(`zakończony (${name})`);

    await page.getByRole('tab', { name: 'Lista raportów' }).click();
    const row = page.getByRole('table', { name: 'Lista raportów' }).getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Zakończone');
    await row.getByRole('button', { name: 'Pokaż szczegóły' }).click();
    await expect(page.locator('dl').first()).toContainText('Reports::ImportBenefitReportService');
  });
});
