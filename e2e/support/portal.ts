import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The portal's two checked sizes: a phone and a desktop. */
export const PORTAL_SIZES = [
  { name: 'telefon', width: 360, height: 780 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** WCAG 2.1 A/AA: no serious or critical violation on the page as it is now. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(blocking).toEqual([]);
}
