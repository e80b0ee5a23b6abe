import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { FormPage } from './pages/FormPage';
import { ListPage } from './pages/ListPage';
import { LoginPage } from './pages/LoginPage';

/** WCAG 2.1 A/AA violations that block users: the critical ones (and, as the screens are clean today, serious ones). */
async function blockingViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('the sign-in page has no critical or serious accessibility violations', async ({ page }) => {
  await new LoginPage(page).goto();
  expect(await blockingViolations(page)).toEqual([]);
});

test('the settings list has no critical or serious accessibility violations', async ({ adminPage }) => {
  await new ListPage(adminPage, '/settings').goto();
  expect(await blockingViolations(adminPage)).toEqual([]);
});

test('the settings form has no critical or serious accessibility violations', async ({ adminPage }) => {
  await adminPage.goto('/settings/new');
  await new FormPage(adminPage).saveButton.waitFor();
  expect(await blockingViolations(adminPage)).toEqual([]);
});
